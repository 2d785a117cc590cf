import { Schema } from "effect";
import { Cart, PaymentMethodKey } from "../cart/model";
import { Order, PaymentInitiator } from "./model";

/**
 * Checkout events (document 2 §2, §4). Each carries what its reducer needs; one reducer case each
 * (checkoutCases in ./reducer, which imports these only as types).
 */

/** The shopper chose a payment method; the cart answers with it set (and totalWithSurcharge). */
export const PaymentMethodChosen = Schema.TaggedStruct("PaymentMethodChosen", {
  methodKey: PaymentMethodKey,
  brandName: Schema.String,
  cart: Cart,
});
/** The cart's method is not offered for its service type (the service changed): PUT payments/clean. */
export const PaymentMethodsCleaned = Schema.TaggedStruct("PaymentMethodsCleaned", { cart: Cart });
/** Place order: the billing address is saved and the cart finalized next (the processing flag). */
export const OrderPlacementStarted = Schema.TaggedStruct("OrderPlacementStarted", {
  methodKey: PaymentMethodKey,
});
export const BillingAddressSaved = Schema.TaggedStruct("BillingAddressSaved", { cart: Cart });
/** POST /api/carts/finalize answered: the cart is FINALIZED (its window booked). */
export const CartFinalized = Schema.TaggedStruct("CartFinalized", { cart: Cart });
/** Place order stopped before the payment; nothing is lost (the form and the cart stay). */
export const OrderPlacementFailed = Schema.TaggedStruct("OrderPlacementFailed", {
  reason: Schema.Literal("invalidAddress", "noPaymentMethod", "cartInvalid", "orderLimits", "failed"),
  /** The cart validation codes (cartInvalid), the limits broken (orderLimits) or the fields (invalidAddress). */
  codes: Schema.Array(Schema.String),
  status: Schema.Number,
  message: Schema.String,
});
/** The finalized cart goes on to be paid: at once to the payment-return route, or to the payment provider. */
export const PaymentHandedOver = Schema.TaggedStruct("PaymentHandedOver", {
  methodKey: PaymentMethodKey,
  to: Schema.Literal("paymentReturn", "provider"),
  /** The payment-return query (the provider appends its paymentId to it). */
  returnQuery: Schema.String,
});
/** The payment-return route places the order (document 2 §4 "Checkout finalisation": the processing flag). */
export const CheckoutFinalisationStarted = Schema.TaggedStruct("CheckoutFinalisationStarted", {
  checkoutId: Schema.String,
  /** The payment-return query, to send the shopper back to it. */
  query: Schema.String,
});
/** The order is placed: the cart is the shopper's new, empty one. */
export const OrderPlaced = Schema.TaggedStruct("OrderPlaced", {
  checkoutId: Schema.String,
  order: Order,
  cart: Cart,
});
/** The order was not placed (document 2 §8: the payment error's code, or generalError). */
export const CheckoutFailed = Schema.TaggedStruct("CheckoutFailed", {
  checkoutId: Schema.NullOr(Schema.String),
  code: Schema.String,
  initiator: PaymentInitiator,
  status: Schema.Number,
  message: Schema.String,
});
/**
 * The order placement got no clear answer even when sent again (issue 16 #10): the order may be
 * placed; the shopper is asked to wait and try again, which answers the same order if it is.
 */
export const CheckoutFinalisationUnclear = Schema.TaggedStruct("CheckoutFinalisationUnclear", {
  checkoutId: Schema.String,
  status: Schema.Number,
  message: Schema.String,
});
/** The confirmation after a reload asks for its order (GET /api/orders/:orderNumber). */
export const OrderRequested = Schema.TaggedStruct("OrderRequested", { orderNumber: Schema.String });
export const OrderLoaded = Schema.TaggedStruct("OrderLoaded", { order: Order });
export const OrderLoadFailed = Schema.TaggedStruct("OrderLoadFailed", {
  orderNumber: Schema.String,
  status: Schema.Number,
});

/** A gift card's payment was set on the cart or taken off it; the cart answers with coveredAmount. */
export const GiftCardPaymentChanged = Schema.TaggedStruct("GiftCardPaymentChanged", { cart: Cart });

export const CheckoutEvents = [
  PaymentMethodChosen,
  PaymentMethodsCleaned,
  OrderPlacementStarted,
  BillingAddressSaved,
  CartFinalized,
  OrderPlacementFailed,
  PaymentHandedOver,
  CheckoutFinalisationStarted,
  OrderPlaced,
  CheckoutFailed,
  CheckoutFinalisationUnclear,
  OrderRequested,
  OrderLoaded,
  OrderLoadFailed,
  GiftCardPaymentChanged,
] as const;
export type CheckoutEvent = (typeof CheckoutEvents)[number]["Type"];
