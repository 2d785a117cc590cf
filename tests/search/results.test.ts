import { describe, expect, it } from "vitest";
import { ApiError } from "../../domain/api/errors";
import { page } from "../support/fixtures";
import { searchAnswer, searchShop } from "./support";

const answer =
  (over: (name: string, input: unknown) => unknown = () => undefined) =>
  (name: string, input: unknown) => {
    if (name === "content.page") return page((input as { query: { path: string } }).query.path);
    return over(name, input) ?? searchAnswer(name, input);
  };

const searchCalls = (shop: ReturnType<typeof searchShop>) =>
  shop.calls.filter((c) => c.name.startsWith("search."));

describe("search results page", () => {
  it("[doc2 §2, doc1 §7] the results page searches every configured type; products with the product query flags", async () => {
    const shop = searchShop(answer());
    await shop.dispatch({ _tag: "Navigate", to: "/suche/milch?tab=products" });
    expect(
      searchCalls(shop)
        .map((c) => c.name)
        .sort(),
    ).toEqual(
      ["search.brands", "search.categories", "search.content", "search.products", "search.recipes"].sort(),
    );
    expect(searchCalls(shop).find((c) => c.name === "search.products")?.input).toEqual({
      params: { term: "milch" },
      query: { enableStatistics: false, enablePersonalization: false, page: 1, pageSize: 24 },
    });
    expect(searchCalls(shop).find((c) => c.name === "search.content")?.input).toMatchObject({
      query: { pageSize: 5 },
    });
    const state = shop.store.getState().search;
    expect(state.page?.term).toBe("milch");
    expect(Object.values(state.page?.results ?? {}).every((s) => s?.status === "loaded")).toBe(true);
    expect(state.term).toBe("milch");
  });

  it("[doc1 §2] the results page is kept alive: leaving and coming back shows the same results without refetching", async () => {
    const shop = searchShop(answer());
    await shop.dispatch({ _tag: "Navigate", to: "/suche/milch" });
    const kept = shop.store.getState().search.page;
    const calls = searchCalls(shop).length;
    await shop.dispatch({ _tag: "Navigate", to: "/ueber-uns" });
    await shop.dispatch({ _tag: "Navigate", to: "/suche/milch" });
    await shop.dispatch({ _tag: "Navigate", to: "/suche/milch?tab=recipes" });
    expect(searchCalls(shop).length).toBe(calls);
    expect(shop.store.getState().search.page).toBe(kept);
  });

  it("[doc1 §4] leaving the search page resets the term to empty", async () => {
    const shop = searchShop(answer());
    await shop.dispatch({ _tag: "Navigate", to: "/suche/milch" });
    expect(shop.store.getState().search.term).toBe("milch");
    await shop.dispatch({ _tag: "Navigate", to: "/ueber-uns" });
    expect(shop.store.getState().search.term).toBe("");
    expect(shop.events().map((e) => e._tag)).toContain("SearchTermReset");
  });

  it("[doc1 §8] a zero-result search on the results page emits SearchReturnedNoResults with page type results", async () => {
    const shop = searchShop(answer((name, input) => searchAnswer(name, input, 0)));
    await shop.dispatch({ _tag: "Navigate", to: "/suche/xyzzy" });
    const noResults = shop.events().filter((e) => e._tag === "SearchReturnedNoResults");
    expect(noResults).toHaveLength(5);
    expect(noResults).toContainEqual({
      _tag: "SearchReturnedNoResults",
      term: "xyzzy",
      type: "products",
      pageType: "results",
    });
  });

  it("[doc1 §8] a failed search on the results page yields the empty result and no zero-result event", async () => {
    const shop = searchShop(
      answer((name) => {
        if (name === "search.products") throw new ApiError({ call: name, status: 500, message: "boom" });
        return undefined;
      }),
    );
    const outcome = await shop.dispatch({ _tag: "Navigate", to: "/suche/milch" });
    expect(outcome.ok).toBe(true);
    expect(shop.store.getState().search.page?.results.products).toEqual({
      status: "loaded",
      failed: true,
      hits: { type: "products", count: 0, offset: 0, results: [], total: 0 },
    });
    expect(shop.events().filter((e) => e._tag === "SearchReturnedNoResults")).toEqual([]);
  });

  it("[doc1 §5] a results page for a one-character term searches nothing", async () => {
    const shop = searchShop(answer());
    await shop.dispatch({ _tag: "Navigate", to: "/suche/m" });
    expect(searchCalls(shop)).toEqual([]);
    expect(shop.store.getState().search.page).toMatchObject({ term: "m", types: [] });
  });

  it("[doc2 §2] another products page refetches products only", async () => {
    const shop = searchShop(answer((name, input) => searchAnswer(name, input, 60)));
    await shop.dispatch({ _tag: "Navigate", to: "/suche/milch?tab=products" });
    const before = searchCalls(shop).length;
    await shop.dispatch({ _tag: "Navigate", to: "/suche/milch?tab=products&page=2" });
    const after = searchCalls(shop).slice(before);
    expect(after.map((c) => c.name)).toEqual(["search.products"]);
    expect(after[0]?.input).toMatchObject({ query: { page: 2 } });
  });
});
