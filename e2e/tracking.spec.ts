import { readFileSync } from "node:fs";
import { expect, type Page, type Request, test } from "@playwright/test";
import { DEFAULT_INSIGHTS_OPERATOR_TOKEN } from "../server/insights/settings";
import {
  addFromTile,
  addOnProductPage,
  cartBadge,
  deliverToDemoAddress,
  expectBadgeCount,
  openList,
} from "./cart-support";
import { explainingSearch, message, presetConsent } from "./support";

type Pushed = Record<string, unknown>;
/** The real window.dataLayer; gtag's commands (Consent Mode's Arguments objects) as `{ gtag: [...] }`. */
const dataLayer = (page: Page) =>
  page.evaluate(
    () =>
      ((Reflect.get(window, "dataLayer") as unknown[] | undefined) ?? []).map((e) =>
        Object.prototype.toString.call(e) === "[object Arguments]"
          ? { gtag: Array.from(e as ArrayLike<unknown>) }
          : e,
      ) as Pushed[],
  );
/** The shop's own pushes (not the tag manager's gtm.js). */
const shopEvents = async (page: Page) =>
  (await dataLayer(page)).filter((e) => typeof e.event === "string" && e.event !== "gtm.js");
const panel = (page: Page) => page.getByTestId("devtools");
/** Listing the collected insights events is for operators (the server's development default). */
const operatorToken = process.env.INSIGHTS_OPERATOR_TOKEN || DEFAULT_INSIGHTS_OPERATOR_TOKEN;

/**
 * Search for milk (by URL, or with the header's search box once the page is there), then open the
 * second product of the results page. Returns the results page's queryID and the clicked sku.
 */
const searchAndClick = async (page: Page, via: "url" | "box") => {
  const answers: Array<{ url: string; queryID: string; results: Array<{ sku: string }> }> = [];
  page.on("response", async (r) => {
    if (r.url().includes("/api/product-discovery/products/search/") && r.ok())
      answers.push({
        url: r.url(),
        ...((await r.json()) as { queryID: string; results: Array<{ sku: string }> }),
      });
  });
  if (via === "url") await page.goto("/suche/milch");
  else {
    await page.getByRole("searchbox", { name: "Suchbegriff" }).fill("milch");
    await page.getByRole("searchbox", { name: "Suchbegriff" }).press("Enter");
  }
  const tiles = page.getByRole("main").getByTestId("product-tile");
  await expect(tiles.nth(1)).toBeVisible();
  const sku = (await tiles.nth(1).getAttribute("data-sku")) ?? "";
  await tiles.nth(1).locator(".tile__link").click();
  await expect(page.getByTestId("product-detail")).toBeVisible();
  const page1 = answers.filter((a) => a.results[1]?.sku === sku).at(-1);
  return { queryID: page1?.queryID ?? "", sku, url: page1?.url ?? "" };
};

test.describe("tracking and search insights", () => {
  test("[doc1 §4] with consent refused nothing reaches dataLayer", async ({ page }) => {
    await presetConsent(page, []);
    const posted: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/insights/events") && r.method() === "POST") posted.push(r.url());
    });
    await searchAndClick(page, "url");
    await page.waitForTimeout(2500);
    // [issue 15 #6] Consent Mode's default only (every consent-bound type denied), no event.
    expect(await dataLayer(page)).toEqual([
      {
        gtag: [
          "consent",
          "default",
          expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" }),
        ],
      },
    ]);
    expect(posted).toEqual([]);
  });

  test("[doc1 §7 §9] with statistics: search → click → add; the ecommerce sequence, and Product Clicked and Product Added to Cart with the search's queryID", async ({
    page,
  }) => {
    await presetConsent(page, ["C0002"]);
    const insightsPosts: Request[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/insights/events") && r.method() === "POST") insightsPosts.push(r);
    });
    await page.goto("/");
    // The consent script answered (statistics): the tag manager is there.
    await expect.poll(() => page.evaluate(() => Reflect.has(window, "__tagManager"))).toBe(true);
    const { queryID, sku, url } = await searchAndClick(page, "box");
    // Product queries carry the consent flags.
    expect(url).toContain("enableStatistics=true");
    expect(url).toContain("enablePersonalization=false");

    // From the search page on (the flyout may have shown suggestions before it).
    const fromSearch = async () => {
      const all = await shopEvents(page);
      return all.slice(all.findIndex((e) => e.event === "page_view" && e.page_path === "/suche/milch"));
    };
    const origin = new URL(page.url()).origin;
    expect((await shopEvents(page))[0]).toEqual({
      event: "page_view",
      page_path: "/startpage",
      page_location: `${origin}/`,
      page_type: "start",
      user_type: "guest",
    });
    // Ecommerce: the results list, the click, the product, then its similar products.
    const SEARCH_EVENTS = ["search", "view_search_results", "search_zero_results"];
    const ecommerce = async () =>
      (await fromSearch()).filter((e) => !SEARCH_EVENTS.includes(e.event as string));
    await expect
      .poll(async () => (await ecommerce()).map((e) => e.event))
      .toEqual(["page_view", "view_item_list", "page_view", "select_item", "view_item", "view_item_list"]);
    // [issue 15 #5] One search for the submitted term, its results viewed with the hits per type;
    // "milch" has products, so no zero-result search although some types (recipes) are empty.
    const searches = (await shopEvents(page)).filter((e) => SEARCH_EVENTS.includes(e.event as string));
    expect(searches.filter((e) => e.event === "search")).toEqual([{ event: "search", search_term: "milch" }]);
    const viewed = searches.filter((e) => e.event === "view_search_results");
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ search_term: "milch", page_type: "results" });
    expect(viewed[0]?.results_products).toBeGreaterThan(0);
    expect(searches.filter((e) => e.event === "search_zero_results")).toEqual([]);
    const events = await ecommerce();
    expect(events[0]).toEqual({
      event: "page_view",
      page_path: "/suche/milch",
      page_location: `${origin}/suche/milch`,
      page_referrer: `${origin}/`,
      page_type: "search",
      user_type: "guest",
    });
    // [issue 15 #8] the product's 7-digit SKU stays in its path (it is no phone number).
    expect(events[2]).toMatchObject({
      event: "page_view",
      page_path: expect.stringMatching(new RegExp(`^/produkt/[^/]+/${sku}$`)),
      page_location: expect.stringMatching(new RegExp(`^${origin}/produkt/[^/]+/${sku}$`)),
    });
    expect(events[3]).toMatchObject({
      event: "select_item",
      ecommerce: { item_list_id: "search_results", items: [{ item_id: sku, index: 2, quantity: 1 }] },
    });
    expect(events[4]).toMatchObject({
      event: "view_item",
      ecommerce: { currency: "EUR", items: [{ item_id: sku }] },
    });
    // ecommerce is cleared before each ecommerce push.
    const all = await dataLayer(page);
    for (const [i, e] of all.entries())
      if ("ecommerce" in e && e.ecommerce !== null) expect(all[i - 1]).toEqual({ ecommerce: null });
    // The tag manager stand-in received them.
    const received = await page.evaluate(
      () => (Reflect.get(window, "__tagManager") as { received: Pushed[] }).received,
    );
    expect(received.some((e) => e.event === "select_item")).toBe(true);

    // Insights: batched to the collector within about 2 s, same queryID as the search.
    // [issue 15 #7] The list views go first (perhaps in an earlier request): the request with the click.
    const clickPosted = (r: Request) => (r.postData() ?? "").includes('"Product Clicked"');
    await expect.poll(() => insightsPosts.some(clickPosted), { timeout: 6000 }).toBe(true);
    const post = insightsPosts.find(clickPosted) as Request;
    const body = post.postDataJSON() as { events: Array<Record<string, unknown>> };
    // [issue 15 #7] Algolia's request: its credential headers; the results viewed before the click.
    expect(post.headers()["x-algolia-application-id"]).toBe("DEMO");
    expect(post.headers()["x-algolia-api-key"]).toBeTruthy();
    expect(body.events.filter((e) => e.eventType === "click")).toEqual([
      expect.objectContaining({
        eventType: "click",
        eventName: "Product Clicked",
        objectIDs: [sku],
        positions: [2],
        queryID,
        userToken: expect.stringMatching(/^anonymous-/),
      }),
    ]);
    const token = body.events.find((e) => e.eventType === "click")?.userToken as string;
    const cookies = await page.context().cookies();
    const cookie = cookies.find((c) => c.name === "_ALGOLIA");
    expect(cookie?.value).toBe(token);
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(179 * 24 * 3600);
    const collected = async () =>
      (
        (await (
          await page.request.get(`/api/insights/events?userToken=${token}`, {
            headers: { authorization: `Bearer ${operatorToken}` },
          })
        ).json()) as {
          events: Array<{ eventType: string; eventName: string; queryID: string; objectIDs: string[] }>;
        }
      ).events.filter((e) => e.eventType !== "view");
    expect((await collected()).map((e) => e.queryID)).toEqual([queryID]);
    // [issue 15 #8] the collected events are for operators only.
    expect((await page.request.get(`/api/insights/events?userToken=${token}`)).status()).toBe(401);

    // Add it on its page (no list there): the service comes first, then the held add goes through.
    const conversionPosted = page.waitForRequest(
      (r) =>
        r.url().includes("/api/insights/events") &&
        r.method() === "POST" &&
        (r.postData() ?? "").includes("Product Added to Cart"),
      { timeout: 20_000 },
    );
    // The page's own control (the similar-products carousel has tiles with theirs).
    await addOnProductPage(page, sku);
    await expect.poll(async () => (await ecommerce()).map((e) => e.event)).toContain("add_to_cart");
    const names = (await ecommerce()).map((e) => e.event);
    // view_item_list, select_item, view_item, add_to_cart in this order (the service choice in between).
    const at = (name: string, from = 0) => names.indexOf(name, from);
    expect(at("view_item_list")).toBeGreaterThanOrEqual(0);
    expect(at("select_item")).toBeGreaterThan(at("view_item_list"));
    expect(at("view_item")).toBeGreaterThan(at("select_item"));
    expect(at("add_to_cart")).toBeGreaterThan(at("view_item"));
    // [issue 15 #4] Choosing the service with the first add is no add_shipping_info (that is the checkout's).
    expect(at("add_shipping_info")).toBe(-1);
    const add = (await ecommerce()).find((e) => e.event === "add_to_cart") as {
      ecommerce: {
        currency: string;
        value: number;
        items: Array<{ item_id: string; price: number; quantity: number }>;
      };
    };
    expect(add.ecommerce.currency).toBe("EUR");
    expect(add.ecommerce.items).toEqual([expect.objectContaining({ item_id: sku })]);
    const [item] = add.ecommerce.items;
    expect(add.ecommerce.value).toBeCloseTo((item?.price ?? 0) * (item?.quantity ?? 0), 2);
    expect((await shopEvents(page)).map((e) => e.event)).not.toContain("add_shipping_info");
    // No personal data: the address chosen is nowhere in the dataLayer; ecommerce is still cleared first.
    const layer = await dataLayer(page);
    expect(JSON.stringify(layer)).not.toMatch(/Hohe Stra|50667|Köln/);
    for (const [i, e] of layer.entries())
      if ("ecommerce" in e && e.ecommerce !== null) expect(layer[i - 1]).toEqual({ ecommerce: null });

    // The conversion: the same queryID as the search the product was clicked from (the click cache).
    const conversion = (await conversionPosted).postDataJSON() as { events: Array<Record<string, unknown>> };
    expect(conversion.events.filter((e) => e.eventType === "conversion")).toEqual([
      {
        eventType: "conversion",
        eventSubtype: "addToCart",
        eventName: "Product Added to Cart",
        index: expect.any(String),
        userToken: token,
        objectIDs: [sku],
        queryID,
        objectData: [expect.objectContaining({ price: expect.any(Number), quantity: 1 })],
        currency: "EUR",
        value: expect.any(Number),
        timestamp: expect.any(Number),
      },
    ]);
    await expect
      .poll(async () => (await collected()).map((e) => [e.eventName, e.queryID, e.objectIDs]))
      .toEqual([
        ["Product Clicked", queryID, [sku]],
        ["Product Added to Cart", queryID, [sku]],
      ]);

    // The devtools Tracking and Insights tabs show the same events as sent, checked, and export CSV.
    await page.keyboard.press("Control+Shift+D");
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole("tab", { name: "Tracking" }).click();
    await expect(panel(page).getByRole("cell", { name: "select_item", exact: true })).toBeVisible();
    await expect(panel(page).getByTestId("devtools-outbound-summary")).toContainText("0 findings");
    const trackingCsv = page.waitForEvent("download");
    await panel(page).getByRole("button", { name: "Export CSV" }).click();
    const tracking = readFileSync((await (await trackingCsv).path()) ?? "", "utf8");
    expect(tracking.split("\n")[0]).toBe("id,at,channel,status,reason,name,request,error,payload");
    expect(tracking).toContain(",tracking,sent,,select_item,");
    expect(tracking).toContain(",tracking,sent,,add_to_cart,");
    expect(tracking).not.toContain(",add_shipping_info,");
    await panel(page).getByRole("tab", { name: "Insights" }).click();
    await expect(panel(page).getByRole("cell", { name: "Product Clicked", exact: true })).toBeVisible();
    await expect(panel(page).getByRole("cell", { name: "Product Added to Cart", exact: true })).toBeVisible();
    const insightsCsv = page.waitForEvent("download");
    await panel(page).getByRole("button", { name: "Export CSV" }).click();
    const insights = readFileSync((await (await insightsCsv).path()) ?? "", "utf8");
    expect(insights).toContain(",insights,sent,,Product Clicked,");
    expect(insights).toContain(",insights,sent,,Product Added to Cart,");
    // Both rows carry the search's queryID.
    const rows = insights.split("\n").filter((l) => /,Product (Clicked|Added to Cart),/.test(l));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toContain(queryID);
  });

  test("[issue 15 #8] the confirmation's order number stays out of page_location and page_referrer; an e-mail typed into search stays out of page_location, the title and the search term", async ({
    page,
  }) => {
    await presetConsent(page, ["C0002"]);
    await page.goto("/kasse-ok?finalized=true&orderNumber=4099999999");
    await expect(page.getByTestId("order-not-found")).toBeVisible();
    const origin = new URL(page.url()).origin;
    const pageViews = async () => (await shopEvents(page)).filter((e) => e.event === "page_view");
    await expect
      .poll(async () => (await pageViews()).map((e) => e.page_location))
      .toEqual([`${origin}/kasse-ok?finalized=true`]);
    expect(await pageViews()).toEqual([
      expect.objectContaining({ page_path: "/kasse-ok", page_type: "checkoutConfirmation" }),
    ]);

    // Search for an e-mail address from the confirmation.
    await page.getByRole("searchbox", { name: "Suchbegriff" }).fill("anna.schmidt@example.com");
    await page.getByRole("searchbox", { name: "Suchbegriff" }).press("Enter");
    await expect(page).toHaveURL(/\/suche\/anna\.schmidt(%40|@)example\.com$/);
    await expect.poll(async () => (await pageViews()).length).toBe(2);
    expect((await pageViews())[1]).toMatchObject({
      page_path: "/suche/[redacted]",
      page_location: `${origin}/suche/[redacted]`,
      page_referrer: `${origin}/kasse-ok?finalized=true`,
      page_type: "search",
    });
    // GA4 reads page_title from the document: the term is not in it (the heading shows it).
    await expect(page.getByRole("heading", { level: 1 })).toContainText("anna.schmidt@example.com");
    await expect.poll(() => page.title()).toContain("[redacted]");
    expect(await page.title()).not.toContain("anna");
    await page.waitForTimeout(1000);
    const layer = JSON.stringify(await dataLayer(page));
    expect(layer).not.toContain("4099999999");
    expect(layer).not.toMatch(/anna|schmidt|example\.com/i);
    for (const e of await shopEvents(page))
      if (typeof e.search_term === "string") expect(e.search_term).toBe("[redacted]");
  });

  test("[issue 15 #4 #9] view_cart once per view of a cart surface (the side cart, then the cart page); no add_shipping_info before the checkout", async ({
    page,
  }) => {
    await presetConsent(page, ["C0002"]);
    await openList(page);
    await addFromTile(page);
    await deliverToDemoAddress(page);
    await expectBadgeCount(page, 1);
    const named = async (name: string) => (await shopEvents(page)).filter((e) => e.event === name);
    expect(await named("add_shipping_info")).toEqual([]);

    // The side cart opened: one view_cart with the cart's line.
    await cartBadge(page).click();
    await expect(page.getByTestId("side-cart")).toBeVisible();
    await expect.poll(async () => (await named("view_cart")).length).toBe(1);
    expect((await named("view_cart"))[0]).toMatchObject({
      ecommerce: { currency: "EUR", items: [expect.objectContaining({ quantity: expect.any(Number) })] },
    });
    // The cart page from the side cart: the page shows the cart, one more view; nothing more while it stays.
    await page
      .getByTestId("side-cart")
      .getByRole("link", { name: message("cart.toCart") })
      .click();
    await expect(page).toHaveURL(/\/warenkorb$/);
    await expect.poll(async () => (await named("view_cart")).length).toBe(2);
    await page.waitForTimeout(1500);
    expect(await named("view_cart")).toHaveLength(2);
    expect(await named("add_shipping_info")).toEqual([]);
  });
  test("[issue 15 #5] a search with no hits of any type: one search, results viewed with 0 per type, one zero-result search per page type", async ({
    page,
  }) => {
    await presetConsent(page, ["C0002"]);
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => Reflect.has(window, "__tagManager"))).toBe(true);
    const box = page.getByRole("searchbox", { name: "Suchbegriff" });
    const explained = explainingSearch(page);
    await box.fill("xyzzyqwv");
    await explained(() => expect(page.getByText("Keine passenden Produkte gefunden.").first()).toBeVisible());
    await box.press("Enter");
    await expect(page).toHaveURL(/\/suche\/xyzzyqwv$/);
    await expect(page.getByTestId("search-empty")).toBeVisible();
    const named = async (name: string) => (await shopEvents(page)).filter((e) => e.event === name);
    await expect.poll(async () => (await named("view_search_results")).length).toBe(1);
    expect(await named("search")).toEqual([{ event: "search", search_term: "xyzzyqwv" }]);
    const [viewed] = await named("view_search_results");
    const counts = Object.entries(viewed ?? {}).filter(([k]) => k.startsWith("results_"));
    expect(counts.length).toBeGreaterThan(1);
    for (const [, n] of counts) expect(n).toBe(0);
    // Once for the flyout's answer and once for the results page, not once per type.
    const zero = await named("search_zero_results");
    expect(zero.map((z) => z.page_type).sort()).toEqual(["flyout", "results"]);
    for (const z of zero) expect(z).toMatchObject({ search_term: "xyzzyqwv" });
  });
});
