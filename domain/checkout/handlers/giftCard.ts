import { Effect } from "effect";
import { deleteCartPayment, setCartPayment } from "../../api/cart";
import { GIFT_CARD_METHOD_KEY } from "../../cart/model";
import { reportFailure, unclearStatus } from "../../cart/policy";
import { GIFT_CARD_BRAND } from "../../cart/rules/gift-card-payment";
import { checkout } from "../access";
import type { PayWithGiftCard, RemoveGiftCardPayment } from "../commands";
import { checkoutCall } from "./calls";

/** An open cart this checkout may still change, or why not. */
const changeableCart = Effect.gen(function* () {
  const { cart } = yield* checkout.inputs;
  if (cart === null) return "nocart" as const;
  // A finalized cart keeps its payments (document 2 §4): it waits for its payment.
  if (cart.cartStatus !== "OPEN" || (yield* checkout.state).placement !== "idle") return "locked" as const;
  return cart;
});

/**
 * Sets a gift card's amount on the cart (POST /api/carts/payment with brand GIFTCARD, key
 * gift-card-rewe): the server plans the rest for the main method and answers coveredAmount.
 * Whether the card is the customer's and covers the amount is the cart validation's (260, 261, 264).
 */
export const payWithGiftCard = (c: typeof PayWithGiftCard.Type) =>
  Effect.gen(function* () {
    const cart = yield* changeableCart;
    if (typeof cart === "string") return cart;
    if (!Number.isInteger(c.amount) || c.amount < 1 || c.giftCardCode.trim() === "")
      return "invalid" as const;
    const r = yield* checkoutCall(setCartPayment, {
      body: {
        methodKey: GIFT_CARD_METHOD_KEY,
        brandName: GIFT_CARD_BRAND,
        amount: c.amount,
        giftCardCode: c.giftCardCode,
      },
    }).pipe(Effect.either);
    if (r._tag === "Left")
      return yield* reportFailure("PayWithGiftCard", r.left, false, unclearStatus(r.left.status));
    yield* checkout.emit({ _tag: "GiftCardPaymentChanged", cart: r.right });
    return "applied" as const;
  });

/** Takes a gift card's payment off the cart (DELETE /api/carts/payment/{id}). */
export const removeGiftCardPayment = (c: typeof RemoveGiftCardPayment.Type) =>
  Effect.gen(function* () {
    const cart = yield* changeableCart;
    if (typeof cart === "string") return cart;
    const r = yield* checkoutCall(deleteCartPayment, { params: { id: c.paymentId } }).pipe(Effect.either);
    if (r._tag === "Left")
      return yield* reportFailure("RemoveGiftCardPayment", r.left, false, unclearStatus(r.left.status));
    yield* checkout.emit({ _tag: "GiftCardPaymentChanged", cart: r.right });
    return "removed" as const;
  });
