import type { CartState } from "../cart/state";
import type { DeliveryPassState } from "./state";

/** What other features and the UI may read of the delivery pass. */
type Root = { readonly deliveryPass: DeliveryPassState };

export const selectDeliveryPass = (r: Root) => r.deliveryPass;

/**
 * Document 2 §4: the shopper has the pass when it is valid now (as of its load, by the server's clock)
 * or a pass line item is in the cart.
 */
export const selectHasDeliveryPass = (r: Root & { readonly cart: CartState }) =>
  r.deliveryPass.passState === "valid" || r.cart.cart?.deliveryPassLineItem != null;

/**
 * Document 2 §4: with the pass, delivery is free from the offer's threshold (cents), the one the
 * cart's pass banner names; null while the shopper has no pass or the offer is not loaded.
 */
export const selectPassFreeDeliveryThreshold = (r: Root & { readonly cart: CartState }): number | null =>
  selectHasDeliveryPass(r) ? (r.deliveryPass.offer?.freeDeliveryThreshold ?? null) : null;
