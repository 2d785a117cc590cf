import type { PaymentMethodKey } from "../../cart/model";
import type { SavedPaymentMethod } from "../model";

/**
 * Saved payment methods (document 2 §3, §9): expiry shown as month/2-digit year; the list with the
 * primary first, then the non-primary ones with the expired first; the warning when the primary
 * method has expired.
 */

/** Methods whose details the provider keeps for the next order (a card, a PayPal account, a wallet). */
const SAVABLE_METHODS: ReadonlyArray<PaymentMethodKey> = [
  "credit-cards",
  "paypal",
  "apple-pay",
  "google-pay",
];
export const isSavable = (key: string): boolean => (SAVABLE_METHODS as ReadonlyArray<string>).includes(key);

/** "MM/YY" (document 2 §9: month/2-digit year); null without an expiry. */
export const formatExpiry = (
  month: number | string | undefined,
  year: number | string | undefined,
): string | null => {
  const m = Number(month);
  const y = Number(year);
  if (month === undefined || year === undefined || !Number.isInteger(m) || !Number.isInteger(y)) return null;
  return `${String(m).padStart(2, "0")}/${String(y % 100).padStart(2, "0")}`;
};

/** A card is valid through the last day of its expiry month (UTC): expired from the next month on. */
export const isExpiredAt = (month: number | undefined, year: number | undefined, now: number): boolean => {
  if (month === undefined || year === undefined) return false;
  const d = new Date(now);
  const current = d.getUTCFullYear() * 12 + d.getUTCMonth();
  return year * 12 + (month - 1) < current;
};

/** Primary first; then the non-primary ones, expired first (document 2 §9); otherwise as given. */
export const orderSavedMethods = <M extends Pick<SavedPaymentMethod, "isPrimary" | "expired">>(
  methods: ReadonlyArray<M>,
): M[] => {
  const rank = (m: M) => (m.isPrimary ? 0 : m.expired ? 1 : 2);
  return methods
    .map((m, i) => ({ m, i }))
    .sort((a, b) => rank(a.m) - rank(b.m) || a.i - b.i)
    .map((x) => x.m);
};

/** The payment warning (document 1 §2): the primary method has expired. */
export const primaryExpired = (
  methods: ReadonlyArray<Pick<SavedPaymentMethod, "isPrimary" | "expired">>,
): boolean => methods.some((m) => m.isPrimary && m.expired);

/** The saved methods the checkout can reuse for a method key: not expired, primary first. */
export const reusableFor = <M extends Pick<SavedPaymentMethod, "isPrimary" | "expired" | "methodKey">>(
  methods: ReadonlyArray<M>,
  key: string,
): M[] => orderSavedMethods(methods.filter((m) => m.methodKey === key && !m.expired));
