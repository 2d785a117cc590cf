import type { SavedPaymentMethod } from "../../domain/payments/model";
import { formatExpiry } from "../../domain/payments/rules/saved";
import type { Translate } from "../state/context";

/** A saved method as the shopper recognises it: "Visa •••• 4242", "PayPal". */
export const methodName = (m: SavedPaymentMethod): string =>
  m.lastDigits ? `${m.paymentBrand} •••• ${m.lastDigits}` : m.paymentBrand;

/** Its expiry line (document 2 §9: month/2-digit year), or null for a method without one. */
export const expiryText = (t: Translate, m: SavedPaymentMethod): string | null => {
  const expiry = formatExpiry(m.cardExpiryMonth, m.cardExpiryYear);
  if (expiry === null) return null;
  return m.expired ? t("payments.expiredOn", { expiry }) : t("payments.expires", { expiry });
};
