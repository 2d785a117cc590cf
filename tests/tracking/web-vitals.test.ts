import { describe, expect, it } from "vitest";
import { type MeasuredVital, startWebVitals } from "../../adapters/vitals/report";
import type { WebVitalsBatch } from "../../domain/api/vitals";

const harness = (allowed: boolean) => {
  let report: (m: MeasuredVital) => void = () => {};
  let flush: () => void = () => {};
  const sent: WebVitalsBatch[] = [];
  const host: { allowed: boolean; route: string | null; hidden: boolean } = {
    allowed,
    route: null,
    hidden: false,
  };
  startWebVitals({
    measure: (r) => {
      report = r;
    },
    allowed: () => host.allowed,
    route: () => host.route,
    onHidden: (f) => {
      flush = f;
    },
    hidden: () => host.hidden,
    send: (batch) => sent.push(batch),
  });
  return { host, sent, report: (m: MeasuredVital) => report(m), hide: () => flush() };
};

describe("web vitals adapter (issue 17, field data)", () => {
  it("[issue 17] a page load's vitals are filed under the route it loaded on and posted when the page is hidden", () => {
    const h = harness(true);
    // TTFB and FCP may come before the first navigation is applied: the same page load.
    h.report({ name: "FCP", value: 812.4, rating: "good", navigationType: "navigate" });
    h.host.route = "start";
    h.report({ name: "LCP", value: 1900.6, rating: "good", navigationType: "navigate" });
    h.report({ name: "CLS", value: 0.012345, rating: "good", navigationType: "some-future-type" });
    expect(h.sent).toEqual([]);
    h.hide();
    expect(h.sent).toEqual([
      {
        metrics: [
          { name: "FCP", value: 812, rating: "good", route: "start", navigationType: "navigate" },
          { name: "LCP", value: 1901, rating: "good", route: "start", navigationType: "navigate" },
          { name: "CLS", value: 0.0123, rating: "good", route: "start" },
        ],
      },
    ]);
    h.hide();
    expect(h.sent).toHaveLength(1);
  });

  it("[issue 17] a value the library reports while the page is being left goes out at once", () => {
    const h = harness(true);
    h.report({ name: "LCP", value: 1500, rating: "good" });
    h.hide();
    h.host.hidden = true;
    h.report({ name: "CLS", value: 0, rating: "good" });
    expect(h.sent.map((b) => b.metrics.map((m) => m.name))).toEqual([["LCP"], ["CLS"]]);
  });

  it("[issue 17][doc1 §3] without statistics consent the measurements are dropped, not kept for later", () => {
    const h = harness(false);
    h.report({ name: "LCP", value: 1500, rating: "good" });
    h.hide();
    h.host.allowed = true;
    h.report({ name: "INP", value: 120, rating: "good" });
    h.hide();
    expect(h.sent.map((b) => b.metrics.map((m) => m.name))).toEqual([["INP"]]);
  });
});
