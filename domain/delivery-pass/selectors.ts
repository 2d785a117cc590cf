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
