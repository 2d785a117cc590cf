import { expect, test } from "@playwright/test";
import { openShop } from "./support";

// Issue 17: the first load of a main screen does not move what the shopper already sees (CLS ≤ 0.02,
// Lighthouse's mobile viewport). Every shift Lighthouse reported before was the footer jumping
// down when the route's content arrived, and the start page's hero image of unknown size.
const screens = [
  "/",
  "/sortiment/getraenke",
  "/produkt/demo-bio-bio-aepfel-elstar-1-kg",
  "/suche/milch",
  "/warenkorb",
];

test.use({ viewport: { width: 412, height: 823 } });

for (const path of screens) {
  test(`[issue 17] ${path} loads without layout shifts (CLS ≤ 0.02)`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: Array<{ value: number; sources: string[] }> };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
        >) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : "?",
          );
          w.__shifts.push({ value: entry.value, sources });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await openShop(page, path);
    // Late arrivals (the cart badge, lazily loaded images and chunks) have had their chance to move things.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: Array<{ value: number; sources: string[] }> }).__shifts,
    );
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(cls, `shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.02);
  });
}
