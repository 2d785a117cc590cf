import { Schema } from "effect";
import { PaymentMethodKey } from "../cart/model";
import { CheckoutAddress } from "./address";

/** Checkout commands (document 2 §2, §4); handlers in ./handlers, loaded with the first of them. */

/** Sets the payment method on the cart (POST /api/carts/payment). */
export const ChoosePaymentMethod = Schema.TaggedStruct("ChoosePaymentMethod", {
  methodKey: PaymentMethodKey,
});
/** Saves the billing address, finalizes the cart and hands it to the payment. */
export const PlaceOrder = Schema.TaggedStruct("PlaceOrder", { address: CheckoutAddress });
/** The payment-return route places the order (POST /api/checkout) from its query. */
export const FinaliseCheckout = Schema.TaggedStruct("FinaliseCheckout", { query: Schema.String });

/**
 * A gift card of the customer's wallet pays `amount` cents of the order (document 2 §9: brand
 * GIFTCARD, key gift-card-rewe), next to the main method that pays the rest, or alone.
 */
export const PayWithGiftCard = Schema.TaggedStruct("PayWithGiftCard", {
  giftCardCode: Schema.String,
  amount: Schema.Number,
});
/** Takes a gift card's payment off the cart (DELETE /api/carts/payment/{id}). */
export const RemoveGiftCardPayment = Schema.TaggedStruct("RemoveGiftCardPayment", {
  paymentId: Schema.String,
});

export const CheckoutCommands = [
  ChoosePaymentMethod,
  PlaceOrder,
  FinaliseCheckout,
  PayWithGiftCard,
  RemoveGiftCardPayment,
] as const;
export type CheckoutCommand = (typeof CheckoutCommands)[number]["Type"];
