import { Schema } from "effect";
import { CheckoutRequest, CheckoutResult, Order } from "../checkout/model";
import { defineCall } from "./contract";

/**
 * Checkout calls. The flow: POST /api/carts/finalize (cart FINALIZED), then the payment: methods
 * paid online go through the reference server's test payment provider (`/psp/pay`, an HTML page
 * that approves or declines and redirects to the payment-return route with paymentId), methods paid
 * offline (at the door, at the store, by invoice) return at once with id = the cart id. The
 * payment-return route then places the order with POST /api/checkout.
 */
export const placeOrder = defineCall({
  name: "checkout.place",
  method: "POST",
  path: "/api/checkout",
  body: CheckoutRequest,
  response: CheckoutResult,
  errors: {
    400: "invalid request",
    402: "payment declined or failed: data.paymentInitiator and data.code (document 2 §8); payment_cart_changed when the cart changed after the payment (the payment is voided), 261/264 when a gift card no longer covers its share, 023/141 when the window's hold ended and it has no room",
    404: "no finalized cart or payment with this checkoutId in this session",
    409: "the cart is not finalized, its payment method differs from paymentMethodKey, or its service type does not offer it",
  },
});

/** An order of this session or customer, for the confirmation page after a reload. */
export const getOrder = defineCall({
  name: "orders.get",
  method: "GET",
  path: "/api/orders/:orderNumber",
  params: Schema.Struct({
    orderNumber: Schema.String.pipe(
      Schema.pattern(/^[A-Za-z0-9-]{1,40}$/, { message: () => "not an order number" }),
    ),
  }),
  response: Order,
  errors: { 404: "no such order for this session or customer" },
});
