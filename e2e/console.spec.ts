import { expect, type Page, test } from "@playwright/test";

/** Console errors, failed requests and error answers the page causes while it is watched. */
const watch = (page: Page) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("requestfailed", (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ""}`));
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return problems;
};

// A shopper's main ways through the shop: each is found and loads only what exists.
const MAIN_ROUTES = [
  "/",
  "/angebote",
  "/hilfe",
  "/sortiment",
  "/sortiment/obst-gemuese",
  "/marken",
  "/suche/milch",
  "/warenkorb",
];

for (const path of MAIN_ROUTES) {
  test(`[doc1 §2] ${path} logs no console errors and no failed or refused requests`, async ({ page }) => {
    const problems = watch(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("page-skeleton")).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test("[doc1 §2] the shop has an SVG favicon, linked from the page and served", async ({ page, request }) => {
  await page.goto("/");
  const icon = page.locator('head link[rel="icon"]');
  await expect(icon).toHaveAttribute("type", "image/svg+xml");
  const href = await icon.getAttribute("href");
  expect(href).toBe("/favicon.svg");
  const res = await request.get(href ?? "");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("image/svg+xml");
  expect(await res.text()).toContain("<svg");
});
