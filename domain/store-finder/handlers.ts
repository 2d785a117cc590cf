import { Effect } from "effect";
import { callApi } from "../api/call";
import { geocodeAddress } from "../api/distribution";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import { WallClock } from "../ports/clock";
import { storeFinder } from "./access";
import type { StoreFinderCommand } from "./commands";
import type { StoreFinderOutcomes } from "./outcomes";

/** The shortest place worth asking the maps for ("50" is not yet a postal code area). */
const MIN_QUERY = 2;
const MAX_QUERY = 300;

export const storeFinderHandlers: HandlersOf<StoreFinderCommand, typeof StoreFinderOutcomes, Ports> = {
  OpenStoreFinder: () =>
    Effect.gen(function* () {
      const at = yield* Effect.flatMap(WallClock, (c) => c.now());
      yield* storeFinder.emit({ _tag: "StoreFinderOpened", at });
      return "opened" as const;
    }),

  SearchStores: (c) =>
    Effect.gen(function* () {
      const query = c.query.trim();
      if (query.length < MIN_QUERY || query.length > MAX_QUERY) {
        yield* storeFinder.emit({ _tag: "StorePlaceNotFound", query });
        return "invalid" as const;
      }
      yield* storeFinder.emit({ _tag: "StoreSearchRequested", query });
      const answer = yield* Effect.either(
        callApi(geocodeAddress, { query: { address: query, restrictCountry: "DE" } }),
      );
      if (answer._tag === "Left") {
        yield* storeFinder.emit({ _tag: "StoreSearchFailed", query });
        return "failed" as const;
      }
      const first = answer.right.results[0];
      if (!first) {
        yield* storeFinder.emit({ _tag: "StorePlaceNotFound", query });
        return "notfound" as const;
      }
      yield* storeFinder.emit({
        _tag: "StoresNearPlace",
        query,
        place: { label: first.formattedAddress, position: first.position },
      });
      return "found" as const;
    }),

  ClearStoreSearch: () => Effect.as(storeFinder.emit({ _tag: "StoreSearchCleared" }), "cleared" as const),
};
