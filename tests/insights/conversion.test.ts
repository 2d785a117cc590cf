import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createInsightsSink } from "../../adapters/insights/sink";
import { memoryStorage } from "../../adapters/memory/ports";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { type AppState, initialState } from "../../domain/app/state";
import type { Cart } from "../../domain/cart/model";
import { reduce } from "../../domain/core/store";
import type { ShopInsightsEvent } from "../../domain/insights/algolia";
import type { ClickCache } from "../../domain/insights/cache";
import { INSIGHTS_FLUSH_MS } from "../../domain/insights/model";
import {
  insightsProblems,
  insightsProjection,
  insightsProjectionWith,
  projectInsights,
} from "../../domain/insights/projection";
import { projectDataLayer } from "../../domain/tracking/projection";
import { demoRuntimeConfig } from "../../server/seed/tenant";
import { inArea, juice, cartShop as shopOnServer, water } from "../cart/support";
import { tenantConfig } from "../support/fixtures";
import { asSku, cart, lineItem, product } from "../tracking/fixtures";

const TOKEN = "anonymous-t";
const withToken = reduce(appRecipe, initialState, {
  _tag: "InsightsUserTokenAssigned",
  userToken: TOKEN,
  created: true,
});

const milk = product();
const butter = product({ sku: asSku("100002"), slug: "butter", name: "Butter" });

const run = (events: ReadonlyArray<AppEvent>, clicks: ClickCache = [], from: AppState = withToken) => {
  let state = from;
  const out = [];
  for (const e of events) {
    const before = state;
    state = reduce(appRecipe, state, e);
    out.push(...projectInsights(e, before, state, clicks));
  }
  return out;
};
const added = (sku: string, after: Cart, fields: Partial<Extract<AppEvent, { _tag: "ItemAdded" }>> = {}) =>
  ({
    _tag: "ItemAdded",
    sku,
    requested: 1,
    quantity: after.productLineItems.find((l) => l.articleId === sku)?.quantity ?? 0,
    outcome: "added",
    cart: after,
    at: 10_000,
    ...fields,
  }) as AppEvent;
/** Algolia's addedToCartObjectIDsAfterSearch for one unit at `price` (the fixtures' 1,29 €). */
const conversion = (sku: string, queryID: string, index = "shop_products", price = 1.29, quantity = 1) => ({
  eventType: "conversion",
  eventSubtype: "addToCart",
  eventName: "Product Added to Cart",
  index,
  userToken: TOKEN,
  objectIDs: [sku],
  queryID,
  objectData: [{ price, quantity }],
  currency: "EUR",
  value: Math.round(price * quantity * 100) / 100,
});

describe("[doc1 §7 §9] Product Added to Cart", () => {
  it("[doc1 §7] an add from a search result sends a Product Added to Cart conversion with the search's queryID", () => {
    const out = run([
      added(butter.sku, cart([lineItem(butter, 1)]), {
        source: { list: "search_results", position: 2, queryID: "57299e8c97b221358565cdfff313bd48" },
      }),
    ]);
    expect(out).toEqual([conversion(butter.sku, "57299e8c97b221358565cdfff313bd48")]);
    // A conversion carries objectIDs and queryID; positions belong to clicks only.
    expect(out[0]).not.toHaveProperty("positions");
    expect(insightsProblems(out[0])).toEqual([]);
  });

  it("[doc1 §9] an add on the product page after a search click: the click cache gives that click's queryID", () => {
    const clicks: ClickCache = [
      { objectID: milk.sku, queryID: "11c0d7fe005bc69ede3256de18077eb5", position: 1, at: 5_000 },
      { objectID: butter.sku, queryID: "4b6fee004bf09040f12d2df63ba77afa", position: 4, at: 9_000 },
    ];
    expect(run([added(butter.sku, cart([lineItem(butter, 1)]))], clicks)).toEqual([
      conversion(butter.sku, "4b6fee004bf09040f12d2df63ba77afa"),
    ]);
  });

  it("[doc1 §9] the add's own queryID wins over the cache", () => {
    const clicks: ClickCache = [
      { objectID: butter.sku, queryID: "a64e82534c0bcca32db15ea601b4a65e", position: 4, at: 1 },
    ];
    const out = run(
      [
        added(butter.sku, cart([lineItem(butter, 1)]), {
          source: { list: "category:milch", queryID: "ea83aaf639a24b5a993a83ccd0f74cfe" },
        }),
      ],
      clicks,
    );
    expect(out).toEqual([conversion(butter.sku, "ea83aaf639a24b5a993a83ccd0f74cfe")]);
  });

  it("[doc1 §9] a source without a queryID falls back to the cache; a click after the add or of another product does not count", () => {
    const after = cart([lineItem(butter, 1)]);
    const later: ClickCache = [
      { objectID: butter.sku, queryID: "d2a73ae35f71181773914f44fb6ab793", position: 1, at: 10_001 },
    ];
    const other: ClickCache = [
      { objectID: milk.sku, queryID: "c87be7c8e38091f1c2afb02c76797381", position: 1, at: 1 },
    ];
    expect(run([added(butter.sku, after)], later)).toEqual([]);
    expect(run([added(butter.sku, after)], other)).toEqual([]);
    expect(
      run([added(butter.sku, after, { source: { list: "category:milch", position: 3 } })], other),
    ).toEqual([]);
    const earlier: ClickCache = [
      { objectID: butter.sku, queryID: "c44de2f5660f85a1b564fea024e1a713", position: 1, at: 10_000 },
    ];
    expect(
      run([added(butter.sku, after, { source: { list: "category:milch", position: 3 } })], earlier),
    ).toEqual([conversion(butter.sku, "c44de2f5660f85a1b564fea024e1a713")]);
  });

  it("[doc1 §9] nothing added (at the maximum), or no user token (no statistics consent): no conversion", () => {
    const full = cart([lineItem(butter, 5)]);
    const source = { queryID: "6fae656ff6535f6bdcf04189cbf2cef9" };
    const atMax = reduce(appRecipe, withToken, { _tag: "CartReceived", cart: full, cause: "load" });
    expect(run([added(butter.sku, full, { outcome: "maxquantityreached", source })], [], atMax)).toEqual([]);
    expect(run([added(butter.sku, cart([lineItem(butter, 1)]), { source })], [], initialState)).toEqual([]);
  });

  it("a malformed queryID in the source is not sent; the cache is asked instead", () => {
    const clicks: ClickCache = [
      { objectID: butter.sku, queryID: "84917506163e05c80384f1afcf72adaf", position: 1, at: 1 },
    ];
    const out = run(
      [added(butter.sku, cart([lineItem(butter, 1)]), { source: { queryID: "bad id!" } })],
      clicks,
    );
    expect(out).toEqual([conversion(butter.sku, "84917506163e05c80384f1afcf72adaf")]);
  });

  it("property: every projected insights event is valid in the public format, conversions carry no positions; deterministic", () => {
    const addArb = fc
      .record({
        qty: fc.integer({ min: 0, max: 5 }),
        queryID: fc.option(fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), fc.string()), { nil: undefined }),
        position: fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined }),
        at: fc.integer({ min: 1, max: 20_000 }),
      })
      .map(({ qty, queryID, position, at }) =>
        added(butter.sku, cart(qty > 0 ? [lineItem(butter, qty)] : []), {
          at,
          ...(queryID !== undefined || position !== undefined
            ? {
                source: {
                  ...(queryID !== undefined ? { queryID } : {}),
                  ...(position !== undefined ? { position } : {}),
                },
              }
            : {}),
        }),
      );
    const cacheArb = fc.array(
      fc.record({
        objectID: fc.constantFrom(butter.sku, milk.sku),
        queryID: fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), fc.stringMatching(/^[a-z0-9-]{1,20}$/)),
        position: fc.integer({ min: 1, max: 100 }),
        at: fc.integer({ min: 1, max: 20_000 }),
      }),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(fc.array(addArb, { maxLength: 10 }), cacheArb, (events, clicks) => {
        const out = run(events, clicks);
        expect(run(events, clicks)).toEqual(out);
        for (const d of out) {
          expect(insightsProblems(d)).toEqual([]);
          expect(d.eventType === "conversion" && "positions" in d).toBe(false);
        }
      }),
    );
  });
});

describe("[doc1 §9] the adapter and the devtools read the click cache", () => {
  const consent: AppEvent = {
    _tag: "ConsentChanged",
    categories: { marketing: false, statistic: true, targetGroupSelection: false },
    source: "script",
  };
  const journey = (addAt: number): AppEvent[] => [
    { _tag: "TenantConfigLoaded", config: tenantConfig() },
    consent,
    { _tag: "InsightsUserTokenAssigned", userToken: TOKEN, created: true },
    { _tag: "Navigated", path: "/suche/milch", search: "", route: "search", params: { term: "milch" } },
    { _tag: "SearchPageStarted", term: "milch", types: ["products"], productsPage: 1 },
    {
      _tag: "SearchPageResultsLoaded",
      term: "milch",
      failed: false,
      hits: {
        type: "products",
        count: 2,
        offset: 0,
        total: 2,
        results: [milk, butter],
        queryID: "7c49d8eb84a2f2be8ac65ff790d617ac",
      },
    },
    {
      _tag: "Navigated",
      path: "/produkt/butter/100002",
      search: "",
      route: "productDetail",
      params: { slug: "butter", sku: "100002" },
    },
    // Added on the product page: no source.
    added(butter.sku, cart([lineItem(butter, 1)]), { at: addAt }),
  ];

  it("[doc1 §9] search → click → add: both events reach the collector with the same queryID", async () => {
    const sent: ShopInsightsEvent[][] = [];
    const timers: Array<() => void> = [];
    let now = 1_000;
    const sink = createInsightsSink({
      storage: memoryStorage().port,
      now: () => now,
      setTimer: (fn) => timers.push(fn),
      send: async (batch) => void sent.push([...batch]),
    });
    let state = initialState;
    for (const event of journey(2_000)) {
      const before = state;
      state = reduce(appRecipe, state, event);
      sink.handle({ event, before, after: state });
      now += 100;
    }
    now += INSIGHTS_FLUSH_MS;
    for (const t of timers.splice(0)) t();
    await Promise.resolve();
    expect(sent).toEqual([
      [
        expect.objectContaining({ eventType: "view", objectIDs: [milk.sku, butter.sku] }),
        expect.objectContaining({
          eventName: "Product Clicked",
          objectIDs: [butter.sku],
          positions: [2],
          queryID: "7c49d8eb84a2f2be8ac65ff790d617ac",
        }),
        expect.objectContaining({
          eventType: "conversion",
          eventName: "Product Added to Cart",
          objectIDs: [butter.sku],
          queryID: "7c49d8eb84a2f2be8ac65ff790d617ac",
          userToken: TOKEN,
        }),
      ],
    ]);
    // The click stays as it was (its time before the add): the purchase and the devtools find it.
    expect(sink.cache()).toEqual([
      expect.objectContaining({ objectID: butter.sku, position: 2, at: expect.any(Number) }),
    ]);
    expect(sink.cache()[0]?.at).toBeLessThan(2_000);
  });

  it("the devtools projection reads the cache it is given; without one it has no click to go by", () => {
    const events = journey(50_000);
    const clicks: ClickCache = [
      { objectID: butter.sku, queryID: "7c49d8eb84a2f2be8ac65ff790d617ac", position: 2, at: 40_000 },
    ];
    const names = (projection: typeof insightsProjection) => {
      let state = initialState;
      const out: string[] = [];
      for (const e of events) {
        const before = state;
        state = reduce(appRecipe, state, e);
        for (const x of projection.project(e, before, state)) {
          expect(projection.validate(x)).toEqual({ ok: true });
          out.push(x.name);
        }
      }
      return out;
    };
    expect(names(insightsProjectionWith(() => clicks))).toEqual([
      "Product List Viewed",
      "Product Clicked",
      "Product Added to Cart",
    ]);
    expect(names(insightsProjection)).toEqual(["Product List Viewed", "Product Clicked"]);
  });
});

describe("[doc1 §7] with the cart's real handlers", () => {
  /** The reference server's tenant (the seeded demo shop) names the index. */
  const seededTenant = demoRuntimeConfig.tenant;
  /** Every applied event of the shop, projected to the dataLayer and (with a token) to insights. */
  const observe = (shop: Awaited<ReturnType<typeof shopOnServer>>) => {
    const dataLayer: string[] = [];
    const insights: unknown[] = [];
    shop.store.emitter.on("applied", ({ event, before, after }) => {
      dataLayer.push(...projectDataLayer(event, before, after).map((e) => e.event));
      const token = (s: AppState): AppState => ({ ...s, insights: { userToken: TOKEN } });
      insights.push(...projectInsights(event, token(before), token(after)));
    });
    return { dataLayer, insights };
  };

  it("[doc1 §7] AddItem with a search source: add_to_cart and the conversion with the source's queryID", async () => {
    const shop = await shopOnServer({ address: inArea });
    const seen = observe(shop);
    await shop.dispatch({
      _tag: "AddItem",
      sku: water.sku,
      quantity: 2,
      source: { list: "search_results", position: 3, queryID: "cb2db43831a794a26999984b2c6207a1" },
    });
    expect(seen.dataLayer).toEqual(["add_to_cart"]);
    expect(seen.insights).toEqual([
      conversion(
        water.sku,
        "cb2db43831a794a26999984b2c6207a1",
        `${seededTenant}_products`,
        water.price.regular.value / 100,
        2,
      ),
    ]);
  });

  it("[doc2 §4, issue 15 #4] an add held for the service selection keeps its source: add_to_cart and the conversion (no add_shipping_info before the checkout)", async () => {
    const shop = await shopOnServer();
    const seen = observe(shop);
    await shop.dispatch({
      _tag: "AddItem",
      sku: juice.sku,
      quantity: 2,
      source: { list: "search_results", position: 1, queryID: "28a7e4b142c3341a7dfc18915a060d2d" },
    });
    expect(seen.dataLayer).toEqual([]);
    await shop.dispatch({ _tag: "SelectDelivery", address: inArea });
    expect(seen.dataLayer).toEqual(["add_to_cart"]);
    expect(seen.insights).toEqual([
      conversion(
        juice.sku,
        "28a7e4b142c3341a7dfc18915a060d2d",
        `${seededTenant}_products`,
        juice.price.regular.value / 100,
        2,
      ),
    ]);
  });

  it("[doc1 §7] quantity changes and removal through the handlers", async () => {
    const shop = await shopOnServer({ address: inArea });
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    const seen = observe(shop);
    const line = shop.store.getState().cart.cart?.productLineItems[0]?.lineItemId ?? "";
    await shop.dispatch({ _tag: "SetItemQuantity", lineItemId: line, quantity: 3 });
    await shop.dispatch({ _tag: "SetItemQuantity", lineItemId: line, quantity: 2 });
    await shop.dispatch({ _tag: "RemoveItems", lineItemIds: [line] });
    expect(seen.dataLayer).toEqual(["add_to_cart", "remove_from_cart", "remove_from_cart"]);
    expect(seen.insights).toEqual([]);
  });
});
