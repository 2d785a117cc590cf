import { Effect } from "effect";
import { callApi } from "../api/call";
import { searchBrands, searchCategories, searchContent, searchProducts, searchRecipes } from "../api/search";
import type { ProductFlags } from "../discovery/flags";
import { flagQuery } from "../discovery/query";
import type { SearchType } from "../discovery/search";
import { emptyHits, type SearchHits } from "./model";
import { pageSizeFor } from "./rules";

const hits = <T extends SearchType>(
  type: T,
  r: {
    readonly count: number;
    readonly offset: number;
    readonly total: number;
    readonly results: ReadonlyArray<unknown>;
    readonly queryID?: string;
  },
): SearchHits =>
  ({
    type,
    count: r.count,
    offset: r.offset,
    total: r.total,
    results: r.results,
    ...(r.queryID !== undefined ? { queryID: r.queryID } : {}),
  }) as SearchHits;

/**
 * One type's search (document 1 §7: GET /api/{type}/search/{term}, product-discovery for products,
 * categories and brands). A failure yields the empty result (document 1 §8), marked failed.
 */
export const fetchHits = (
  type: SearchType,
  term: string,
  flags: ProductFlags,
  where: "flyout" | "results",
  page = 1,
): Effect.Effect<{ readonly hits: SearchHits; readonly failed: boolean }, never, never> => {
  const pageSize = pageSizeFor(type, where);
  const paging = { page, pageSize, enableStatistics: flags.enableStatistics };
  const params = { term };
  const call: Effect.Effect<SearchHits, unknown, never> = (() => {
    switch (type) {
      case "products":
        return callApi(searchProducts, { params, query: { ...flagQuery(flags), page, pageSize } }).pipe(
          Effect.map((r) => hits(type, r)),
        );
      case "categories":
        return callApi(searchCategories, { params, query: paging }).pipe(Effect.map((r) => hits(type, r)));
      case "brands":
        return callApi(searchBrands, { params, query: paging }).pipe(Effect.map((r) => hits(type, r)));
      case "content":
        return callApi(searchContent, { params, query: paging }).pipe(Effect.map((r) => hits(type, r)));
      case "recipes":
        return callApi(searchRecipes, { params, query: paging }).pipe(Effect.map((r) => hits(type, r)));
    }
  })() as never;
  return call.pipe(
    Effect.map((h) => ({ hits: h, failed: false })),
    Effect.orElseSucceed(() => ({ hits: emptyHits(type) as SearchHits, failed: true })),
  );
};
