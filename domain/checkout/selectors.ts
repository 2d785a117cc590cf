import type { CheckoutState } from "./state";

/** What other features may read of the checkout: whether an order is being placed, and the payment return to go back to. */
type Root = { readonly checkout: CheckoutState };

export const selectPlacement = (r: Root) => r.checkout.placement;
export const selectReturnQuery = (r: Root) => r.checkout.returnQuery;
/** The order on the confirmation (just placed or loaded): a problem report names it. */
export const selectOrderNumber = (r: Root): string | null => r.checkout.order?.orderNumber ?? null;
