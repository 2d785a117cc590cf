import { Effect } from "effect";
import type { HandlersOf } from "../core/feature";
import { showPath } from "../navigation/handlers";
import type { Ports } from "../ports";
import { discovery } from "./access";
import type { DiscoveryCommand } from "./commands";
import { ensureCategoryTree } from "./load";
import type { DiscoveryOutcomes } from "./outcomes";
import { applyListingChange, listingSearch, parseListingQuery } from "./query";

export const discoveryHandlers: HandlersOf<DiscoveryCommand, typeof DiscoveryOutcomes, Ports> = {
  ChangeListing: (c) =>
    Effect.gen(function* () {
      const { path, search, route } = (yield* discovery.inputs).location;
      if (route !== "productList" && route !== "brandDetail") return "no-listing" as const;
      const before = parseListingQuery(search);
      const { _tag, ...change } = c;
      const after = applyListingChange(before, change);
      const next = listingSearch(after, search);
      if (next === search) return "unchanged" as const;
      yield* showPath(path, next, "push");
      return "changed" as const;
    }),
  LoadCategoryTree: () => ensureCategoryTree,
};
