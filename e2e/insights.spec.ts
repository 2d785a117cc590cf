import { expect, type Page, type Request, test } from "@playwright/test";
import { DEFAULT_INSIGHTS_OPERATOR_TOKEN } from "../server/insights/settings";
import { demoRuntimeConfig } from "../server/seed/tenant";
import { addOnProductPage } from "./cart-support";
import {
  addTilesUntil,
  fillDetails,
  openCartPage,
  paymentOption,
  reachMinimumWithWindow,
  toCheckout,
} from "./checkout-support";
import { presetConsent } from "./support";

type Sent = Record<string, unknown> & {
  eventType: string;
  eventSubtype?: string;
  eventName: string;
  objectIDs: string[];
  queryID?: string;
  positions?: number[];
  objectData?: Array<{ queryID?: string; price: number; quantity: number; discount?: number }>;
  currency?: string;
  value?: number;
  timestamp: number;
};
interface InsightsRequest {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly events: Sent[];
}

const operatorToken = process.env.INSIGHTS_OPERATOR_TOKEN || DEFAULT_INSIGHTS_OPERATOR_TOKEN;
const isInsights = (r: Request) => r.url().includes("/api/insights/events") && r.method() === "POST";

/** Every insights request the page sends, as it left the browser (headers and body). */
const recordInsights = (page: Page): InsightsRequest[] => {
  const seen: InsightsRequest[] = [];
  page.on("request", async (r) => {
    if (!isInsights(r)) return;
    seen.push({
      url: r.url(),
      headers: await r.allHeaders(),
      events: (r.postDataJSON() as { events: Sent[] }).events,
    });
  });
  return seen;
};
const sentEvents = (seen: InsightsRequest[]) => seen.flatMap((r) => r.events);
const cents = (euros: number) => Math.round(euros * 100);

test.describe("search insights in Algolia's format", () => {
  test("[issue 15 #7] search → view → click → add → purchase: Algolia's requests (its headers, POST {events}) with the search's queryID, addToCart and purchase conversions with prices", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await presetConsent(page, ["C0002"]);
    const seen = recordInsights(page);
    const searches: Array<{ queryID: string; results: Array<{ sku: string }> }> = [];
    page.on("response", async (r) => {
      if (r.url().includes("/api/product-discovery/products/search/") && r.ok())
        searches.push((await r.json()) as { queryID: string; results: Array<{ sku: string }> });
    });

    // Search with the header's box once consent has been applied (the user token exists from then
    // on), then open the second result.
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => Reflect.has(window, "__tagManager"))).toBe(true);
    await page.getByRole("searchbox", { name: "Suchbegriff" }).fill("milch");
    await page.getByRole("searchbox", { name: "Suchbegriff" }).press("Enter");
    await expect(page).toHaveURL(/\/suche\/milch$/);
    const tiles = page.getByRole("main").getByTestId("product-tile");
    await expect(tiles.nth(1)).toBeVisible();
    const sku = (await tiles.nth(1).getAttribute("data-sku")) ?? "";
    await tiles.nth(1).locator(".tile__link").click();
    await expect(page.getByTestId("product-detail")).toBeVisible();
    const queryID = searches.filter((s) => s.results[1]?.sku === sku).at(-1)?.queryID ?? "";
    expect(queryID).toMatch(/^[0-9a-f]{32}$/);

    // Add it on its page (the service first), and wait for the conversion to leave.
    const addSent = page.waitForRequest(
      (r) => isInsights(r) && (r.postData() ?? "").includes('"addToCart"'),
      {
        timeout: 20_000,
      },
    );
    await addOnProductPage(page, sku);
    await addSent;

    // More from a category (its own list queryID), up to the minimum order value, then the order.
    await page.goto("/sortiment/fleisch-fisch");
    await addTilesUntil(page, 3);
    await openCartPage(page);
    await reachMinimumWithWindow(page);
    await toCheckout(page);
    await fillDetails(page);
    await paymentOption(page, "payment-at-the-door").check();
    const purchaseSent = page.waitForRequest(
      (r) => isInsights(r) && (r.postData() ?? "").includes('"purchase"'),
      {
        timeout: 20_000,
      },
    );
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/kasse-ok\?finalized=true&orderNumber=\d+$/);
    await purchaseSent;
    // The recorder reads each request's headers asynchronously: until it has the purchase.
    await expect.poll(() => sentEvents(seen).some((e) => e.eventSubtype === "purchase")).toBe(true);

    // Every request is Algolia's: its two headers with the tenant's credentials, JSON, no cookies
    // and no XSRF token; at most 1000 events, each naming at most 20 objects.
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(new URL(request.url).pathname).toBe("/api/insights/events");
      expect(request.headers["x-algolia-application-id"]).toBe(demoRuntimeConfig.searchInsights.appId);
      expect(request.headers["x-algolia-api-key"]).toBe(demoRuntimeConfig.searchInsights.apiKey);
      expect(request.headers["content-type"]).toContain("application/json");
      expect(request.headers).not.toHaveProperty("cookie");
      expect(request.headers).not.toHaveProperty("x-xsrf-token");
      expect(request.events.length).toBeLessThanOrEqual(1000);
      for (const e of request.events) {
        expect(e.objectIDs.length).toBeLessThanOrEqual(20);
        expect(e.timestamp).toBeGreaterThan(0);
        expect(e.userToken).toMatch(/^anonymous-/);
      }
    }
    const events = sentEvents(seen);
    const index = `${demoRuntimeConfig.tenant}_products`;

    // The results page viewed (no queryID: a view has none), then the click with its position.
    const views = events.filter((e) => e.eventType === "view");
    expect(views.some((v) => v.objectIDs.includes(sku))).toBe(true);
    for (const v of views) expect(v).not.toHaveProperty("queryID");
    expect(events.filter((e) => e.eventType === "click")).toEqual([
      expect.objectContaining({
        eventName: "Product Clicked",
        index,
        objectIDs: [sku],
        positions: [2],
        queryID,
      }),
    ]);

    // The add: addToCart with the search's queryID, its price, quantity, currency and value.
    const adds = events.filter((e) => e.eventSubtype === "addToCart");
    const searchedAdd = adds.find((e) => e.objectIDs[0] === sku);
    expect(searchedAdd).toMatchObject({
      eventType: "conversion",
      eventName: "Product Added to Cart",
      index,
      queryID,
      currency: "EUR",
      objectData: [{ quantity: 1, price: expect.any(Number) }],
    });
    for (const add of adds) {
      const [data] = add.objectData ?? [];
      expect(cents(add.value ?? 0)).toBe(cents(data?.price ?? 0) * (data?.quantity ?? 0));
    }

    // The purchase: one conversion for the order's products that came from a search or list, the
    // searched product with this search's queryID; value = Σ price × quantity.
    const purchases = events.filter((e) => e.eventSubtype === "purchase");
    expect(purchases).toHaveLength(1);
    const [purchase] = purchases;
    expect(purchase).toMatchObject({
      eventType: "conversion",
      eventName: "Products Purchased",
      index,
      currency: "EUR",
    });
    expect(purchase).not.toHaveProperty("queryID");
    const data = purchase?.objectData ?? [];
    expect(data).toHaveLength(purchase?.objectIDs.length ?? -1);
    expect(data[purchase?.objectIDs.indexOf(sku) ?? -1]?.queryID).toBe(queryID);
    for (const d of data) expect(d.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(cents(purchase?.value ?? 0)).toBe(data.reduce((sum, d) => sum + cents(d.price) * d.quantity, 0));

    // The collector kept them: click, add and purchase are found by the search's queryID.
    const collected = await page.request.get(`/api/insights/events?queryID=${queryID}`, {
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    const kept = ((await collected.json()) as { events: Sent[] }).events;
    expect(kept.map((e) => e.eventSubtype ?? e.eventType)).toEqual(
      expect.arrayContaining(["click", "addToCart", "purchase"]),
    );
  });
});
