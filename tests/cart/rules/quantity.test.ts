import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addQuantity,
  isWholeStep,
  maxAllowedQuantity,
  setQuantity,
} from "../../../domain/cart/rules/quantity";

const stepped = fc
  .record({
    quantityStepSize: fc.integer({ min: 1, max: 500 }),
    steps: fc.integer({ min: 1, max: 40 }),
    extra: fc.nat(499),
  })
  .map(({ quantityStepSize, steps, extra }) => ({
    quantityStepSize,
    maxQuantity: quantityStepSize * steps + (extra % quantityStepSize),
  }));

describe("quantity capping (document 2 §4 add to cart)", () => {
  const piece = { maxQuantity: 24, quantityStepSize: 1 };
  const loose = { maxQuantity: 5000, quantityStepSize: 250 };

  it("[doc2 §4] adding increases the quantity; at maxQuantity the answer is maxquantityreached", () => {
    expect(addQuantity(piece, 0, 1)).toEqual({ quantity: 1, outcome: "added" });
    expect(addQuantity(piece, 23, 1)).toEqual({ quantity: 24, outcome: "added" });
    expect(addQuantity(piece, 23, 2)).toEqual({ quantity: 24, outcome: "capped" });
    expect(addQuantity(piece, 24, 1)).toEqual({ quantity: 24, outcome: "maxquantityreached" });
    expect(addQuantity(loose, 4750, 250)).toEqual({ quantity: 5000, outcome: "added" });
    expect(addQuantity(loose, 5000, 250)).toEqual({ quantity: 5000, outcome: "maxquantityreached" });
  });

  it("[doc2 §4] the maximum is maxQuantity rounded down to a whole step", () => {
    expect(maxAllowedQuantity({ maxQuantity: 1100, quantityStepSize: 250 })).toBe(1000);
    expect(isWholeStep(loose, 750)).toBe(true);
    expect(isWholeStep(loose, 100)).toBe(false);
    expect(isWholeStep(loose, -250)).toBe(false);
  });

  it("[doc2 §4] setting: 0 removes, above the maximum is capped", () => {
    expect(setQuantity(piece, 3, 0)).toEqual({ quantity: 0, outcome: "removed" });
    expect(setQuantity(piece, 3, 30)).toEqual({ quantity: 24, outcome: "capped" });
    expect(setQuantity(piece, 24, 30)).toEqual({ quantity: 24, outcome: "maxquantityreached" });
  });

  it("[doc2 §4] property: a line never exceeds the maximum, stays a whole step, and never shrinks on add", () => {
    fc.assert(
      fc.property(stepped, fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 30 }), (p, deltas) => {
        let q = 0;
        for (const d of deltas) {
          const next = addQuantity(p, q, d * p.quantityStepSize);
          expect(next.quantity).toBeGreaterThanOrEqual(q);
          expect(next.quantity).toBeLessThanOrEqual(maxAllowedQuantity(p));
          expect(isWholeStep(p, next.quantity)).toBe(true);
          if (next.outcome === "maxquantityreached") expect(q).toBe(maxAllowedQuantity(p));
          q = next.quantity;
        }
      }),
    );
  });
});
