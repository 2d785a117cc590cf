import { hasDeliveryPass } from "../cart/rules/delivery-pass";
import type { CartState } from "../cart/state";
import type { DeliveryPassState } from "./state";

/** What other features and the UI may read of the delivery pass. */
type Root = { readonly deliveryPass: DeliveryPassState };

export const selectDeliveryPass = (r: Root) => r.deliveryPass;

/**
 * Document 2 §4: the shopper has the pass when it is valid now or a pass line item is in the cart.
 * `now` comes from the caller (the screen's clock), never from here.
 */
export const selectHasDeliveryPass = (now: number) => (r: Root & { readonly cart: CartState }) =>
  hasDeliveryPass(r.deliveryPass.pass, now, r.cart.cart?.deliveryPassLineItem != null);
