import type { Cart, CartPayment, PaymentMethodKey } from "../model";
import { GIFT_CARD_METHOD_KEY } from "../model";
import { giftCardShares } from "./gift-cards";

/**
 * The gift-card part of a cart's payment (document 2 §3 priceInfo.coveredAmount, §9 brand
 * GIFTCARD): which payments are gift cards, what is left for the main method, and how much more a
 * card may be asked for. The checkout screen, the handlers and the tests read these.
 */
export const GIFT_CARD_BRAND = "GIFTCARD";

export const giftCardPayments = (cart: Pick<Cart, "payments">): ReadonlyArray<CartPayment> =>
  cart.payments.filter((p) => p.methodKey === GIFT_CARD_METHOD_KEY);

/** What the main method still pays: the total (with its surcharge) less what the gift cards cover. */
export const restToPay = (cart: Pick<Cart, "priceInfo">): number =>
  Math.max(0, cart.priceInfo.totalWithSurcharge - cart.priceInfo.coveredAmount);

/** Gift cards pay the whole order: no other method is needed (gift-card payment alone). */
export const paidByGiftCardsAlone = (cart: Pick<Cart, "priceInfo" | "payments">): boolean =>
  giftCardPayments(cart).length > 0 && cart.priceInfo.coveredAmount > 0 && restToPay(cart) === 0;

/** The payment of a card on the cart: the cart shows codes masked, so its last 4 digits match. */
export const paymentOfCard = (cart: Pick<Cart, "payments">, code: string): CartPayment | undefined =>
  giftCardPayments(cart).find((p) => p.giftCardCode?.slice(-4) === code.slice(-4));

/**
 * The most a card may be asked for now: its balance, and no more than what is still open (the
 * rest plus what this card already pays).
 */
export const maxGiftCardAmount = (
  cart: Pick<Cart, "priceInfo" | "payments">,
  code: string,
  balance: number,
) => {
  const own = paymentOfCard(cart, code)?.amountPlanned ?? 0;
  return Math.max(0, Math.min(balance, restToPay(cart) + own));
};

/** A gift-card amount the shopper typed is whole cents between 1 and the most the card may pay. */
export const isGiftCardAmount = (amount: number, max: number): boolean =>
  Number.isInteger(amount) && amount >= 1 && amount <= max;

/** An amount in euros as typed ("12,50", "12.5", "12") in cents, or null when it is not one. */
export const parseEuroAmount = (typed: string): number | null => {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*(?:€)?\s*$/.exec(typed);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
};

/** Cents as the amount field shows them: "12,50" (the shop's decimal comma). */
export const euroAmountText = (cents: number): string =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;

/** One part of how an order was paid: a gift card or the main method. */
export type PaidPart =
  | {
      readonly kind: "giftCard";
      readonly paymentId: string;
      /** The code as the server shows it (masked but its last 4 digits). */
      readonly code: string;
      readonly amount: number;
    }
  | { readonly kind: "method"; readonly methodKey: PaymentMethodKey; readonly amount: number };

/**
 * How a placed order was paid (document 2 §9), from the order's cart as the server returns it:
 * each gift card its share of priceInfo.coveredAmount (in the order the cards were added, as the
 * server debits them: domain/cart/rules/gift-cards), then the main method with the rest
 * (totalWithSurcharge less coveredAmount). A card that ended up paying nothing is left out.
 */
export const paidParts = (cart: Pick<Cart, "payments" | "priceInfo">): ReadonlyArray<PaidPart> => {
  const cards = giftCardPayments(cart);
  const shares = giftCardShares(
    cards.map((p) => p.amountPlanned),
    cart.priceInfo.coveredAmount,
  );
  const main = cart.payments.find((p) => p.methodKey !== GIFT_CARD_METHOD_KEY);
  return [
    ...cards.flatMap((p, i): PaidPart[] => {
      const amount = shares[i] ?? 0;
      return amount > 0
        ? [{ kind: "giftCard", paymentId: p.paymentId, code: p.giftCardCode ?? "", amount }]
        : [];
    }),
    ...(main ? [{ kind: "method" as const, methodKey: main.methodKey, amount: restToPay(cart) }] : []),
  ];
};
