import { describe, expect, it } from "vitest";
import { createOutboundLog } from "../../adapters/tracking/outbound";

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("[issue 15 devtools] the outbound log survives a page load", () => {
  it("records are kept in session storage and read back after a load, which adds its own page-load marker", async () => {
    const store = memory();
    const first = createOutboundLog(store, () => 1);
    first.record({
      at: 2,
      channel: "tracking",
      status: "held",
      reason: "no-consent",
      name: "page_view",
      payload: { event: "page_view" },
    });
    await tick();
    const second = createOutboundLog(store, () => 3);
    expect(second.records().map((r) => [r.id, r.status, r.name])).toEqual([
      [1, "info", "page load"],
      [2, "held", "page_view"],
      [3, "info", "page load"],
    ]);
  });
  it("an unreadable stored log starts afresh; listeners hear each record", () => {
    const store = memory();
    store.setItem("devtools.outbound", "{not json");
    const log = createOutboundLog(store, () => 1);
    let heard = 0;
    log.subscribe(() => heard++);
    log.record({ at: 2, channel: "insights", status: "sent", name: "Product Clicked", payload: {} });
    expect(heard).toBe(1);
    expect(log.records()).toHaveLength(2);
  });
});
