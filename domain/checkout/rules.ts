import type { Cart } from "../cart/model";
import { hasServiceWithStreet } from "../cart/rules/service";

/**
 * When the checkout can begin (document 2 §2: the checkout confirms the distribution address and
 * window, so the cart needs lines and a service): the route's guard and the begin_checkout
 * tracking event read the same rule.
 */
export type CheckoutBlocker = "empty" | "noService";

export const checkoutBlocker = (cart: Cart): CheckoutBlocker | null => {
  if (cart.productLineItems.length === 0) return "empty";
  if (!hasServiceWithStreet(cart.distributionAddress)) return "noService";
  return null;
};

export const canBeginCheckout = (cart: Cart | null): cart is Cart =>
  cart !== null && cart.cartStatus === "OPEN" && checkoutBlocker(cart) === null;

/** The query a failed payment return sends the shopper to checkout with (document 2 §4, §8). */
export const PAYMENT_ERROR_PARAM = "paymentError";

/** The payment error of a checkout query, or null. */
export const paymentErrorOf = (search: string): string | null => {
  const v = new URLSearchParams(search).get(PAYMENT_ERROR_PARAM)?.trim();
  return v === undefined || v === "" ? null : v;
};

/**
 * Back at checkout from a failed payment. A declined payment gives the cart back OPEN (the
 * reference server reopens it); a cart still FINALIZED (a payment not decided yet) is kept for
 * another payment rather than reset.
 */
export const awaitsPaymentRetry = (search: string): boolean => paymentErrorOf(search) !== null;
