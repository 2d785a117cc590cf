import { describe, expect, it } from "vitest";
import { discoveryLinks } from "../../domain/discovery/links";
import {
  applyListingChange,
  DEFAULT_LISTING_QUERY,
  listingSearch,
  parseListingQuery,
} from "../../domain/discovery/query";
import { runtimeConfig } from "../support/fixtures";
import { type Script, testShop } from "../support/shop";
import { product, shopScript } from "./catalogue";

const started = async (start: string, script: Script = shopScript()) => {
  const shop = testShop({ start, script });
  await shop.dispatch({ _tag: "StartApp" });
  return shop;
};
const callsNamed = (shop: ReturnType<typeof testShop>, name: string) =>
  shop.api.calls
    .filter((c) => c.name === name)
    .map((c) => c.input as { params?: unknown; query?: Record<string, unknown> });
const tags = (shop: ReturnType<typeof testShop>) =>
  shop.log.entries().flatMap((e) => (e.kind === "event" ? [e.event._tag] : []));

describe("product list route", () => {
  it("[doc2 §2, §7] a category list loads its products with paging, sort and filters from the URL, not the CMS page", async () => {
    const shop = await started(
      "/sortiment/getraenke?page=2&sort=price_asc&brand=marke&attribute=bio&priceMin=100",
    );
    const [call] = callsNamed(shop, "discovery.categoryProducts");
    expect(call).toEqual({
      params: { slug: "getraenke" },
      query: {
        enableStatistics: false,
        enablePersonalization: false,
        page: 2,
        pageSize: 24,
        sort: "price_asc",
        brand: ["marke"],
        attribute: ["bio"],
        priceMin: 100,
      },
    });
    expect(callsNamed(shop, "content.page")).toEqual([]);
    const listing = shop.store.getState().discovery.listing;
    expect(listing?.result.status).toBe("success");
    expect(listing?.query).toMatchObject({ page: 2, sort: "price_asc", brand: ["marke"] });
  });

  it("[doc2 §7] product queries carry enableStatistics and enablePersonalization (false until consent) and no storeId", async () => {
    const shop = await started("/sortiment/getraenke");
    const query = callsNamed(shop, "discovery.categoryProducts")[0]?.query ?? {};
    expect(query.enableStatistics).toBe(false);
    expect(query.enablePersonalization).toBe(false);
    expect("storeId" in query).toBe(false);
  });

  it("[doc2 §2] paging keeps sort and filters; a new sort or filter starts again at page 1", async () => {
    const shop = await started("/sortiment/getraenke?sort=name_asc&brand=marke");
    await shop.dispatch({ _tag: "ChangeListing", page: 3 });
    expect(shop.store.getState().navigation.location.search).toBe("?page=3&sort=name_asc&brand=marke");
    await shop.dispatch({ _tag: "ChangeListing", sort: "price_desc" });
    expect(shop.store.getState().navigation.location.search).toBe("?sort=price_desc&brand=marke");
    await shop.dispatch({ _tag: "ChangeListing", page: 2 });
    await shop.dispatch({ _tag: "ChangeListing", attribute: ["vegan"] });
    expect(shop.store.getState().navigation.location.search).toBe(
      "?sort=price_desc&brand=marke&attribute=vegan",
    );
    await shop.dispatch({ _tag: "ChangeListing", clearFilters: true });
    expect(shop.store.getState().navigation.location.search).toBe("?sort=price_desc");
    const pages = callsNamed(shop, "discovery.categoryProducts").map((c) => [c.query?.page, c.query?.sort]);
    expect(pages).toEqual([
      [1, "name_asc"],
      [3, "name_asc"],
      [1, "price_desc"],
      [2, "price_desc"],
      [1, "price_desc"],
      [1, "price_desc"],
    ]);
    expect(shop.navigation.history.map((h) => h.path + h.search).at(-1)).toBe(
      "/sortiment/getraenke?sort=price_desc",
    );
  });

  it("[doc2 §2] the same list shown again (back/forward) is not fetched again", async () => {
    const shop = await started("/sortiment/getraenke");
    await shop.dispatch({ _tag: "Navigate", to: "/sortiment/getraenke", history: "none" });
    expect(callsNamed(shop, "discovery.categoryProducts")).toHaveLength(1);
    expect(callsNamed(shop, "discovery.categoryTree")).toHaveLength(1);
  });

  it("[doc2 §7] an unknown category is a missing list (404), not an error", async () => {
    const shop = await started("/sortiment/gibt-es-nicht");
    expect(shop.store.getState().discovery.listing?.result).toEqual({ status: "missing" });
  });

  it("[doc2 §2] the plain product list route shows the category tree and fetches no list", async () => {
    const shop = await started("/sortiment");
    expect(shop.store.getState().discovery.tree?.status).toBe("success");
    expect(callsNamed(shop, "discovery.categoryProducts")).toEqual([]);
  });

  it("[doc2 §2] ChangeListing outside a list does nothing", async () => {
    const shop = await started("/");
    const outcome = await shop.dispatch({ _tag: "ChangeListing", page: 2 });
    expect(outcome).toMatchObject({ ok: true, value: "no-listing" });
  });
});

describe("list query rules", () => {
  it("[doc2 §2] malformed query values fall back to the defaults", () => {
    expect(parseListingQuery("?page=0&sort=cheap&brand=Bad Brand&attribute=spicy&priceMin=-1")).toEqual(
      DEFAULT_LISTING_QUERY,
    );
    expect(parseListingQuery("?page=abc").page).toBe(1);
  });
  it("[doc2 §2] swapped price bounds are put in order and the query string round-trips", () => {
    const q = applyListingChange(DEFAULT_LISTING_QUERY, { priceMin: 500, priceMax: 100 });
    expect([q.priceMin, q.priceMax]).toEqual([100, 500]);
    expect(parseListingQuery(listingSearch(q))).toEqual(q);
    expect(listingSearch(DEFAULT_LISTING_QUERY, "?tab=x")).toBe("?tab=x");
  });
});

describe("product detail route", () => {
  const detailScript = (over: Script = {}): Script => ({
    ...shopScript(),
    "discovery.product": (input) =>
      (input as { params: { sku: string } }).params.sku === "1" ? { value: product("1") } : { status: 404 },
    "discovery.similar": (input) =>
      (input as { params: { slug: string } }).params.slug === "marke-produkt-1"
        ? { value: { products: [product("2"), product("3")] } }
        : { status: 404 },
    "search.products": () => ({
      value: {
        count: 1,
        offset: 0,
        total: 1,
        page: 1,
        pageSize: 100,
        results: [product("1")],
        queryID: "q",
        facets: { brands: [], attributes: [], price: null },
      },
    }),
    ...over,
  });

  it("[doc2 §3, §7] the product is read by sku with the flags, then its similar products", async () => {
    const shop = await started("/produkt/marke-produkt-1/1", detailScript());
    expect(callsNamed(shop, "discovery.product")[0]).toEqual({
      params: { sku: "1" },
      query: { enableStatistics: false, enablePersonalization: false },
    });
    const entry = shop.store.getState().discovery.product;
    expect(entry?.result.status).toBe("success");
    expect(entry?.related?.products.map((p) => p.sku)).toEqual(["2", "3"]);
    expect(callsNamed(shop, "content.page")).toEqual([]);
  });

  it("[doc2 §2] without a sku the product is found by its slug", async () => {
    const shop = await started("/produkt/marke-produkt-1", detailScript());
    expect(callsNamed(shop, "search.products")[0]?.params).toEqual({ term: "marke produkt 1" });
    const entry = shop.store.getState().discovery.product;
    expect(entry?.result.status === "success" && entry.result.data.sku).toBe("1");
  });

  it("[doc1 §2] a gone product (404) shows the not-found slider with popular products", async () => {
    const shop = await started("/produkt/weg/999", detailScript());
    const entry = shop.store.getState().discovery.product;
    expect(entry?.result).toEqual({ status: "missing" });
    expect(entry?.related?.kind).toBe("popular");
    expect(entry?.related?.products.length).toBeGreaterThan(0);
    expect(tags(shop)).toContain("ProductMissing");
  });

  it("[doc1 §2] a gone product is the non-fatal 404 whose error data names the not-found slider as extra component", async () => {
    const shop = await started("/produkt/weg/999", detailScript());
    const state = shop.store.getState();
    expect(state.content.pages["/produkt/weg/999"]).toEqual({
      status: "missing",
      extra: { component: "product-not-found-slider" },
    });
    expect(state.content.notFound.status).toBe("success");
  });

  it("[doc2 §2] a bare slug query on first load is redirected to the product route", async () => {
    const shop = await started("/?slug=marke-produkt-1&webview=true", detailScript());
    const location = shop.store.getState().navigation.location;
    expect(location).toMatchObject({
      path: "/produkt/marke-produkt-1",
      search: "?webview=true",
      route: "productDetail",
    });
    expect(shop.navigation.history.at(-1)).toMatchObject({ path: "/produkt/marke-produkt-1" });
    expect(shop.store.getState().discovery.product?.result.status).toBe("success");
  });

  it("[doc2 §2] a slug query after first load is not redirected", async () => {
    const shop = await started("/", detailScript());
    await shop.dispatch({ _tag: "Navigate", to: "/?slug=marke-produkt-1" });
    expect(shop.store.getState().navigation.location.route).toBe("start");
  });
});

describe("links", () => {
  it("[doc1 §2] in-app links use the configured routes", () => {
    const links = discoveryLinks(runtimeConfig());
    expect(links.product({ slug: "milch", sku: "42" })).toBe("/produkt/milch/42");
    expect(links.product({ slug: "milch" })).toBe("/produkt/milch");
    expect(links.category("getraenke")).toBe("/sortiment/getraenke");
    expect(links.category()).toBe("/sortiment");
    expect(links.search("Äpfel & Birnen")).toBe("/suche/%C3%84pfel%20%26%20Birnen");
    expect(links.search("milch", "recipes")).toBe("/suche/milch?tab=recipes");
    expect(links.brand("demo-bio")).toBe("/marke/demo-bio");
    expect(links.brands()).toBe("/marken");
  });

  it("[doc1 §2] shop-forward mode links to /produkte/{slug}, /suche/{term}?tab=products and /kategorie/{slug}", () => {
    const links = discoveryLinks(runtimeConfig({ shopForward: true }));
    expect(links.product({ slug: "milch", sku: "42" })).toBe("/produkte/milch");
    expect(links.search("rote bete")).toBe("/suche/rote%20bete?tab=products");
    expect(links.search("milch", "recipes")).toBe("/suche/milch?tab=products");
    expect(links.category("getraenke")).toBe("/kategorie/getraenke");
  });
});
