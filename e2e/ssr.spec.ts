import { expect, type Page, test } from "@playwright/test";
import { generateCatalogue } from "../server/seed/catalogue/generate";
import { addOnProductPage, expectBadgeCount } from "./cart-support";
import { settleConsent } from "./discovery-support";

/**
 * Issue 17: the server renders every page with the app's own start-up (the HTML carries the
 * content), the browser hydrates that HTML, continues the server's recorded run without fetching
 * it again, and fills in the shopper's own parts (the cart) afterwards.
 */

const catalogue = generateCatalogue();
const product = catalogue.products.find(
  (p) => p.product.availability === "available" && p.product.parentCategories.length > 1,
)?.product;
if (!product) throw new Error("the seeded catalogue has an available product in a sub-category");
const productPath = `/produkt/${product.slug}/${product.sku}`;
const price = `${(product.price.regular.value / 100).toFixed(2).replace(".", ",")}\u00a0€`;
const app = (page: Page) => page.locator("#root");

/** Console errors and warnings and uncaught errors of the page, from its first byte. */
const watchConsole = (page: Page) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
};

test.describe("[issue 17] server rendering with hydration", () => {
  test("[issue 17] without JavaScript the product page shows its name, price and image, a category its tiles", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(productPath);
    // In the app's own markup, not only in the noscript text.
    await expect(app(page).getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(app(page).getByTestId("product-detail").getByTestId("price-amount").first()).toHaveText(
      price,
    );
    const image = app(page).locator(`img[src="${product.image.url}"]`).first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto("/sortiment/getraenke");
    await expect(app(page).getByRole("heading", { level: 1 })).toBeVisible();
    const tiles = app(page).getByTestId("product-tile");
    expect(await tiles.count()).toBeGreaterThanOrEqual(6);
    await expect(tiles.first().locator(".tile__name")).not.toBeEmpty();
    await expect(tiles.first().getByTestId("price-amount")).toContainText("€");
    await context.close();
  });

  test("[issue 17] the page hydrates the server's HTML without warnings, takes over its run without refetching, then fills in the shopper's cart", async ({
    page,
  }) => {
    // A shopper with one item in the cart (the server's render never sees it: it is the shared view).
    await page.goto(productPath);
    await settleConsent(page);
    await addOnProductPage(page, product.sku);
    await expectBadgeCount(page, 1);

    const problems = watchConsole(page);
    const refetched: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      const loaded =
        path === "/tenant/config" || path.startsWith("/api/content/configs") || path.includes(product.sku);
      if (loaded && r.resourceType() === "fetch") refetched.push(path);
    });
    // The app's script waits until the server's HTML is marked: hydration must keep that element.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const response = page.goto(`${productPath}?devtools=1`);
    const heading = app(page).getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(product.name);
    // The server rendered the anonymous view: an empty badge in its place.
    await expect(page.getByTestId("cart-badge-count")).toHaveText("0");
    await heading.evaluate((h) => h.setAttribute("data-server-node", "yes"));
    release();
    await response;

    // After hydration the shopper's cart fills in; the heading is still the server's element.
    await expectBadgeCount(page, 1);
    await expect(heading).toHaveAttribute("data-server-node", "yes");
    await page.unroute(/\/assets\/main-[^/]*\.js$/);
    // Nothing the server loaded was asked for again: tenant config, component configs, the product.
    expect(refetched).toEqual([]);

    // Adding works on the hydrated page.
    await page.getByTestId("product-detail").locator('[data-testid="add-to-cart"]').first().click();
    await expectBadgeCount(page, 2);

    // The session's log (what the devtools record) starts with the server's run, then the browser's.
    const log = await page.evaluate(() =>
      (window.__shop?.log.entries() ?? []).map((e) => ({
        kind: e.kind,
        commandId: e.commandId,
        tag: e.kind === "command" ? e.command._tag : e.kind === "event" ? e.event._tag : null,
      })),
    );
    expect(log[0]).toMatchObject({ kind: "command", tag: "StartApp" });
    const serverRun = log.filter((e) => e.commandId === log[0]?.commandId);
    expect(serverRun.map((e) => e.tag)).toEqual(expect.arrayContaining(["BootCompleted", "Navigated"]));
    const tags = log.map((e) => e.tag);
    expect(tags.indexOf("ResumeApp")).toBeGreaterThan(tags.indexOf("BootCompleted"));
    // The browser did not start the shop again.
    expect(tags.filter((t) => t === "StartApp")).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  for (const path of ["/", "/sortiment/getraenke", "/suche/milch", "/warenkorb"])
    test(`[issue 17] ${path} hydrates without console errors or hydration warnings`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      await expect(page.locator("#ssr-events")).toHaveCount(1);
      await expect(app(page).getByRole("heading", { level: 1 }).first()).toBeAttached();
      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
    });
});
