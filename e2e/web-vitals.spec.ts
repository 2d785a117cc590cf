import { expect, test } from "@playwright/test";
import { DEFAULT_INSIGHTS_OPERATOR_TOKEN } from "../server/insights/settings";
import { openShop, presetConsent } from "./support";

const operator = { authorization: `Bearer ${DEFAULT_INSIGHTS_OPERATOR_TOKEN}` };

test("[issue 17] a shopper who allowed statistics reports the page load's Core Web Vitals when leaving", async ({
  page,
  request,
}) => {
  await presetConsent(page, ["C0002"]);
  const posted: Array<{ name: string; route: string }> = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/vitals") && r.method() === "POST")
      posted.push(...(r.postDataJSON() as { metrics: Array<{ name: string; route: string }> }).metrics);
  });
  await openShop(page, "/sortiment/getraenke");
  // The shopper's first input ends the LCP observation (the library reports it when idle)...
  await page.getByRole("main").getByRole("heading", { level: 1 }).click();
  await page.waitForTimeout(1500);
  // ...and switching to another tab hides the page: the final values go out with a keepalive
  // request. Headless Chromium has no tab switching, so the page is told it is hidden as a browser does.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(() => posted.map((m) => m.name).sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
  // Filed under the route's name, never the path.
  expect(new Set(posted.map((m) => m.route))).toEqual(new Set(["productList"]));
  const landing = "productList";

  await expect
    .poll(async () => {
      const summary = (await (
        await request.get("/api/vitals/summary?days=1", { headers: operator })
      ).json()) as {
        routes: Array<{ route: string; metrics: Record<string, { samples: number }> }>;
      };
      return summary.routes.find((r) => r.route === landing)?.metrics.LCP?.samples ?? 0;
    })
    .toBeGreaterThan(0);
});

test("[issue 17][doc1 §3] without statistics consent no vitals leave the browser", async ({ page }) => {
  await presetConsent(page, []);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/vitals")) posts.push(r.url());
  });
  await openShop(page, "/sortiment/getraenke");
  await page.getByRole("main").getByRole("heading", { level: 1 }).click();
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await page.goto("about:blank");
  await page.waitForTimeout(500);
  expect(posts).toEqual([]);
});
