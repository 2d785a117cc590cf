import { describe, expect, it } from "vitest";
import { addOnCutoff, addOnRefusal } from "../../domain/checkout/addon";

const settings = { maxPerOrder: 2, cutoffMinutes: 60 };
const start = "2026-12-01T10:00:00.000Z";
const cutoff = Date.parse(start) - 60 * 60_000;

describe("add-on orders (document 2 §4 cart mode ADDON)", () => {
  it("[doc2 §4] the cut-off is the configured minutes before the order's window; none without a window", () => {
    expect(addOnCutoff(start, settings)).toBe(cutoff);
    expect(addOnCutoff(null, settings)).toBeNull();
    expect(addOnCutoff("not a date", settings)).toBeNull();
  });

  it("[doc2 §4] an add-on is refused from the cut-off on, and once the limit per order is reached", () => {
    const at = (now: number, addOnCount: number, cutoffAt: number | null = cutoff) =>
      addOnRefusal({ cutoffAt, addOnCount, now, settings });
    expect(at(cutoff - 1, 0)).toBeNull();
    expect(at(cutoff, 0)).toBe("addon_cutoff_passed");
    expect(at(cutoff - 1, 1)).toBeNull();
    expect(at(cutoff - 1, 2)).toBe("addon_limit_reached");
    expect(at(cutoff + 1, 2)).toBe("addon_cutoff_passed");
    expect(at(Number.MAX_SAFE_INTEGER, 0, null)).toBeNull();
  });
});
