import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceCart, priceLine, vatIn } from "../../../domain/cart/pricing";
import { generateCatalogue } from "../../../server/seed/catalogue/generate";
import { demoOrderConfig as config } from "../../../server/seed/checkout";

const products = generateCatalogue().products.map((p) => p.product);
const line = fc
  .record({ i: fc.nat(products.length - 1), n: fc.integer({ min: 1, max: 5 }) })
  .map(({ i, n }) => {
    const p = products[i]!;
    return priceLine(p, n * p.quantityStepSize, false, true);
  });

describe("cart prices (server-side, integer cents)", () => {
  it("VAT contained in a gross amount, rounded half up", () => {
    expect(vatIn(107, 7)).toBe(7);
    expect(vatIn(119, 19)).toBe(19);
    expect(vatIn(499, 19)).toBe(80); // 79.67
  });

  it("property: total = orderValue - discounts + deposits + service fee; discounts never exceed the order value", () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.constantFrom("DELIVERY" as const, "CLICK_AND_COLLECT" as const, undefined),
        fc.nat(3000),
        fc.integer({ min: 0, max: 100 }),
        (lines, type, amount, percent) => {
          const { priceInfo: p } = priceCart({
            lines,
            vouchers: [{ articleId: "v", discount: { kind: "amount", value: amount }, minimumOrderValue: 0 }],
            codes: [{ code: "C", discount: { kind: "percent", percent } }],
            config,
            type,
            methodKey: undefined,
            giftCardAmounts: [],
          });
          expect(p.discounts).toBeLessThanOrEqual(p.orderValue);
          expect(p.total).toBe(p.orderValue - p.discounts + p.depositFees + p.serviceFeesAfterDiscount);
          expect(p.totalVat).toBeLessThanOrEqual(p.total);
          expect(p.totalVat).toBeGreaterThanOrEqual(0);
          if (
            p.orderValue >=
            (type === "CLICK_AND_COLLECT"
              ? config.freeOfChargeThresholdCC
              : config.freeOfChargeThresholdDelivery)
          )
            expect(p.serviceFees).toBe(0);
          expect(p.totalWithSurcharge).toBe(p.total);
          expect(p.uncoveredAmountWithoutOverAuthorization).toBe(p.total);
        },
      ),
    );
  });
});
