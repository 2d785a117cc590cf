import { describe, expect, it } from "vitest";
import { recipeListKey } from "../../domain/recipes/query";
import { storesForFinder } from "../../domain/store-finder/order";
import { demoStores } from "../../server/seed/distribution";
import { cartShop, eventTags } from "../cart/support";

describe("store finder, fish tracking and recipes handlers against the reference server (issue 14)", () => {
  it("[issue 14] a postal code finds its place; the stores then come nearest first", async () => {
    const shop = await cartShop();
    expect(await shop.dispatch({ _tag: "SearchStores", query: " 53111 " })).toMatchObject({ value: "found" });
    const { search } = shop.store.getState().storeFinder;
    expect(search).toMatchObject({ status: "found", query: "53111" });
    expect(search.place?.label).toContain("53111 Bonn");
    const listed = storesForFinder(demoStores, [], search.place);
    expect(listed[0]?.store.storeId).toBe("4408");
    expect(listed.map((l) => l.km)).toEqual([...listed.map((l) => l.km)].sort((a, b) => (a ?? 0) - (b ?? 0)));

    expect(await shop.dispatch({ _tag: "SearchStores", query: "Atlantis" })).toMatchObject({
      value: "notfound",
    });
    expect(shop.store.getState().storeFinder.search).toMatchObject({ status: "notFound", place: null });
    // One character is not worth asking the maps about.
    const before = eventTags(shop).length;
    expect(await shop.dispatch({ _tag: "SearchStores", query: "5" })).toMatchObject({ value: "invalid" });
    expect(eventTags(shop).slice(before)).toEqual(["StorePlaceNotFound"]);
    expect(await shop.dispatch({ _tag: "ClearStoreSearch" })).toMatchObject({ value: "cleared" });
    expect(shop.store.getState().storeFinder.search.status).toBe("idle");
  });

  it("[issue 14] a fish code typed loosely is found; a malformed one is refused without a call; an unknown one is not found", async () => {
    const shop = await cartShop();
    expect(await shop.dispatch({ _tag: "LookUpFishCode", code: "de 204711" })).toMatchObject({
      value: "found",
    });
    expect(shop.store.getState().fishTracking.fishCatch?.vessel).toContain("SAGITTA");
    const before = eventTags(shop).length;
    expect(await shop.dispatch({ _tag: "LookUpFishCode", code: "12" })).toMatchObject({ value: "invalid" });
    expect(eventTags(shop).slice(before)).toEqual(["FishCodeInvalid"]);
    expect(await shop.dispatch({ _tag: "LookUpFishCode", code: "DE-000000" })).toMatchObject({
      value: "notfound",
    });
    expect(shop.store.getState().fishTracking).toMatchObject({ status: "notFound", code: "DE-000000" });
  });

  it("[issue 14] recipe lists are kept by query; an unknown recipe is missing", async () => {
    const shop = await cartShop();
    const query = { q: "apfel", tag: "", page: 1, pageSize: 5 };
    expect(await shop.dispatch({ _tag: "LoadRecipes", ...query })).toMatchObject({ value: "loaded" });
    expect(await shop.dispatch({ _tag: "LoadRecipes", ...query })).toMatchObject({ value: "cached" });
    const entry = shop.store.getState().recipes.lists[recipeListKey(query)];
    expect(entry?.status === "loaded" && entry.data.results.map((r) => r.slug)).toContain("omas-apfelkuchen");
    expect(await shop.dispatch({ _tag: "LoadRecipe", slug: "gibt-es-nicht" })).toMatchObject({
      value: "missing",
    });
    expect(shop.store.getState().recipes.details["gibt-es-nicht"]).toEqual({ status: "missing" });
  });
});
