import { Schema } from "effect";
import { Cart, DistributionType, PaymentMethodKey } from "../cart/model";
import { noControlCharacters } from "../discovery/product";

/** Checkout entities of document 2 §2, §4 and §7 (payment return, order). */

/** Who reports the payment's outcome (document 2 §4). */
export const PaymentInitiator = Schema.Literal("REDIRECT", "UNKNOWN", "WEBHOOK");
export type PaymentInitiator = typeof PaymentInitiator.Type;

/** Document 2 §4. */
export const PaymentMethodType = Schema.Literal("ONE_TIER", "TWO_TIER", "UNKNOWN", "WALLET");
export type PaymentMethodType = typeof PaymentMethodType.Type;

const Token = (max: number) => Schema.String.pipe(Schema.maxLength(max), noControlCharacters);

/** The body of POST /api/checkout (document 2 §7). checkoutId is the finalized cart's checkout id. */
export const CheckoutRequest = Schema.Struct({
  checkoutId: Token(64).pipe(Schema.minLength(1, { message: () => "checkoutId must not be null or empty" })),
  paymentBrandName: Token(40),
  paymentMethodKey: PaymentMethodKey,
  provider: Schema.optional(Token(40)),
  paymentInitiator: PaymentInitiator,
  paymentMethodType: PaymentMethodType,
  paymentType: Schema.optional(Token(40)),
  savePaymentMethod: Schema.optional(Schema.Boolean),
  setPrimary: Schema.optional(Schema.Boolean),
});
export type CheckoutRequest = typeof CheckoutRequest.Type;

/** An add-on order as its parent order lists it. */
export const AddOnOrder = Schema.Struct({
  orderNumber: Schema.String,
  placedAt: Schema.String,
  itemCount: Schema.Int,
  total: Schema.Int,
});
export type AddOnOrder = typeof AddOnOrder.Type;

/** A placed order: the cart as it was ordered plus what the order adds. */
export const Order = Schema.Struct({
  orderNumber: Schema.String,
  /**
   * The order's id for tracking (GA4 transaction_id): a keyed hash of the order number computed by
   * the server (HMAC-SHA256, its key in server config), unique per order, never revealing the number.
   * Optional: orders and recordings from before it existed lack it.
   */
  transactionId: Schema.optional(Schema.String.pipe(Schema.pattern(/^[0-9a-f]{20}$/))),
  /** ISO 8601 (UTC). */
  placedAt: Schema.String,
  distributionType: DistributionType,
  /** True when this was the customer's first order of its service type (false for guests). */
  firstOrder: Schema.Boolean,
  customerId: Schema.NullOr(Schema.String),
  /** The ordered cart (cartStatus ORDERED), priced as it was paid. */
  cart: Cart,
  /** An add-on order (cart mode ADDON): the order it tops up. */
  parentOrderNumber: Schema.optional(Schema.NullOr(Schema.String)),
  /** The add-on orders placed for this order, oldest first (the customer's order detail). */
  addOns: Schema.optional(Schema.Array(AddOnOrder)),
});
export type Order = typeof Order.Type;

/** The answer to POST /api/checkout: the order and the shopper's new, empty cart. */
export const CheckoutResult = Schema.Struct({ order: Order, cart: Cart });
export type CheckoutResult = typeof CheckoutResult.Type;

/** A declined or failed payment (document 2 §8: payment errors carry paymentInitiator and code). */
export const PaymentErrorData = Schema.Struct({ paymentInitiator: PaymentInitiator, code: Schema.String });
export type PaymentErrorData = typeof PaymentErrorData.Type;
