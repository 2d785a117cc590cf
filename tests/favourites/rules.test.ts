import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SourceMode } from "../../domain/favourites/model";
import { favouritesOn } from "../../domain/favourites/rules/flags";
import { canAddFavourite, MAX_FAVOURITE_STORES, MAX_FAVOURITES } from "../../domain/favourites/rules/limits";
import { loginForFavourite } from "../../domain/favourites/rules/login";
import {
  modeOfQuery,
  productsOfMode,
  SOURCE_MODES,
  sourceQuery,
} from "../../domain/favourites/rules/sources";
import {
  FAVOURITE_STORES_KEY,
  favouriteStoresFirst,
  readFavouriteStores,
  storedFavouriteStores,
  storeIdOfType,
  storeTypeOf,
  toggleFavouriteStore,
} from "../../domain/favourites/rules/stores";
import { routesFor } from "../../domain/routing/table";
import { demoRuntimeConfig } from "../../server/seed/tenant";

describe("favourite product sources (document 1 §3, document 2 §3)", () => {
  const favourites = ["a", "b", "c"];
  const purchased = ["c", "d", "a", "e"];

  it("[doc1 §3] Favorites OR Purchased: the union, favourites first, each product once", () => {
    expect(productsOfMode("favoritesOrPurchased", favourites, purchased)).toEqual(["a", "b", "c", "d", "e"]);
  });
  it("[doc1 §3] Favorites: only the favourites, in their order", () => {
    expect(productsOfMode("favorites", favourites, purchased)).toEqual(["a", "b", "c"]);
  });
  it("[doc1 §3] Purchased: only the purchased products, in their order", () => {
    expect(productsOfMode("purchased", favourites, purchased)).toEqual(["c", "d", "a", "e"]);
  });
  it("[doc1 §3] Favorite AND Purchased: the intersection, in the favourites' order", () => {
    expect(productsOfMode("favoritesAndPurchased", favourites, purchased)).toEqual(["a", "c"]);
  });
  it("[doc1 §3] duplicates in a source count once in every mode", () => {
    for (const mode of SOURCE_MODES)
      expect(productsOfMode(mode, ["x", "x", "y"], ["y", "y", "x"]), mode).toEqual(
        mode === "purchased" ? ["y", "x"] : ["x", "y"],
      );
  });
  it("[doc1 §3] empty sources: empty lists; the intersection with an empty source is empty", () => {
    for (const mode of SOURCE_MODES) expect(productsOfMode(mode, [], []), mode).toEqual([]);
    expect(productsOfMode("favoritesAndPurchased", ["a"], [])).toEqual([]);
    expect(productsOfMode("favoritesAndPurchased", [], ["a"])).toEqual([]);
    expect(productsOfMode("favoritesOrPurchased", [], ["a"])).toEqual(["a"]);
    expect(productsOfMode("favoritesOrPurchased", ["a"], [])).toEqual(["a"]);
  });
  it("[doc1 §3] as sets: OR is the union, AND the intersection, each a subset of OR (property)", () => {
    const skus = fc.array(fc.constantFrom("a", "b", "c", "d", "e", "f"), { maxLength: 12 });
    fc.assert(
      fc.property(skus, skus, (f, p) => {
        const or = productsOfMode("favoritesOrPurchased", f, p);
        const and = productsOfMode("favoritesAndPurchased", f, p);
        expect(new Set(or)).toEqual(new Set([...f, ...p]));
        expect(new Set(and)).toEqual(new Set(f.filter((s) => p.includes(s))));
        for (const mode of SOURCE_MODES) {
          const list = productsOfMode(mode, f, p);
          expect(new Set(list).size).toBe(list.length);
          expect(list.every((s) => or.includes(s))).toBe(true);
        }
      }),
    );
  });
  it("[doc1 §7] each mode has its own query, and the query names the mode back", () => {
    const queries = SOURCE_MODES.map(sourceQuery);
    expect(new Set(queries.map((q) => JSON.stringify(q))).size).toBe(4);
    for (const mode of SOURCE_MODES) expect(modeOfQuery(sourceQuery(mode))).toBe(mode);
    expect(sourceQuery("favorites")).toMatchObject({ favorites: true, purchasedProducts: false });
    expect(sourceQuery("purchased")).toMatchObject({ favorites: false, purchasedProducts: true });
    expect(modeOfQuery({ favorites: false, purchasedProducts: false, combine: "or" })).toBeNull();
    expect(modeOfQuery({ favorites: false, purchasedProducts: false, combine: "and" })).toBeNull();
  });
  it("the switch offers exactly the four modes of the specification", () => {
    const modes: SourceMode[] = ["favoritesOrPurchased", "favorites", "purchased", "favoritesAndPurchased"];
    expect([...SOURCE_MODES]).toEqual(modes);
  });
});

describe("favourite limits", () => {
  it("a customer keeps at most MAX_FAVOURITES favourites", () => {
    expect(canAddFavourite(0)).toBe(true);
    expect(canAddFavourite(MAX_FAVOURITES - 1)).toBe(true);
    expect(canAddFavourite(MAX_FAVOURITES)).toBe(false);
  });
});

describe("favourite stores in local storage (document 1 §4)", () => {
  it("[doc1 §4] the key is favouriteStores", () => {
    expect(FAVOURITE_STORES_KEY).toBe("favouriteStores");
  });
  it("[doc1 §4] a stored array of { storeId } is read back", () => {
    expect(readFavouriteStores('[{"storeId":"4401"},{"storeId":"4402"}]')).toEqual([
      { storeId: "4401" },
      { storeId: "4402" },
    ]);
  });
  it("[doc1 §4] a stored value that is not an array is ignored", () => {
    for (const raw of ['{"storeId":"4401"}', '"4401"', "4401", "null", "true", "{}"])
      expect(readFavouriteStores(raw), raw).toEqual([]);
  });
  it("[doc1 §4] malformed JSON and nothing stored are ignored", () => {
    for (const raw of ["[{", "not json", "", null]) expect(readFavouriteStores(raw), String(raw)).toEqual([]);
  });
  it("[doc1 §4] entries without a string storeId are dropped, a repeated store counts once", () => {
    expect(
      readFavouriteStores(
        '[{"storeId":"4401"},null,1,{"id":"x"},{"storeId":4402},{"storeId":"4401"},{"storeId":"4403","x":1}]',
      ),
    ).toEqual([{ storeId: "4401" }, { storeId: "4403" }]);
  });
  it("[doc1 §4] the key is removed when the list is empty, else the JSON array is written", () => {
    expect(storedFavouriteStores([])).toEqual({ kind: "remove" });
    const written = storedFavouriteStores([{ storeId: "4401" }]);
    expect(written).toEqual({ kind: "set", value: '[{"storeId":"4401"}]' });
    if (written.kind === "set") expect(readFavouriteStores(written.value)).toEqual([{ storeId: "4401" }]);
  });
  it("[doc1 §4] toggling adds a store, toggling again removes it (and the list empties)", () => {
    const added = toggleFavouriteStore([], "4401");
    expect(added).toEqual([{ storeId: "4401" }]);
    expect(toggleFavouriteStore(added ?? [], "4401")).toEqual([]);
  });
  it("at most MAX_FAVOURITE_STORES stores; removing is always possible", () => {
    const full = Array.from({ length: MAX_FAVOURITE_STORES }, (_, i) => ({ storeId: `S${i}` }));
    expect(toggleFavouriteStore(full, "new")).toBeNull();
    expect(toggleFavouriteStore(full, "S0")).toHaveLength(MAX_FAVOURITE_STORES - 1);
  });
  it("[doc1 §7] the favourite-store call's storeType is MY_STORE_{id}", () => {
    expect(storeTypeOf("4401")).toBe("MY_STORE_4401");
    expect(storeIdOfType("MY_STORE_4401")).toBe("4401");
    expect(storeIdOfType("STORE_4401")).toBeNull();
    expect(storeIdOfType("MY_STORE_")).toBeNull();
  });
  it("[doc1 §3] the chosen stores come first, each group in its order", () => {
    const stores = [{ storeId: "1" }, { storeId: "2" }, { storeId: "3" }, { storeId: "4" }];
    expect(favouriteStoresFirst(stores, [{ storeId: "4" }, { storeId: "2" }]).map((s) => s.storeId)).toEqual([
      "2",
      "4",
      "1",
      "3",
    ]);
  });
});

describe("a guest's heart (document 1 §2)", () => {
  it("[doc1 §2] hearts, the list and the header menu need customer favourites and product discovery", () => {
    expect(favouritesOn(demoRuntimeConfig)).toBe(true);
    expect(favouritesOn({ ...demoRuntimeConfig, featureCustomerFavorites: false })).toBe(false);
    expect(favouritesOn({ ...demoRuntimeConfig, featureProductDiscovery: false })).toBe(false);
    expect(favouritesOn(null)).toBe(false);
  });
  it("[doc1 §2] leads to the login page with the current page as returnUrl", () => {
    const href = loginForFavourite(routesFor(demoRuntimeConfig), "/produkt/aepfel/123?x=1");
    expect(href).not.toBeNull();
    const url = new URL(href ?? "", "http://shop.test");
    expect(url.pathname).toBe("/anmelden");
    expect(url.searchParams.get("returnUrl")).toBe("/produkt/aepfel/123?x=1");
  });
  it("no login route (customer accounts off): no link", () => {
    expect(loginForFavourite(routesFor({ ...demoRuntimeConfig, featureCustomer: false }), "/")).toBeNull();
  });
});
