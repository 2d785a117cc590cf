import { describe, expect, it } from "vitest";
import { giftCardShares } from "../../../domain/cart/rules/gift-cards";

describe("giftCardShares: what each gift card pays of the covered amount (document 2 §3 coveredAmount)", () => {
  it("[doc2 §3] each card pays what it was asked for while the covered amount lasts, in the order added", () => {
    expect(giftCardShares([1000, 500], 1500)).toEqual([1000, 500]);
    expect(giftCardShares([2500], 1800)).toEqual([1800]);
    expect(giftCardShares([1000, 1000, 1000], 1500)).toEqual([1000, 500, 0]);
    expect(giftCardShares([], 500)).toEqual([]);
    expect(giftCardShares([700], 0)).toEqual([0]);
  });

  it("[doc2 §3] the shares add up to the covered amount when the cards ask for at least as much", () => {
    for (const [asked, covered] of [
      [[1, 2, 3], 6],
      [[5000, 2500], 6000],
      [[3], 2],
    ] as const)
      expect(giftCardShares(asked, covered).reduce((a, b) => a + b, 0)).toBe(covered);
  });
});
