import { describe, expect, it } from "vitest";
import { withDeliveryPass } from "../../domain/cart/pricing";
import { passFromPurchase, passStateAt } from "../../domain/delivery-pass/model";

const DAY = 86_400_000;

describe("delivery pass rules (document 2 §4)", () => {
  it("[doc2 §4] a purchase starts the pass now, or right after a pass still running", () => {
    const now = Date.parse("2026-03-01T12:00:00.000Z");
    expect(passFromPurchase(null, now, 30)).toEqual({
      startDate: new Date(now).toISOString(),
      endDate: new Date(now + 30 * DAY - 1).toISOString(),
    });
    const running = { startDate: "2026-01-01T00:00:00.000Z", endDate: "2026-04-01T00:00:00.000Z" };
    const end = Date.parse(running.endDate);
    expect(passFromPurchase(running, now, 30).startDate).toBe(new Date(end + 1).toISOString());
    const expired = { startDate: "2025-01-01T00:00:00.000Z", endDate: "2025-12-31T00:00:00.000Z" };
    expect(passFromPurchase(expired, now, 30).startDate).toBe(new Date(now).toISOString());
  });

  it("[doc2 §4] with the pass, delivery is free from the lower of the two thresholds; click and collect keeps its own", () => {
    expect(withDeliveryPass(8000, "DELIVERY", null)).toBe(8000);
    expect(withDeliveryPass(8000, "DELIVERY", 4000)).toBe(4000);
    expect(withDeliveryPass(8000, undefined, 4000)).toBe(4000);
    expect(withDeliveryPass(3000, "DELIVERY", 4000)).toBe(3000);
    expect(withDeliveryPass(2000, "CLICK_AND_COLLECT", 500)).toBe(2000);
  });

  it("[doc2 §4] a pass is valid from its start to its end (both inclusive), upcoming before, expired after", () => {
    const pass = { startDate: "2026-01-01T00:00:00.000Z", endDate: "2026-01-31T23:59:59.999Z" };
    const start = Date.parse(pass.startDate);
    const end = Date.parse(pass.endDate);
    expect(passStateAt(null, start)).toBe("none");
    expect(passStateAt(pass, start - 1)).toBe("upcoming");
    expect(passStateAt(pass, start)).toBe("valid");
    expect(passStateAt(pass, end)).toBe("valid");
    expect(passStateAt(pass, end + 1)).toBe("expired");
  });
});
