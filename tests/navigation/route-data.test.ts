import { describe, expect, it } from "vitest";
import type { ContentPage } from "../../domain/content/page";
import { categoryPage, product, shopScript } from "../discovery/catalogue";
import { page, tenantConfig } from "../support/fixtures";
import { type Script, testShop } from "../support/shop";

const started = async (start: string, script: Script = shopScript()) => {
  const shop = testShop({ start, script });
  await shop.dispatch({ _tag: "StartApp" });
  return shop;
};
const pathsAsked = (shop: ReturnType<typeof testShop>) =>
  shop.api.calls
    .filter((c) => c.name === "content.page")
    .map((c) => (c.input as { query: { path: string } }).query.path);
const offerCalls = (shop: ReturnType<typeof testShop>) =>
  shop.api.calls.filter((c) => c.name === "discovery.offers");

const offersPage: ContentPage = {
  slug: "angebote",
  title: "Angebote der Woche",
  blocks: [
    { id: "h", type: "headline", props: { text: "Angebote der Woche", level: 1 } },
    {
      id: "s",
      type: "section",
      props: {},
      children: [{ id: "p", type: "product-promotion", props: {} }],
    },
  ],
};

const withOffers = (): Script => ({
  ...shopScript(),
  "content.page": (input) => {
    const path = (input as { query: { path: string } }).query.path;
    return { value: path === "/angebote" ? offersPage : page(path) };
  },
  "discovery.offers": () => {
    const { category: _, ...list } = categoryPage({ pageSize: 48 });
    return { value: list };
  },
});

describe("route data", () => {
  it("[doc1 §2] an unknown category shows the CMS not-found page: it is loaded, not left idle", async () => {
    const shop = await started("/sortiment/gibt-es-nicht");
    expect(shop.store.getState().discovery.listing?.result).toEqual({ status: "missing" });
    expect(pathsAsked(shop)).toEqual(["/404"]);
    expect(shop.store.getState().content.notFound.status).toBe("success");
  });

  it("[doc2 §2] a route with a screen of its own (the cart) asks for no CMS page at its path", async () => {
    const shop = await started("/warenkorb");
    expect(shop.store.getState().navigation.location.route).toBe("cart");
    expect(pathsAsked(shop)).toEqual([]);
  });

  it("[doc1 §2] a CMS page with a product promotion block loads the products on offer with the page", async () => {
    const shop = await started("/angebote", withOffers());
    expect(offerCalls(shop)).toHaveLength(1);
    expect(offerCalls(shop)[0]?.input).toMatchObject({ query: { pageSize: 48, sort: "relevance" } });
    const offers = shop.store.getState().discovery.offers;
    expect(offers?.status === "success" && offers.data.products.length).toBe(1);
    // Back on the page later: the offers are there already.
    await shop.dispatch({ _tag: "Navigate", to: "/hilfe" });
    await shop.dispatch({ _tag: "Navigate", to: "/angebote" });
    expect(offerCalls(shop)).toHaveLength(1);
  });

  it("[issue 14] each product group loads the list its props name; a malformed source loads nothing", async () => {
    const groupsPage: ContentPage = {
      slug: "gruppen",
      title: "Gruppen",
      blocks: [
        {
          id: "c",
          type: "product-group",
          props: { source: { kind: "category", slug: "getraenke" }, limit: 4 },
        },
        {
          id: "s",
          type: "section",
          props: {},
          children: [
            { id: "k", type: "product-group", props: { source: { kind: "skus", skus: ["7", "3"] } } },
          ],
        },
        { id: "x", type: "product-group", props: { source: { kind: "category" } } },
      ],
    };
    const shop = await started("/gruppen", {
      ...shopScript(),
      "content.page": () => ({ value: groupsPage }),
      "discovery.products": () => ({ value: { products: [product("7"), product("3")], missingSkus: [] } }),
    });
    const lists = shop.api.calls.filter(
      (c) => c.name.startsWith("discovery.") && c.name !== "discovery.categoryTree",
    );
    expect(lists.map((c) => c.name)).toEqual(["discovery.categoryProducts", "discovery.products"]);
    expect(lists[0]?.input).toMatchObject({ params: { slug: "getraenke" }, query: { pageSize: 4 } });
    expect(lists[1]?.input).toMatchObject({ query: { skus: ["7", "3"] } });
    const groups = shop.store.getState().discovery.productGroups;
    const skus = (key: string) => {
      const g = groups[key];
      return g?.status === "success" ? g.data.map((p) => p.sku) : g?.status;
    };
    expect(skus("category:getraenke:4")).toEqual(["1001"]);
    expect(skus("skus:7,3")).toEqual(["7", "3"]);
    expect(Object.keys(groups)).toHaveLength(2);
    expect(offerCalls(shop)).toEqual([]);
  });

  it("[doc1 §2] a CMS page without a product promotion block loads no offers", async () => {
    const shop = await started("/hilfe", withOffers());
    expect(offerCalls(shop)).toEqual([]);
  });

  it("[doc1 §3] a path the redirect maps mark as gone shows the not-found page, even where a page exists", async () => {
    const config = tenantConfig();
    const script: Script = {
      ...shopScript(),
      "tenant.config": () => ({
        value: { ...config, redirects: { ...config.redirects, oneToOne: { "/sommerfest": "" } } },
      }),
    };
    const shop = await started("/sommerfest", script);
    const state = shop.store.getState();
    expect(state.navigation.location).toMatchObject({ path: "/sommerfest", route: "content" });
    expect(state.content.pages["/sommerfest"]).toEqual({ status: "missing" });
    expect(pathsAsked(shop)).toEqual(["/404"]);
  });
});
