import { describe, expect, it } from "vitest";
import { DEFAULT_WINDOW_HOLD_MINUTES, windowHoldMinutesOf } from "../../../domain/cart/rules/window-hold";
import { demoOrderConfig } from "../../../server/seed/checkout";

const { windowHoldMinutes: _, ...withoutHold } = demoOrderConfig;

describe("window hold of an unpaid finalized cart (order config windowHoldMinutes)", () => {
  it("[doc2 §3] the order config's hold time, else the default a grocer would use (15 to 30 minutes)", () => {
    expect(windowHoldMinutesOf({ ...withoutHold, windowHoldMinutes: 45 })).toBe(45);
    expect(windowHoldMinutesOf(withoutHold)).toBe(DEFAULT_WINDOW_HOLD_MINUTES);
    expect(DEFAULT_WINDOW_HOLD_MINUTES).toBeGreaterThanOrEqual(15);
    expect(DEFAULT_WINDOW_HOLD_MINUTES).toBeLessThanOrEqual(30);
  });
});
