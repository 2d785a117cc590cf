import { Schema } from "effect";
import { PaymentMethodKey } from "../cart/model";
import { noControlCharacters } from "../discovery/product";

/** Saved payment methods of a customer (document 2 §3, §7, §9). */

/** Card brands the test provider reports back (document 2 §9). */
export const CARD_BRANDS = ["American Express", "Diners Club", "Mastercard", "Visa"] as const;
export const CardBrand = Schema.Literal(...CARD_BRANDS);
export type CardBrand = typeof CardBrand.Type;

/** One saved method (document 2 §3): isPrimary, expired, paymentBrand, cardExpiryMonth, cardExpiryYear. */
export const SavedPaymentMethod = Schema.Struct({
  id: Schema.String,
  methodKey: PaymentMethodKey,
  provider: Schema.String,
  paymentBrand: Schema.String,
  /** The card's or account's last four characters, for the shopper to recognise it. */
  lastDigits: Schema.optional(Schema.String),
  /**
   * "01"–"12" and "2030": text, as card data is in a recording (redacted to "[redacted]", which a
   * replay must still decode).
   */
  cardExpiryMonth: Schema.optional(Schema.String),
  cardExpiryYear: Schema.optional(Schema.String),
  isPrimary: Schema.Boolean,
  expired: Schema.Boolean,
});
export type SavedPaymentMethod = typeof SavedPaymentMethod.Type;

/** GET /api/customers/payment-methods (document 2 §3): hasInactiveMethods and activeMethods. */
export const PaymentMethodList = Schema.Struct({
  hasInactiveMethods: Schema.Boolean,
  activeMethods: Schema.Array(SavedPaymentMethod),
});
export type PaymentMethodList = typeof PaymentMethodList.Type;

const Token = (max: number) => Schema.String.pipe(Schema.maxLength(max), noControlCharacters);

/** POST /api/customers/payment-methods (document 2 §7): checkoutId, methodKey, provider, setPrimary. */
export const SavePaymentMethodRequest = Schema.Struct({
  checkoutId: Token(64).pipe(Schema.minLength(1, { message: () => "checkoutId must not be null or empty" })),
  methodKey: PaymentMethodKey,
  provider: Token(40).pipe(Schema.minLength(1, { message: () => "provider must not be null or empty" })),
  setPrimary: Schema.optional(Schema.Boolean),
});
export type SavePaymentMethodRequest = typeof SavePaymentMethodRequest.Type;

/** What the browser can pay with (the PaymentCapabilities port answers it). */
export const WalletSupport = Schema.Struct({ applePay: Schema.Boolean, googlePay: Schema.Boolean });
export type WalletSupport = typeof WalletSupport.Type;
