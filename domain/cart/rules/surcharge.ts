import type { PaymentMethodKey } from "../model";
import { basisPoints, divRoundHalfUp } from "./money";

/**
 * Card surcharge (document 2 §9): total × (100 + surcharge %) / 100 for card, PayPal, Apple Pay,
 * Google Pay and invoice methods; pay at the door, pay at the store and gift cards have none.
 * Rounded half up to a whole cent.
 */
const SURCHARGED_METHODS: ReadonlySet<string> = new Set<PaymentMethodKey>([
  "credit-cards",
  "paypal",
  "apple-pay",
  "google-pay",
  "pay-by-invoice-b2b",
  "pay-by-invoice-b2c",
]);

export const hasSurcharge = (methodKey: string | undefined): boolean =>
  methodKey !== undefined && SURCHARGED_METHODS.has(methodKey);

export const totalWithSurcharge = (
  total: number,
  surchargePercent: number,
  methodKey: string | undefined,
): number =>
  hasSurcharge(methodKey) ? divRoundHalfUp(total * (10_000 + basisPoints(surchargePercent)), 10_000) : total;
