import { Effect } from "effect";
import { currentState } from "../app/scope";
import { showPath } from "../navigation/handlers";
import { ensureCategoryTree } from "./load";
import type { ChangeListing } from "./model";
import { applyListingChange, listingSearch, parseListingQuery } from "./query";

export const discoveryHandlers = {
  ChangeListing: (c: typeof ChangeListing.Type) =>
    Effect.gen(function* () {
      const state = yield* currentState;
      const { path, search, route } = state.navigation.location;
      if (route !== "productList" && route !== "brandDetail") return "no-listing";
      const before = parseListingQuery(search);
      const { _tag, ...change } = c;
      const after = applyListingChange(before, change);
      const next = listingSearch(after, search);
      if (next === search) return "unchanged";
      yield* showPath(path, next, "push");
      return "changed";
    }),
  LoadCategoryTree: () => ensureCategoryTree,
};
