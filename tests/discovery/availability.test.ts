import { describe, expect, it } from "vitest";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { initialState } from "../../domain/app/state";
import { fold, freezeNew } from "../../domain/core/store";
import { product } from "./catalogue";

describe("availability of the products on screen (doc2 §7: per store)", () => {
  it("[doc2 §7] a store change updates the product page, its related products and the search results, also for products reduced in the same batch (frozen event data)", () => {
    const a = product("1001");
    const b = product("1002");
    const events: AppEvent[] = freezeNew([
      { _tag: "ProductRequested", key: "/p/1001", slug: a.slug, sku: a.sku },
      { _tag: "ProductLoaded", key: "/p/1001", product: a },
      { _tag: "RelatedProductsLoaded", key: "/p/1001", kind: "similar", products: [b] },
      { _tag: "SearchPageStarted", term: "milch", types: ["products"], productsPage: 1 },
      {
        _tag: "SearchPageResultsLoaded",
        term: "milch",
        hits: { type: "products", count: 2, offset: 0, total: 2, results: [a, b] },
        failed: false,
      },
      {
        _tag: "ProductAvailabilityUpdated",
        storeId: "4401",
        availability: { "1001": "temporarilyUnavailable", "1002": "available" },
      },
    ] as AppEvent[]);
    const s = fold(appRecipe, initialState, events);
    const shown = s.discovery.product?.result;
    expect(shown?.status === "success" && shown.data.availability).toBe("temporarilyUnavailable");
    expect(s.discovery.product?.related?.products.map((p) => p.availability)).toEqual(["available"]);
    const slot = s.search.page?.results.products;
    expect(slot?.status === "loaded" && slot.hits.results.map((p) => (p as typeof a).availability)).toEqual([
      "temporarilyUnavailable",
      "available",
    ]);
  });

  it("[doc2 §7] the offers block's products follow the store's availability too", () => {
    const a = product("1001");
    const b = product("1002");
    const page = { products: [a, b], total: 2, page: 1, pageSize: 24, pageCount: 1, sort: "relevance" };
    const events = freezeNew([
      { _tag: "OffersRequested" },
      { _tag: "OffersLoaded", page: { ...page, facets: [] } },
      {
        _tag: "ProductAvailabilityUpdated",
        storeId: "4401",
        availability: { "1001": "temporarilyUnavailable", "1002": "available" },
      },
    ] as AppEvent[]);
    const s = fold(appRecipe, initialState, events);
    const offers = s.discovery.offers;
    expect(offers?.status === "success" && offers.data.products.map((p) => p.availability)).toEqual([
      "temporarilyUnavailable",
      "available",
    ]);
  });

  it("[doc2 §7, issue 14] the product groups' products follow the store's availability too", () => {
    const events = freezeNew([
      { _tag: "ProductGroupRequested", key: "category:backwaren:4" },
      {
        _tag: "ProductGroupLoaded",
        key: "category:backwaren:4",
        products: [product("1001"), product("1002")],
      },
      {
        _tag: "ProductAvailabilityUpdated",
        storeId: "4401",
        availability: { "1001": "temporarilyUnavailable", "1002": "available" },
      },
    ] as AppEvent[]);
    const group = fold(appRecipe, initialState, events).discovery.productGroups["category:backwaren:4"];
    expect(group?.status === "success" && group.data.map((p) => p.availability)).toEqual([
      "temporarilyUnavailable",
      "available",
    ]);
  });
});
