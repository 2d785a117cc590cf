import { Schema } from "effect";
import { Cart } from "../cart/model";
import { DeliveryPass, DeliveryPassOffer, PassState } from "../delivery-pass/model";
import { defineCall } from "./contract";

/** Delivery pass calls (document 2 §7), and buying the pass as a cart line. */

/** The offer: price, duration and the free-delivery threshold (anyone may read it). */
export const getDeliveryPassOffer = defineCall({
  name: "deliveryPass.offer",
  method: "GET",
  path: "/api/delivery-pass",
  response: DeliveryPassOffer,
});

/** The customer's pass: the latest one (valid or not), or null when they never had one. */
export const getCustomerDeliveryPass = defineCall({
  name: "customers.deliveryPass",
  method: "GET",
  path: "/api/customers/delivery-pass",
  /** state: the pass now, by the server's clock (valid: the customer has the pass, document 2 §4). */
  response: Schema.Struct({ deliveryPass: Schema.NullOr(DeliveryPass), state: PassState }),
  errors: { 401: "not logged in" },
});

/** Puts the pass into the cart as its pass line item (once; a second add changes nothing). */
export const addDeliveryPassToCart = defineCall({
  name: "carts.deliveryPass.add",
  method: "POST",
  path: "/api/carts/delivery-pass",
  response: Cart,
  errors: {
    401: "not logged in",
    409: "code 3: the cart is finalized; pass_not_in_addon: not in an add-on cart",
  },
});

/** Takes the pass line item out of the cart. */
export const removeDeliveryPassFromCart = defineCall({
  name: "carts.deliveryPass.remove",
  method: "DELETE",
  path: "/api/carts/delivery-pass",
  response: Cart,
  errors: { 409: "code 3: the cart is finalized" },
});
