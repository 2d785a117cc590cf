import { Either, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { createInsightsSink } from "../../adapters/insights/sink";
import { memoryStorage } from "../../adapters/memory/ports";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { type AppState, initialState } from "../../domain/app/state";
import type { Cart } from "../../domain/cart/model";
import type { Order } from "../../domain/checkout/model";
import { reduce } from "../../domain/core/store";
import type { Product } from "../../domain/discovery/product";
import { DEFAULT_LISTING_QUERY } from "../../domain/discovery/query";
import {
  AddedToCartObjectIDsAfterSearch,
  ClickedObjectIDsAfterSearch,
  InsightsEvent,
  PurchasedObjectIDsAfterSearch,
  type ShopInsightsEvent,
  ViewedObjectIDs,
} from "../../domain/insights/algolia";
import type { ClickCache } from "../../domain/insights/cache";
import { insightsTarget } from "../../domain/insights/endpoint";
import { INSIGHTS_FLUSH_MS } from "../../domain/insights/model";
import { insightsProblems, projectInsights } from "../../domain/insights/projection";
import { inlineHashes, pageCsp, tenantConnectOrigins } from "../../server/static/csp";
import { tenantConfig } from "../support/fixtures";
import { asSku, cart, lineItem, product } from "../tracking/fixtures";

const TOKEN = "anonymous-t";
const Q_SEARCH = "0123456789abcdef0123456789abcdef";
const Q_LIST = "fedcba9876543210fedcba9876543210";
const configured: AppEvent = { _tag: "TenantConfigLoaded", config: tenantConfig() };
const withToken = [configured, { _tag: "InsightsUserTokenAssigned", userToken: TOKEN, created: true }].reduce(
  (s, e) => reduce(appRecipe, s, e as AppEvent),
  initialState,
);
const INDEX = `${tenantConfig().clientRuntimeConfig.tenant}_products`;

const facets = { brands: [], attributes: [], price: null };
const milk = product();
/** On offer: 1,49 € before, 0,99 € now. */
const butter = product({
  sku: asSku("100002"),
  slug: "butter",
  name: "Butter",
  price: { regular: { value: 99 }, strikePrice: { value: 149 } },
});
const many = (n: number): Product[] =>
  Array.from({ length: n }, (_, i) => product({ sku: asSku(String(200000 + i)), slug: `p-${i}` }));

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
const searchPage = (products: ReadonlyArray<Product>, queryID = Q_SEARCH): AppEvent[] => [
  { _tag: "Navigated", path: "/suche/milch", search: "", route: "search", params: { term: "milch" } },
  { _tag: "SearchPageStarted", term: "milch", types: ["products"], productsPage: 1 },
  {
    _tag: "SearchPageResultsLoaded",
    term: "milch",
    failed: false,
    hits: {
      type: "products",
      count: products.length,
      offset: 0,
      total: products.length,
      results: [...products],
      queryID,
    },
  },
];
const placed = (c: Cart): AppEvent => {
  const order: Order = {
    orderNumber: "4000000005",
    placedAt: "2026-11-21T09:00:00.000Z",
    distributionType: "DELIVERY",
    firstOrder: false,
    customerId: null,
    cart: { ...c, cartStatus: "ORDERED" },
  };
  return { _tag: "OrderPlaced", checkoutId: c.id, order, cart: cart([], { id: "cart-2" }) };
};
const valid = (schema: Schema.Schema.AnyNoContext, e: unknown) =>
  Either.isRight(Schema.decodeUnknownEither(schema)({ timestamp: 1, ...(e as object) }));

describe("[issue 15 #7] Algolia Insights events in Algolia's format", () => {
  it("[issue 15 #7] Product Added to Cart: eventSubtype addToCart, objectData (final price, quantity, unit discount), currency and value = Σ price × quantity", () => {
    const after = cart([lineItem(butter, 3)]);
    const out = run([
      {
        _tag: "ItemAdded",
        sku: butter.sku,
        requested: 3,
        quantity: 3,
        outcome: "added",
        cart: after,
        source: { list: "search_results", position: 2, queryID: Q_SEARCH },
        at: 10_000,
      },
    ]);
    expect(out).toEqual([
      {
        eventType: "conversion",
        eventSubtype: "addToCart",
        eventName: "Product Added to Cart",
        index: INDEX,
        userToken: TOKEN,
        queryID: Q_SEARCH,
        objectIDs: [butter.sku],
        objectData: [{ price: 0.99, quantity: 3, discount: 0.5 }],
        currency: "EUR",
        value: 2.97,
      },
    ]);
    expect(valid(AddedToCartObjectIDsAfterSearch, out[0])).toBe(true);
    expect(insightsProblems(out[0])).toEqual([]);
  });

  it("[issue 15 #7] a loyalty member's lower price is the discount against the regular price", () => {
    const loyal = product({ price: { regular: { value: 129 }, loyalty: { value: 109 } } });
    const after = cart([lineItem(loyal, 1, { perPiecePrice: 109 })]);
    const [event] = run([
      {
        _tag: "ItemAdded",
        sku: loyal.sku,
        requested: 1,
        quantity: 1,
        outcome: "added",
        cart: after,
        source: { queryID: Q_SEARCH },
        at: 1,
      },
    ]);
    expect(event).toMatchObject({ objectData: [{ price: 1.09, quantity: 1, discount: 0.2 }], value: 1.09 });
  });

  it("[issue 15 #7] a search results page shown: one view event per 20 products, no queryID; not again for the same products", () => {
    const products = many(45);
    const out = run(searchPage(products));
    const views = out.filter((e) => e.eventType === "view");
    expect(views.map((v) => v.objectIDs.length)).toEqual([20, 20, 5]);
    expect(views.flatMap((v) => v.objectIDs)).toEqual(products.map((p) => p.sku));
    for (const v of views) {
      expect(v).toEqual({
        eventType: "view",
        eventName: "Product List Viewed",
        index: INDEX,
        userToken: TOKEN,
        objectIDs: expect.any(Array),
      });
      expect(valid(ViewedObjectIDs, v)).toBe(true);
      expect(insightsProblems(v)).toEqual([]);
    }
    // The same answer loaded again for the same view: nothing more.
    const [, , loaded] = searchPage(products);
    const shown = [...searchPage(products)].reduce((s, e) => reduce(appRecipe, s, e), withToken);
    expect(run([loaded as AppEvent], [], shown)).toEqual([]);
  });

  it("[issue 15 #7] a category list shown: a view of its products, once per page", () => {
    const products = many(3);
    const key = "/sortiment/milch";
    const requested: AppEvent = {
      _tag: "ProductListRequested",
      key,
      source: { kind: "category", slug: "milch" },
      query: DEFAULT_LISTING_QUERY,
    };
    const loaded: AppEvent = {
      _tag: "ProductListLoaded",
      key,
      page: {
        products,
        total: 3,
        page: 1,
        pageSize: 24,
        pageCount: 1,
        sort: "relevance",
        facets,
        queryID: Q_LIST,
      },
    };
    expect(run([requested, loaded])).toEqual([
      {
        eventType: "view",
        eventName: "Product List Viewed",
        index: INDEX,
        userToken: TOKEN,
        objectIDs: products.map((p) => p.sku),
      },
    ]);
    // The same page loaded again (a refetch of the same view): no second view.
    expect(run([requested, loaded, loaded])).toHaveLength(1);
  });

  it("[issue 15 #7] purchase: one conversion with eventSubtype purchase for the order's products found through a search, each with its queryID, price and quantity; 20 per event", () => {
    const ordered = cart([lineItem(milk, 2), lineItem(butter, 1)]);
    const clicks: ClickCache = [{ objectID: butter.sku, queryID: Q_SEARCH, position: 3, at: 1 }];
    const out = run([placed(ordered)], clicks);
    expect(out).toEqual([
      {
        eventType: "conversion",
        eventSubtype: "purchase",
        eventName: "Products Purchased",
        index: INDEX,
        userToken: TOKEN,
        objectIDs: [butter.sku],
        objectData: [{ queryID: Q_SEARCH, price: 0.99, quantity: 1, discount: 0.5 }],
        currency: "EUR",
        value: 0.99,
      },
    ]);
    expect(valid(PurchasedObjectIDsAfterSearch, out[0])).toBe(true);
    // No product from a search: no purchase conversion.
    expect(run([placed(ordered)], [])).toEqual([]);

    const products = many(25);
    const bigOrder = cart(products.map((p) => lineItem(p, 1)));
    const all: ClickCache = products.map((p, i) => ({
      objectID: p.sku,
      queryID: i < 12 ? Q_SEARCH : Q_LIST,
      position: 1,
      at: i,
    }));
    const purchases = run([placed(bigOrder)], all);
    expect(purchases.map((p) => p.objectIDs.length)).toEqual([20, 5]);
    for (const p of purchases) expect(insightsProblems(p)).toEqual([]);
    expect(
      purchases.flatMap((p) =>
        ("objectData" in p ? (p.objectData ?? []) : []).map((d) => ("queryID" in d ? d.queryID : undefined)),
      ),
    ).toEqual(products.map((_, i) => (i < 12 ? Q_SEARCH : Q_LIST)));
  });

  it("[issue 15 #7] nothing without the user token (statistics consent)", () => {
    const none = reduce(appRecipe, initialState, configured);
    const clicks: ClickCache = [{ objectID: butter.sku, queryID: Q_SEARCH, position: 3, at: 1 }];
    expect(run([...searchPage([milk]), placed(cart([lineItem(butter, 1)]))], clicks, none)).toEqual([]);
  });
});

describe("[issue 15 #7] the collector's schema: Algolia's rules", () => {
  const click = {
    eventType: "click",
    eventName: "Product Clicked",
    index: "demo_products",
    userToken: TOKEN,
    objectIDs: ["1"],
    positions: [1],
    queryID: Q_SEARCH,
    timestamp: 1_780_000_000_000,
  };
  const problems = (e: unknown) => insightsProblems(e).join("; ");
  it("accepts each of the shop's shapes", () => {
    expect(valid(ClickedObjectIDsAfterSearch, click)).toBe(true);
    expect(valid(InsightsEvent, click)).toBe(true);
  });
  it("refuses a missing eventName, more than 20 objectIDs, positions without queryID, a bad queryID, an unknown field, value without currency", () => {
    const { eventName: _, ...noName } = click;
    expect(problems(noName)).toContain("eventName");
    const ids = Array.from({ length: 21 }, (_, i) => String(i));
    expect(problems({ ...click, objectIDs: ids, positions: ids.map((_, i) => i + 1) })).toContain(
      "objectIDs can't have more than 20 items",
    );
    const { queryID: __, ...noQuery } = click;
    expect(problems(noQuery)).toContain("positions require a queryID");
    expect(problems({ ...click, queryID: "q-1" })).toContain("queryID must be 32 hexadecimal characters");
    expect(problems({ ...click, positions: [1, 2] })).toContain("one position per objectID");
    expect(problems({ ...click, extra: 1 })).toContain("extra");
    const { positions: ___, ...conversion } = click;
    expect(problems({ ...conversion, eventType: "conversion", value: 1 })).toContain("currency is required");
    expect(problems({ ...conversion, eventType: "conversion", eventSubtype: "purchase" })).toContain(
      "a purchase event needs objectData",
    );
    expect(problems({ ...click, eventType: "view" })).toContain(
      "positions are only allowed for click events",
    );
  });
});

describe("[issue 15 #7] the adapter: search → view → click → add → purchase, to the tenant's target", () => {
  it("sends Algolia's events with a timestamp, remembers the search a product was added from and names it in the purchase", async () => {
    const sent: Array<{
      events: ShopInsightsEvent[];
      url: string;
      region: string;
      appId: string;
      apiKey: string;
    }> = [];
    const timers: Array<() => void> = [];
    let now = 1_000;
    const sink = createInsightsSink({
      storage: memoryStorage().port,
      now: () => now,
      setTimer: (fn) => timers.push(fn),
      send: async (events, target) => void sent.push({ events: [...events], ...target }),
    });
    const consent: AppEvent = {
      _tag: "ConsentChanged",
      categories: { marketing: false, statistic: true, targetGroupSelection: false },
      source: "script",
    };
    const bought = cart([lineItem(butter, 2)]);
    const events: AppEvent[] = [
      configured,
      consent,
      { _tag: "InsightsUserTokenAssigned", userToken: TOKEN, created: true },
      ...searchPage([milk, butter]),
      // Added from the results tile: no click, the tile's queryID.
      {
        _tag: "ItemAdded",
        sku: butter.sku,
        requested: 2,
        quantity: 2,
        outcome: "added",
        cart: bought,
        source: { list: "search_results", position: 2, queryID: Q_SEARCH },
        at: 1_500,
      },
      placed(bought),
    ];
    let state = initialState;
    for (const event of events) {
      const before = state;
      state = reduce(appRecipe, state, event);
      sink.handle({ event, before, after: state });
      now += 100;
    }
    now += INSIGHTS_FLUSH_MS;
    for (const t of timers.splice(0)) t();
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe("/api/insights/events");
    expect([request?.appId, request?.apiKey]).toEqual(["TEST", "test-search-key"]);
    expect(request?.events.map((e) => [e.eventType, "eventSubtype" in e ? e.eventSubtype : null])).toEqual([
      ["view", null],
      ["conversion", "addToCart"],
      ["conversion", "purchase"],
    ]);
    for (const e of request?.events ?? []) {
      expect(e.timestamp).toBeGreaterThan(0);
      expect(insightsProblems(e)).toEqual([]);
    }
    expect(request?.events[2]).toMatchObject({
      objectIDs: [butter.sku],
      objectData: [{ queryID: Q_SEARCH, price: 0.99, quantity: 2, discount: 0.5 }],
      value: 1.98,
    });
  });

  it("[issue 15 #7] Algolia's host when the tenant names one; nothing without an API key", () => {
    const base = tenantConfig().clientRuntimeConfig.searchInsights;
    expect(insightsTarget({ ...base, host: "https://insights.de.algolia.io/" })).toEqual({
      url: "https://insights.de.algolia.io/1/events",
      region: "de",
      appId: "TEST",
      apiKey: "test-search-key",
    });
    expect(insightsTarget(base)?.url).toBe("/api/insights/events");
    const { apiKey: _, ...keyless } = base;
    expect(insightsTarget(keyless)).toBeNull();
  });

  it("[issue 15 #7, issue 16 #4] the page's policy lets it post to Algolia's host the tenant names, as connect-src only", () => {
    const config = tenantConfig().clientRuntimeConfig;
    const algolia = {
      ...config,
      searchInsights: { ...config.searchInsights, host: "https://insights.de.algolia.io" },
    };
    expect(tenantConnectOrigins(config)).toEqual([]);
    expect(tenantConnectOrigins(algolia)).toEqual(["https://insights.de.algolia.io"]);
    const csp = pageCsp(inlineHashes(""), [], tenantConnectOrigins(algolia));
    expect(csp).toContain("connect-src 'self' https://insights.de.algolia.io");
    expect(csp).toContain("script-src 'self';");
  });
});
