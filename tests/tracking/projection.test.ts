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
      "view_item_list",
      "page_view",
      "select_item",
      "view_item",
    ]);
    expect(events[3]).toEqual({
      event: "select_item",
      ecommerce: {
        item_list_id: "search_results",
        item_list_name: "search_results",
        items: [expect.objectContaining({ item_id: "100002", index: 2, price: 2.49, quantity: 1 })],
      },
    });
    expect(events[4]).toMatchObject({ event: "view_item", ecommerce: { currency: "EUR", value: 2.49 } });
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

  it("[doc1 §8] a zero-result search is queued with term, type and page type", () => {
    const { out } = fold([
      { _tag: "SearchReturnedNoResults", term: "xyz", type: "products", pageType: "flyout" },
    ]);
    expect(out[0]?.projected).toEqual([
      { event: "search_zero_results", search_term: "xyz", search_type: "products", page_type: "flyout" },
    ]);
  });

  it("insights: the click carries the search's queryID and position, only with a user token", () => {
    const events = searchJourney("q-77");
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
      {
        eventType: "click",
        eventName: "Product Clicked",
        index: "shop_products",
        userToken: "anonymous-abc",
        objectIDs: ["100002"],
        positions: [2],
        queryID: "q-77",
      },
    ]);
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
