import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DistributionType } from "../../../domain/cart/model";
import { checkOrderLimits, isFreeOfChargeReached } from "../../../domain/cart/rules/limits";
import {
  MAX_DISCOUNT_CODES,
  type MergeSide,
  mergeCartStates,
  mergeDecision,
} from "../../../domain/cart/rules/merge";

/** Pure properties of the merge rule (document 2 §4) and of the limits a merge moves (§5). */

const SKUS = ["a", "b", "c", "d", "e"];
const MAX: Record<string, number> = { a: 1, b: 5, c: 24, d: 6, e: 100 };
const PRICE: Record<string, number> = { a: 199, b: 549, c: 89, d: 1250, e: 30 };
const GRAMS: Record<string, number> = { a: 9000, b: 1000, c: 250, d: 4000, e: 10 };

const lines = fc
  .subarray(SKUS)
  .chain((skus) =>
    fc.tuple(
      ...skus.map((sku) =>
        fc.integer({ min: 1, max: MAX[sku] as number }).map((quantity) => ({ sku, quantity })),
      ),
    ),
  );
const state = fc.record({
  lines,
  vouchers: fc.subarray(["V1", "V2", "V3"]).map((ids) => ids.map((articleId) => ({ articleId }))),
  discountCodes: fc.subarray(["C1", "C2", "C3", "C4", "C5", "C6", "C7"]),
  distributionAddress: fc.option(fc.constantFrom("home", "store"), { nil: null }),
  windowId: fc.option(fc.constantFrom("w1", "w2"), { nil: null }),
  billing: fc.constantFrom("mine", "theirs"),
});
const maxOf = (sku: string) => MAX[sku];
const qty = (ls: ReadonlyArray<{ sku: string; quantity: number }>, sku: string) =>
  ls.find((l) => l.sku === sku)?.quantity ?? 0;

const side = fc.record({
  id: fc.constantFrom("x", "y", "z"),
  customerId: fc.option(fc.constant("C-1"), { nil: null }),
  items: fc.nat(3),
  choices: fc.boolean(),
});

describe("the merge rule (document 2 §4)", () => {
  it("[doc2 §4] the decision is the four rules' table, in the document's order", () => {
    fc.assert(
      fc.property(fc.option(side, { nil: null }), side, (anonymous: MergeSide | null, server: MergeSide) => {
        const d = mergeDecision(anonymous, server);
        // Nothing of the anonymous cart to take over: the customer's cart stays as it is.
        const nothing = anonymous === null || anonymous.customerId !== null || anonymous.items === 0;
        const expected = nothing
          ? "keep"
          : server.customerId === null
            ? "assign"
            : anonymous.id === server.id
              ? "keep"
              : server.items > 0
                ? "ask"
                : server.choices
                  ? "silent"
                  : "adopt";
        expect(d.rule).toBe(expected);
        if (d.rule !== "keep") expect(d.anonymousCartId).toBe(anonymous?.id);
      }),
      { numRuns: 500 },
    );
  });

  it("[doc2 §4] merged lines: none lost or doubled, each at most its maximum (or the customer's own), every cap reported", () => {
    fc.assert(
      fc.property(state, state, (target, source) => {
        const { state: merged, capped } = mergeCartStates(target, source, maxOf);
        const skus = new Set([...target.lines, ...source.lines].map((l) => l.sku));
        expect(merged.lines.map((l) => l.sku).sort()).toEqual([...skus].sort());
        for (const sku of skus) {
          const t = qty(target.lines, sku);
          const requested = t + qty(source.lines, sku);
          const got = qty(merged.lines, sku);
          expect(got).toBe(requested <= (MAX[sku] as number) ? requested : Math.max(t, MAX[sku] as number));
          const cap = capped.find((c) => c.sku === sku);
          expect(cap).toEqual(got < requested ? { sku, requested, quantity: got } : undefined);
        }
        // The customer's lines keep their place; the anonymous cart's new ones follow.
        expect(merged.lines.slice(0, target.lines.length).map((l) => l.sku)).toEqual(
          target.lines.map((l) => l.sku),
        );
        // Vouchers united, codes united up to the limit (the customer's first), the service with its window.
        const ids = merged.vouchers.map((v) => v.articleId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(
          new Set([...target.vouchers, ...source.vouchers].map((v) => v.articleId)),
        );
        expect(merged.discountCodes.slice(0, target.discountCodes.length)).toEqual(target.discountCodes);
        expect(merged.discountCodes.length).toBe(
          Math.max(
            target.discountCodes.length,
            Math.min(MAX_DISCOUNT_CODES, new Set([...target.discountCodes, ...source.discountCodes]).size),
          ),
        );
        const from =
          target.distributionAddress !== null || source.distributionAddress === null ? target : source;
        expect([merged.distributionAddress, merged.windowId]).toEqual([
          from.distributionAddress,
          from.windowId,
        ]);
        expect(merged.billing).toBe(target.billing);
      }),
      { numRuns: 1000 },
    );
  });

  it("[doc2 §4] merging the merged cart's own lines again caps at the maximum: a second merge never exceeds it", () => {
    fc.assert(
      fc.property(state, state, (target, source) => {
        const once = mergeCartStates(target, source, maxOf).state;
        const twice = mergeCartStates(once, source, maxOf).state;
        for (const l of twice.lines)
          expect(l.quantity).toBeLessThanOrEqual(Math.max(MAX[l.sku] as number, qty(target.lines, l.sku)));
        // An empty anonymous cart changes nothing.
        const none: typeof source = {
          ...source,
          lines: [],
          vouchers: [],
          discountCodes: [],
          distributionAddress: null,
          windowId: null,
        };
        expect(mergeCartStates(target, none, maxOf)).toEqual({
          state: { ...target, storeHint: undefined },
          capped: [],
        });
      }),
    );
  });
});

const config = fc.record({
  minOrderValueDelivery: fc.nat(20_000),
  minOrderValueCC: fc.nat(20_000),
  maxOrderValueDelivery: fc.integer({ min: 1, max: 100_000 }),
  maxOrderValueCC: fc.integer({ min: 1, max: 100_000 }),
  maxOrderWeightDelivery: fc.integer({ min: 1, max: 60_000 }),
  maxOrderWeightCC: fc.integer({ min: 1, max: 60_000 }),
});
const type = fc.constantFrom<DistributionType | undefined>("DELIVERY", "CLICK_AND_COLLECT", undefined);
const mode = fc.constantFrom("REGULAR" as const, "ADDON" as const);
const value = (ls: ReadonlyArray<{ sku: string; quantity: number }>) =>
  ls.reduce((s, l) => s + (PRICE[l.sku] as number) * l.quantity, 0);
const weight = (ls: ReadonlyArray<{ sku: string; quantity: number }>) =>
  ls.reduce((s, l) => s + (GRAMS[l.sku] as number) * l.quantity, 0);

describe("pinned counterexamples of the merge rule", () => {
  it("[doc2 §4] seed 966913012: neither cart has a service, the customer's window stays", () => {
    const empty = {
      lines: [],
      vouchers: [],
      discountCodes: [],
      distributionAddress: null,
      windowId: null,
      billing: "mine",
    };
    const target = { ...empty, windowId: "w1" };
    expect(mergeCartStates(target, empty, maxOf).state.windowId).toBe("w1");
  });
});

describe("limits a merge moves (document 2 §5)", () => {
  it("[doc2 §5] an independent model: unknown type passes a maximum iff some known type does, a minimum iff some does; add-on carts have none", () => {
    fc.assert(
      fc.property(config, fc.nat(150_000), fc.nat(80_000), mode, (c, orderValue, weightGrams, m) => {
        const at = (t: DistributionType | undefined) =>
          checkOrderLimits(c, { orderValue, weightGrams, mode: m, type: t });
        const d = at("DELIVERY");
        const cc = at("CLICK_AND_COLLECT");
        const unknown = at(undefined);
        expect(d.maxValueExceeded).toBe(orderValue > c.maxOrderValueDelivery);
        expect(cc.maxWeightExceeded).toBe(weightGrams > c.maxOrderWeightCC);
        expect(unknown.maxValueExceeded).toBe(d.maxValueExceeded && cc.maxValueExceeded);
        expect(unknown.maxWeightExceeded).toBe(d.maxWeightExceeded && cc.maxWeightExceeded);
        expect(unknown.belowMinimumValue).toBe(d.belowMinimumValue && cc.belowMinimumValue);
        if (m === "ADDON")
          for (const r of [d, cc, unknown])
            expect([r.belowMinimumValue, r.missingToMinimum]).toEqual([false, 0]);
        else expect(d.missingToMinimum).toBe(Math.max(0, c.minOrderValueDelivery - orderValue));
      }),
      { numRuns: 1000 },
    );
  });

  it("[doc2 §5] a merge never takes the customer's cart back over a limit: exceeded stays exceeded, a met minimum and a reached free service stay", () => {
    fc.assert(
      fc.property(state, state, config, type, mode, fc.nat(20_000), (target, source, c, t, m, threshold) => {
        const merged = mergeCartStates(target, source, maxOf).state;
        const check = (ls: typeof target.lines) =>
          checkOrderLimits(c, { orderValue: value(ls), weightGrams: weight(ls), mode: m, type: t });
        const before = check(target.lines);
        const after = check(merged.lines);
        expect(value(merged.lines)).toBeGreaterThanOrEqual(value(target.lines));
        if (before.maxValueExceeded) expect(after.maxValueExceeded).toBe(true);
        if (before.maxWeightExceeded) expect(after.maxWeightExceeded).toBe(true);
        if (!before.belowMinimumValue) expect(after.belowMinimumValue).toBe(false);
        // Free service: orderValue >= freeOfChargeThreshold, the boundary included.
        expect(isFreeOfChargeReached(threshold, threshold)).toBe(true);
        expect(isFreeOfChargeReached(value(merged.lines), threshold)).toBe(value(merged.lines) >= threshold);
        if (isFreeOfChargeReached(value(target.lines), threshold))
          expect(isFreeOfChargeReached(value(merged.lines), threshold)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
