import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkOrderLimits,
  gramsToKg,
  isFreeOfChargeReached,
  maxOrderValue,
  maxOrderWeight,
  minOrderValue,
} from "../../../domain/cart/rules/limits";
import { demoOrderConfig as config } from "../../../server/seed/checkout";

const type = fc.constantFrom("DELIVERY" as const, "CLICK_AND_COLLECT" as const, undefined);
const limits = fc.record({
  minOrderValueDelivery: fc.nat(100_000),
  minOrderValueCC: fc.nat(100_000),
  maxOrderValueDelivery: fc.nat(1_000_000),
  maxOrderValueCC: fc.nat(1_000_000),
  maxOrderWeightDelivery: fc.integer({ min: 1, max: 200_000 }),
  maxOrderWeightCC: fc.integer({ min: 1, max: 200_000 }),
});

describe("order limits (document 2 §5)", () => {
  it("[doc2 §5] maximum order value: delivery or click and collect, the larger when the type is unknown", () => {
    expect(maxOrderValue(config, "DELIVERY")).toBe(50_000);
    expect(maxOrderValue(config, "CLICK_AND_COLLECT")).toBe(30_000);
    expect(maxOrderValue(config, undefined)).toBe(50_000);
    const at = (orderValue: number, t: "DELIVERY" | "CLICK_AND_COLLECT") =>
      checkOrderLimits(config, { orderValue, weightGrams: 0, mode: "REGULAR", type: t }).maxValueExceeded;
    expect(at(50_000, "DELIVERY")).toBe(false);
    expect(at(50_001, "DELIVERY")).toBe(true);
    expect(at(30_001, "CLICK_AND_COLLECT")).toBe(true);
  });

  it("[doc2 §5] minimum order value: the smaller when unknown; met at exactly the minimum", () => {
    expect(minOrderValue(config, undefined)).toBe(1500);
    const below = (orderValue: number) =>
      checkOrderLimits(config, { orderValue, weightGrams: 0, mode: "REGULAR", type: "DELIVERY" });
    expect(below(3999)).toMatchObject({ belowMinimumValue: true, missingToMinimum: 1 });
    expect(below(4000)).toMatchObject({ belowMinimumValue: false, missingToMinimum: 0 });
  });

  it("[doc2 §5] minimum order value is skipped for add-on carts", () => {
    fc.assert(
      fc.property(limits, type, fc.nat(1_000_000), (l, t, orderValue) => {
        const c = checkOrderLimits(l, { orderValue, weightGrams: 0, mode: "ADDON", type: t });
        expect(c.belowMinimumValue).toBe(false);
        expect(c.missingToMinimum).toBe(0);
      }),
    );
  });

  it("[doc2 §5] maximum weight in grams, shown in kg as grams ÷ 1000", () => {
    expect(maxOrderWeight(config, "CLICK_AND_COLLECT")).toBe(50_000);
    expect(gramsToKg(80_000)).toBe(80);
    expect(gramsToKg(1250)).toBe(1.25);
    expect(
      checkOrderLimits(config, { orderValue: 0, weightGrams: 80_001, mode: "REGULAR", type: "DELIVERY" })
        .maxWeightExceeded,
    ).toBe(true);
    expect(
      checkOrderLimits(config, { orderValue: 0, weightGrams: 80_000, mode: "REGULAR", type: "DELIVERY" })
        .maxWeightExceeded,
    ).toBe(false);
  });

  it("[doc2 §5] the unknown type is never stricter than either known type", () => {
    fc.assert(
      fc.property(limits, fc.nat(1_000_000), fc.nat(300_000), (l, orderValue, weightGrams) => {
        const unknown = checkOrderLimits(l, { orderValue, weightGrams, mode: "REGULAR", type: undefined });
        for (const t of ["DELIVERY", "CLICK_AND_COLLECT"] as const) {
          const known = checkOrderLimits(l, { orderValue, weightGrams, mode: "REGULAR", type: t });
          if (unknown.maxValueExceeded) expect(known.maxValueExceeded).toBe(true);
          if (unknown.maxWeightExceeded) expect(known.maxWeightExceeded).toBe(true);
          if (unknown.belowMinimumValue) expect(known.belowMinimumValue).toBe(true);
        }
      }),
    );
  });

  it("[doc2 §5] free-service threshold is met when orderValue >= freeOfChargeThreshold", () => {
    expect(isFreeOfChargeReached(7999, 8000)).toBe(false);
    expect(isFreeOfChargeReached(8000, 8000)).toBe(true);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (v, t) => {
        expect(isFreeOfChargeReached(v, t)).toBe(v >= t);
      }),
    );
  });
});
