import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PaymentMethodKey } from "../../../domain/cart/model";
import { divRoundHalfUp, percentOf } from "../../../domain/cart/rules/money";
import { hasSurcharge, totalWithSurcharge } from "../../../domain/cart/rules/surcharge";

describe("card surcharge (document 2 §9)", () => {
  it("[doc2 §9] total × (100 + surcharge %) / 100 for cards, PayPal, Apple Pay, Google Pay and invoices", () => {
    for (const m of [
      "credit-cards",
      "paypal",
      "apple-pay",
      "google-pay",
      "pay-by-invoice-b2b",
      "pay-by-invoice-b2c",
    ])
      expect(totalWithSurcharge(10_000, 2, m)).toBe(10_200);
    expect(totalWithSurcharge(10_000, 1.5, "paypal")).toBe(10_150);
    // Half up: 4999 × 1.015 = 5073.985 -> 5074; 100 × 1.005 = 100.5 -> 101.
    expect(totalWithSurcharge(4999, 1.5, "credit-cards")).toBe(5074);
    expect(totalWithSurcharge(100, 0.5, "credit-cards")).toBe(101);
  });

  it("[doc2 §9] pay at the door, pay at the store, gift cards and no method have no surcharge", () => {
    for (const m of ["payment-at-the-door", "payment-at-the-store", "gift-card-rewe", undefined]) {
      expect(hasSurcharge(m)).toBe(false);
      expect(totalWithSurcharge(12_345, 3, m)).toBe(12_345);
    }
  });

  it("[doc2 §9] property: the surcharge is within half a cent of the exact value and monotone", () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.integer({ min: 0, max: 1000 }).map((x) => x / 100),
        fc.constantFrom(...PaymentMethodKey.literals),
        (total, pct, m) => {
          const t = totalWithSurcharge(total, pct, m);
          const exact = hasSurcharge(m) ? (total * (100 + pct)) / 100 : total;
          expect(Math.abs(t - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(t).toBeGreaterThanOrEqual(total);
          expect(totalWithSurcharge(total + 1, pct, m)).toBeGreaterThanOrEqual(t);
        },
      ),
    );
  });

  it("money: division rounds half up", () => {
    expect(divRoundHalfUp(5, 2)).toBe(3);
    expect(divRoundHalfUp(7, 3)).toBe(2);
    expect(percentOf(1005, 10)).toBe(101);
    expect(() => divRoundHalfUp(1, 0)).toThrow();
    fc.assert(
      fc.property(fc.nat(1e9), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = divRoundHalfUp(n, d);
        expect(Math.abs(q - n / d)).toBeLessThanOrEqual(0.5);
        if (2 * (n % d) >= d) expect(q).toBe(Math.floor(n / d) + 1);
      }),
    );
  });
});
