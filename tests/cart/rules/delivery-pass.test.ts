import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasDeliveryPass, isDeliveryPassValid } from "../../../domain/cart/rules/delivery-pass";

const pass = { startDate: "2026-01-01T00:00:00Z", endDate: "2026-01-31T23:59:59Z" };

describe("delivery pass (document 2 §4)", () => {
  it("[doc2 §4] valid when now is between startDate and endDate, both inclusive", () => {
    expect(isDeliveryPassValid(pass, Date.parse("2025-12-31T23:59:59Z"))).toBe(false);
    expect(isDeliveryPassValid(pass, Date.parse(pass.startDate))).toBe(true);
    expect(isDeliveryPassValid(pass, Date.parse(pass.endDate))).toBe(true);
    expect(isDeliveryPassValid(pass, Date.parse(pass.endDate) + 1)).toBe(false);
    expect(isDeliveryPassValid(null, 0)).toBe(false);
    expect(isDeliveryPassValid({ startDate: "x", endDate: "y" }, 0)).toBe(false);
  });

  it("[doc2 §4] the shopper has the pass when it is valid or a pass line item is in the cart", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 4e12 }),
        fc.boolean(),
        (a, b, now, inCart) => {
          const p = {
            startDate: new Date(Math.min(a, b)).toISOString(),
            endDate: new Date(Math.max(a, b)).toISOString(),
          };
          const valid = Math.min(a, b) <= now && now <= Math.max(a, b);
          expect(isDeliveryPassValid(p, now)).toBe(valid);
          expect(hasDeliveryPass(p, now, inCart)).toBe(valid || inCart);
        },
      ),
    );
  });
});
