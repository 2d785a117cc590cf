import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { type AppState, initialState } from "../../domain/app/state";
import { reduce } from "../../domain/core/store";
import { DEFAULT_LISTING_QUERY } from "../../domain/discovery/query";
import { projectInsights } from "../../domain/insights/projection";
import { dataLayerProblems } from "../../domain/tracking/events";
import { dataLayerProjection, projectDataLayer } from "../../domain/tracking/projection";
import { addressArb, asSku, cart, customerArb, lineItem, product, productArb } from "./fixtures";

const fold = (events: ReadonlyArray<AppEvent>, from: AppState = initialState) => {
  let state = from;
  const out: Array<{ event: AppEvent; projected: unknown[] }> = [];
  for (const event of events) {
    const before = state;
    state = reduce(appRecipe, state, event);
    out.push({ event, projected: projectDataLayer(event, before, state) });
  }
  return { state, out };
};
const navigated = (path: string, route: string, params: Record<string, string> = {}): AppEvent => ({
  _tag: "Navigated",
  path,
  search: "",
  route,
  params,
});
const facets = { brands: [], attributes: [], price: null };
const milk = product();
const butter = product({
  sku: asSku("100002"),
  slug: "butter",
  name: "Butter",
  price: { regular: { value: 249 } },
});

const searchJourney = (queryID = "q-1"): AppEvent[] => [
  navigated("/suche/milch", "search", { term: "milch" }),
  { _tag: "SearchPageStarted", term: "milch", types: ["products"], productsPage: 1 },
  {
    _tag: "SearchPageResultsLoaded",
    term: "milch",
    failed: false,
    hits: { type: "products", count: 2, offset: 0, total: 2, results: [milk, butter], queryID },
  },
  navigated("/produkt/butter/100002", "productDetail", { slug: "butter", sku: "100002" }),
  { _tag: "ProductRequested", key: "/produkt/butter/100002", slug: "butter", sku: "100002" },
  { _tag: "ProductLoaded", key: "/produkt/butter/100002", product: butter },
];

describe("[doc1 §2] page views", () => {
  it("the start page is reported as /startpage, with the user type", () => {
    const { out } = fold([navigated("/", "start")]);
    expect(out[0]?.projected).toEqual([
      {
        event: "page_view",
        page_path: "/startpage",
        page_location: "/",
        page_type: "start",
        user_type: "guest",
      },
    ]);
  });
  it("a search for an e-mail address is not in the page path", () => {
    const { out } = fold([navigated("/suche/anna%40example.com", "search", { term: "anna@example.com" })]);
    expect(out[0]?.projected).toMatchObject([
      { page_path: "/suche/[redacted]", page_location: "/suche/[redacted]" },
    ]);
  });
});

describe("[doc1 §7, doc2] discovery ecommerce events", () => {
  it("search results, a click and the product page: view_item_list, select_item, view_item", () => {
    const { out } = fold(searchJourney());
    const events = out.flatMap((o) => o.projected as Array<{ event: string }>);
    expect(events.map((e) => e.event)).toEqual([
      "page_view",
      "search",
      "view_search_results",
      "view_item_list",
      "page_view",
      "select_item",
      "view_item",
    ]);
    expect(events[5]).toEqual({
      event: "select_item",
      ecommerce: {
        item_list_id: "search_results",
        item_list_name: "search_results",
        items: [expect.objectContaining({ item_id: "100002", index: 2, price: 2.49, quantity: 1 })],
      },
    });
    expect(events[6]).toMatchObject({ event: "view_item", ecommerce: { currency: "EUR", value: 2.49 } });
    for (const e of events) expect(dataLayerProblems(e)).toEqual([]);
  });

  it("a category list: view_item_list with positions from the page offset", () => {
    const key = "/sortiment/milch?page=2";
    const { out } = fold([
      {
        _tag: "ProductListRequested",
        key,
        source: { kind: "category", slug: "milch" },
        query: DEFAULT_LISTING_QUERY,
      },
      {
        _tag: "ProductListLoaded",
        key,
        page: { products: [milk], total: 25, page: 2, pageSize: 24, pageCount: 2, sort: "relevance", facets },
      },
    ]);
    expect(out[1]?.projected).toMatchObject([
      {
        event: "view_item_list",
        ecommerce: { item_list_id: "category:milch", items: [{ item_id: milk.sku, index: 25 }] },
      },
    ]);
  });

  it("[issue 15 #5] one search event per submitted term; zero results only when every type is empty", () => {
    const hits = (type: "products" | "recipes" | "content", total: number) =>
      ({
        type,
        count: type === "products" ? Math.min(total, 1) : 0,
        offset: 0,
        total,
        results: type === "products" && total > 0 ? [milk] : [],
      }) as never;
    const types = ["products", "recipes", "content"] as const;
    const page = (term: string, totals: [number, number, number], productsPage = 1): AppEvent[] => [
      { _tag: "SearchPageStarted", term, types: [...types], productsPage },
      ...types.map(
        (type, i): AppEvent => ({
          _tag: "SearchPageResultsLoaded",
          term,
          failed: false,
          hits: hits(type, totals[i] ?? 0),
        }),
      ),
      // The search handlers' per-type zero-result events are not tracking events by themselves.
      ...types
        .filter((_, i) => totals[i] === 0)
        .map((type): AppEvent => ({ _tag: "SearchReturnedNoResults", term, type, pageType: "results" })),
    ];
    const { out } = fold([
      navigated("/suche/milch", "search", { term: "milch" }),
      ...page("milch", [100, 0, 0]),
      // Another products page of the same term: no new search.
      ...page("milch", [100, 0, 0], 2),
      navigated("/suche/xyzzy", "search", { term: "xyzzy" }),
      ...page("xyzzy", [0, 0, 0]),
    ]);
    const events = out.flatMap((o) => o.projected as Array<{ event: string }>);
    const named = (name: string) => events.filter((e) => e.event === name);
    expect(named("search")).toEqual([
      { event: "search", search_term: "milch" },
      { event: "search", search_term: "xyzzy" },
    ]);
    expect(named("view_search_results")[0]).toEqual({
      event: "view_search_results",
      search_term: "milch",
      page_type: "results",
      results_products: 100,
      results_recipes: 0,
      results_content: 0,
    });
    expect(named("view_search_results").map((e) => (e as { search_term?: string }).search_term)).toEqual([
      "milch",
      "milch",
      "xyzzy",
    ]);
    expect(named("search_zero_results")).toEqual([
      {
        event: "search_zero_results",
        search_term: "xyzzy",
        search_type: "products,recipes,content",
        page_type: "results",
      },
    ]);
    for (const e of events) expect(dataLayerProblems(e)).toEqual([]);
  });

  it("[issue 15 #5] the flyout: no search event; a zero-result search once, when its last type answers empty", () => {
    const flyout = (term: string, totals: [number, number]): AppEvent[] => [
      { _tag: "FlyoutSearchStarted", term, types: ["products", "recipes"] },
      {
        _tag: "FlyoutResultsLoaded",
        term,
        failed: false,
        hits: { type: "products", count: 0, offset: 0, total: totals[0], results: [] },
      },
      {
        _tag: "FlyoutResultsLoaded",
        term,
        failed: false,
        hits: { type: "recipes", count: 0, offset: 0, total: totals[1], results: [] },
      },
    ];
    const events = fold([...flyout("mil", [0, 2]), ...flyout("xyz", [0, 0])]).out.flatMap(
      (o) => o.projected as Array<{ event: string }>,
    );
    expect(events).toEqual([
      {
        event: "search_zero_results",
        search_term: "xyz",
        search_type: "products,recipes",
        page_type: "flyout",
      },
    ]);
  });

  it("[issue 15 #5] a failed type is no zero-result search", () => {
    const { out } = fold([
      { _tag: "SearchPageStarted", term: "milch", types: ["products"], productsPage: 1 },
      {
        _tag: "SearchPageResultsLoaded",
        term: "milch",
        failed: true,
        hits: { type: "products", count: 0, offset: 0, total: 0, results: [] },
      },
    ]);
    expect(out.flatMap((o) => o.projected as Array<{ event: string }>).map((e) => e.event)).toEqual([
      "search",
      "view_search_results",
    ]);
  });

  it("insights: the click carries the search's queryID and position, only with a user token", () => {
    const queryID = "77777777777777777777777777777777";
    const events = searchJourney(queryID);
    const withToken = fold([
      { _tag: "InsightsUserTokenAssigned", userToken: "anonymous-abc", created: true },
    ]).state;
    const project = (from: AppState) => {
      let state = from;
      const out = [];
      for (const e of events) {
        const before = state;
        state = reduce(appRecipe, state, e);
        out.push(...projectInsights(e, before, state));
      }
      return out;
    };
    expect(project(initialState)).toEqual([]);
    expect(project(withToken)).toEqual([
      // [issue 15 #7] the results shown, then the click.
      {
        eventType: "view",
        eventName: "Product List Viewed",
        index: "shop_products",
        userToken: "anonymous-abc",
        objectIDs: expect.arrayContaining(["100002"]),
      },
      {
        eventType: "click",
        eventName: "Product Clicked",
        index: "shop_products",
        userToken: "anonymous-abc",
        objectIDs: ["100002"],
        positions: [2],
        queryID,
      },
    ]);
    // A queryID Algolia would refuse makes no click event.
    const malformed = searchJourney("q-77");
    let state = withToken;
    const clicks = [];
    for (const e of malformed) {
      const before = state;
      state = reduce(appRecipe, state, e);
      clicks.push(...projectInsights(e, before, state).filter((x) => x.eventType === "click"));
    }
    expect(clicks).toEqual([]);
  });
});

const eventArb = (customer: fc.Arbitrary<unknown>): fc.Arbitrary<AppEvent> =>
  fc.oneof(
    customer.map((c) => ({ _tag: "CustomerLoaded", customer: c }) as AppEvent),
    fc.constant<AppEvent>({ _tag: "CustomerCleared", reason: "loggedOut" }),
    fc.constantFrom("/", "/angebote", "/suche/milch", "/mein-konto").map((p) => navigated(p, "content")),
    productArb.map((p) => ({ _tag: "ProductLoaded", key: "k", product: p }) as AppEvent),
    fc
      .string()
      .map(
        (term) =>
          ({ _tag: "SearchReturnedNoResults", term, type: "products", pageType: "results" }) as AppEvent,
      ),
    // Carts with the shopper's addresses and ids: none of it may reach an event.
    fc
      .record({
        p: productArb,
        address: addressArb,
        cause: fc.constantFrom("load" as const, "service" as const),
      })
      .map(
        ({ p, address, cause }) =>
          ({
            _tag: "CartReceived",
            cause,
            cart: cart([lineItem(p, p.weightArticle ? 500 : 2)], {
              customerId: "PIIcustomer",
              distributionAddress: address,
              billingAddress: address,
            }),
          }) as AppEvent,
      ),
    fc.constant<AppEvent>(navigated("/warenkorb", "cart")),
    fc.constant<AppEvent>({ _tag: "SideCartToggled", open: true }),
  );

describe("projection properties", () => {
  it("deterministic: the same events and states give the same dataLayer events", () => {
    fc.assert(
      fc.property(fc.array(eventArb(customerArb), { maxLength: 30 }), (events) => {
        expect(fold(events).out).toEqual(fold(events).out);
      }),
    );
  });
  it("never emits personal data, for any customer; every event is valid", () => {
    fc.assert(
      fc.property(fc.array(eventArb(customerArb), { maxLength: 30 }), (events) => {
        const { out } = fold([{ _tag: "ProductRequested", key: "k", slug: "s", sku: null }, ...events]);
        for (const { event, projected } of out) {
          expect(JSON.stringify(projected)).not.toContain("PII");
          for (const p of projected)
            expect(dataLayerProjection.validate({ name: "x", payload: p }), JSON.stringify(event)).toEqual({
              ok: true,
            });
        }
      }),
    );
  });
});
