import { describe, expect, it } from "vitest";
import { getEarliestWindow, getWindows, postCapacity } from "../../domain/api/distribution";
import { storeAvailability } from "../../server/discovery/availability";
import { catalogue, shopper } from "./cart-client";

describe("capacity: windows and item availability (document 2 §7)", () => {
  it("windows: two hours, 08–20 Berlin, Monday to Saturday, from now plus the lead time, within 7 days", async () => {
    const s = await shopper();
    const { windows } = await s.ok(getWindows, {
      query: { distributionType: "DELIVERY", postalCode: "50667" },
    });
    expect(windows.length).toBeGreaterThan(20);
    const now = Date.now();
    for (const w of windows) {
      expect(w.appointableId).toBe("A1");
      expect(Date.parse(w.end) - Date.parse(w.start)).toBe(2 * 3600_000);
      expect(Date.parse(w.start)).toBeGreaterThanOrEqual(now);
      expect(Date.parse(w.start)).toBeLessThan(now + 8 * 86_400_000);
      const hour = Number(
        new Intl.DateTimeFormat("en-GB", {
          timeZone: "Europe/Berlin",
          hour: "numeric",
          hourCycle: "h23",
        }).format(new Date(w.start)),
      );
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThanOrEqual(18);
      const weekday = new Intl.DateTimeFormat("en-US", {
        timeZone: "Europe/Berlin",
        weekday: "short",
      }).format(new Date(w.start));
      expect(weekday).not.toBe("Sun");
    }
    const earliest = await s.ok(getEarliestWindow, {
      query: { distributionType: "DELIVERY", postalCode: "50667" },
    });
    expect(earliest).toEqual(windows.find((w) => w.remaining > 0));
  });

  it("click and collect windows need a serving store; outside every area is 400", async () => {
    const s = await shopper();
    const cc = await s.ok(getWindows, {
      query: { distributionType: "CLICK_AND_COLLECT", appointableId: "4402" },
    });
    expect(cc.windows.every((w) => w.id.startsWith("S-4402:"))).toBe(true);
    expect(cc.windows.length).toBeGreaterThan(0);
    const closed = await s.ok(getWindows, {
      query: { distributionType: "CLICK_AND_COLLECT", appointableId: "4407" },
    });
    expect(closed.windows).toEqual([]);
    await s.fails(getEarliestWindow, { query: { distributionType: "CLICK_AND_COLLECT" } }, 400);
    const outside = await s.fails(
      getEarliestWindow,
      { query: { distributionType: "DELIVERY", postalCode: "53111" } },
      400,
    );
    expect(outside.code).toBe("outside_delivery_area");
  });

  it("item availability at the address's store: available, or not with availableAgainAt", async () => {
    const s = await shopper();
    const tempAt4401 = catalogue.find(
      (p) =>
        p.availability === "available" &&
        storeAvailability(p.sku, p.availability, "4401") === "temporarilyUnavailable",
    )!;
    const fine = catalogue.find((p) => storeAvailability(p.sku, p.availability, "4401") === "available")!;
    const gone = catalogue.find((p) => p.availability === "unavailable")!;
    const r = await s.ok(postCapacity, {
      body: {
        skus: [fine.sku, tempAt4401.sku, gone.sku, "unknown" as never],
        distributionAddress: { distributionType: "CLICK_AND_COLLECT", storeId: "4401" },
      },
    });
    expect(r.entries.map((e) => [e.sku, e.available])).toEqual([
      [fine.sku, true],
      [tempAt4401.sku, false],
      [gone.sku, false],
      ["unknown", false],
    ]);
    const back = Date.parse(r.entries[1]?.availableAgainAt ?? "");
    expect(back).toBeGreaterThan(Date.now());
    expect(r.entries[2]?.availableAgainAt).toBeNull();
    // Asked for a window that starts after it is back: available then.
    const { windows } = await s.ok(getWindows, {
      query: { distributionType: "CLICK_AND_COLLECT", appointableId: "4401" },
    });
    const later = windows.find((w) => Date.parse(w.start) >= back);
    if (later) {
      const at = await s.ok(postCapacity, {
        query: { timeSlotId: later.id },
        body: {
          skus: [tempAt4401.sku],
          distributionAddress: { distributionType: "CLICK_AND_COLLECT", storeId: "4401" },
        },
      });
      expect(at.entries[0]?.available).toBe(true);
    }
  });
});
