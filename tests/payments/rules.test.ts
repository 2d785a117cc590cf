import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PaymentMethodKey } from "../../domain/cart/model";
import { PAYMENT_METHODS } from "../../domain/checkout/payment";
import { isCompanyCustomer, offeredMethods, suitsCustomer } from "../../domain/payments/rules/offer";
import {
  formatExpiry,
  isExpiredAt,
  isSavable,
  orderSavedMethods,
  primaryExpired,
  reusableFor,
} from "../../domain/payments/rules/saved";

const none = { applePay: false, googlePay: false };
const both = { applePay: true, googlePay: true };

describe("which methods are offered (document 2 §9)", () => {
  it("[doc2 §9] all eight keys are offered somewhere; at the door only delivered, at the store only collected", () => {
    const all = new Set([...PAYMENT_METHODS.DELIVERY, ...PAYMENT_METHODS.CLICK_AND_COLLECT]);
    expect([...all].sort()).toEqual([
      "apple-pay",
      "credit-cards",
      "google-pay",
      "pay-by-invoice-b2b",
      "pay-by-invoice-b2c",
      "payment-at-the-door",
      "payment-at-the-store",
      "paypal",
    ]);
    expect(PAYMENT_METHODS.CLICK_AND_COLLECT).not.toContain("payment-at-the-door");
    expect(PAYMENT_METHODS.DELIVERY).not.toContain("payment-at-the-store");
  });

  it("[doc2 §9] invoice b2b to company customers only, b2c to everyone else (a guest too)", () => {
    expect(offeredMethods("DELIVERY", false, none)).toEqual([
      "payment-at-the-door",
      "credit-cards",
      "paypal",
      "pay-by-invoice-b2c",
    ]);
    expect(offeredMethods("DELIVERY", true, none)).toEqual([
      "payment-at-the-door",
      "credit-cards",
      "paypal",
      "pay-by-invoice-b2b",
    ]);
    expect(isCompanyCustomer({ salutation: "Company" })).toBe(true);
    expect(isCompanyCustomer({ salutation: "Female" })).toBe(false);
    expect(isCompanyCustomer(null)).toBe(false);
    expect(suitsCustomer("pay-by-invoice-b2b", false)).toBe(false);
    expect(suitsCustomer("pay-by-invoice-b2c", true)).toBe(false);
  });

  it("[doc2 §9] Apple Pay and Google Pay only where the browser can; unknown (not asked yet) is no", () => {
    expect(offeredMethods("CLICK_AND_COLLECT", false, null)).toEqual([
      "payment-at-the-store",
      "credit-cards",
      "paypal",
    ]);
    expect(offeredMethods("CLICK_AND_COLLECT", false, { applePay: true, googlePay: false })).toContain(
      "apple-pay",
    );
    expect(offeredMethods("CLICK_AND_COLLECT", false, { applePay: true, googlePay: false })).not.toContain(
      "google-pay",
    );
    expect(offeredMethods("CLICK_AND_COLLECT", false, both)).toEqual([
      "payment-at-the-store",
      "credit-cards",
      "paypal",
      "apple-pay",
      "google-pay",
    ]);
    expect(offeredMethods(null, false, both)).toEqual([]);
  });

  it("[doc2 §9] property: an offered method is always one of the service type's, and suits the customer", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("DELIVERY" as const, "CLICK_AND_COLLECT" as const),
        fc.boolean(),
        fc.record({ applePay: fc.boolean(), googlePay: fc.boolean() }),
        (type, company, wallets) => {
          for (const k of offeredMethods(type, company, wallets)) {
            expect(PAYMENT_METHODS[type]).toContain(k);
            expect(suitsCustomer(k, company)).toBe(true);
          }
          // Exactly one invoice method for a delivery.
          if (type === "DELIVERY")
            expect(
              offeredMethods(type, company, wallets).filter((k) => k.startsWith("pay-by-invoice")),
            ).toHaveLength(1);
        },
      ),
    );
  });
});

describe("saved methods (document 2 §3, §9)", () => {
  it("[doc2 §9] card expiry shown as month/2-digit year", () => {
    expect(formatExpiry(3, 2024)).toBe("03/24");
    expect(formatExpiry(12, 2030)).toBe("12/30");
    expect(formatExpiry(1, 2100)).toBe("01/00");
    expect(formatExpiry(undefined, 2030)).toBeNull();
  });

  it("[doc2 §9] a card is valid through its expiry month and expired from the next one (UTC)", () => {
    const lastMoment = Date.UTC(2026, 10, 30, 23, 59, 59);
    const nextMonth = Date.UTC(2026, 11, 1);
    expect(isExpiredAt(11, 2026, lastMoment)).toBe(false);
    expect(isExpiredAt(11, 2026, nextMonth)).toBe(true);
    expect(isExpiredAt(12, 2026, nextMonth)).toBe(false);
    expect(isExpiredAt(12, 2025, nextMonth)).toBe(true);
    expect(isExpiredAt(undefined, undefined, nextMonth)).toBe(false);
  });

  it("[doc2 §9] the list: primary first, then the non-primary expired ones, then the rest, each group in its order", () => {
    const m = (id: string, isPrimary: boolean, expired: boolean) => ({ id, isPrimary, expired });
    expect(
      orderSavedMethods([
        m("a", false, false),
        m("b", false, true),
        m("c", true, true),
        m("d", false, true),
      ]).map((x) => x.id),
    ).toEqual(["c", "b", "d", "a"]);
  });

  it("[doc2 §9] property: ordering keeps every method once, primary first, no valid non-primary before an expired one", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ isPrimary: fc.boolean(), expired: fc.boolean() }), { maxLength: 12 }),
        (input) => {
          const out = orderSavedMethods(input);
          expect(new Set(out)).toEqual(new Set(input));
          expect(out).toHaveLength(input.length);
          const rank = (x: { isPrimary: boolean; expired: boolean }) => (x.isPrimary ? 0 : x.expired ? 1 : 2);
          for (let i = 1; i < out.length; i++)
            expect(rank(out[i - 1] as (typeof out)[number])).toBeLessThanOrEqual(
              rank(out[i] as (typeof out)[number]),
            );
        },
      ),
    );
  });

  it("[doc1 §2] the payment warning: only when the primary method has expired", () => {
    expect(primaryExpired([{ isPrimary: true, expired: true }])).toBe(true);
    expect(
      primaryExpired([
        { isPrimary: false, expired: true },
        { isPrimary: true, expired: false },
      ]),
    ).toBe(false);
    expect(primaryExpired([])).toBe(false);
  });

  it("[doc2 §9] reusable at checkout: the method's own, not expired, primary first; only cards, PayPal and wallets are kept", () => {
    const methods = [
      { id: "1", methodKey: "credit-cards" as PaymentMethodKey, isPrimary: false, expired: false },
      { id: "2", methodKey: "credit-cards" as PaymentMethodKey, isPrimary: true, expired: false },
      { id: "3", methodKey: "credit-cards" as PaymentMethodKey, isPrimary: false, expired: true },
      { id: "4", methodKey: "paypal" as PaymentMethodKey, isPrimary: false, expired: false },
    ];
    expect(reusableFor(methods, "credit-cards").map((m) => m.id)).toEqual(["2", "1"]);
    expect(reusableFor(methods, "paypal").map((m) => m.id)).toEqual(["4"]);
    expect(["credit-cards", "paypal", "apple-pay", "google-pay"].every(isSavable)).toBe(true);
    expect(["payment-at-the-door", "pay-by-invoice-b2c", "gift-card-rewe"].some(isSavable)).toBe(false);
  });
});
