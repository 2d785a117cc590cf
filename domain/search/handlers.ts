import { Effect } from "effect";
import { callApi } from "../api/call";
import { getSearchBanner } from "../api/search";
import { currentState, emit } from "../app/scope";
import { productQueryFlags } from "../discovery/flags";
import type { RouteContext } from "../discovery/load";
import { fetchHits } from "./fetch";
import type { FetchFlyoutResults, FetchSearchBanner, RunFlyoutSearch, SetSearchTerm } from "./model";
import { flyoutDecision, flyoutTypes, normaliseTerm } from "./rules";

export const searchHandlers = {
  SetSearchTerm: (c: typeof SetSearchTerm.Type) =>
    Effect.gen(function* () {
      const state = yield* currentState;
      if (state.search.term === c.term) return "unchanged";
      yield* emit({ _tag: "SearchTermChanged", term: c.term });
      return "changed";
    }),

  RunFlyoutSearch: (c: typeof RunFlyoutSearch.Type) =>
    Effect.gen(function* () {
      const state = yield* currentState;
      const config = state.tenant.config;
      if (config === null || !config.featureSearch) return "disabled";
      const decision = flyoutDecision(c.term, state.search.flyout.term);
      if (decision !== "search") return decision;
      const types = flyoutTypes(config).map((t) => t.type);
      yield* emit({ _tag: "FlyoutSearchStarted", term: normaliseTerm(c.term), types });
      return "started";
    }),

  FetchFlyoutResults: (c: typeof FetchFlyoutResults.Type) =>
    Effect.gen(function* () {
      const state = yield* currentState;
      // A newer search started (or this one already has its answer): nothing to fetch.
      if (state.search.flyout.term !== c.term) return "stale";
      if (state.search.flyout.results[c.type]?.status !== "loading") return "skipped";
      const { hits, failed } = yield* fetchHits(c.type, c.term, productQueryFlags(state), "flyout");
      yield* emit({ _tag: "FlyoutResultsLoaded", term: c.term, hits, failed });
      if (!failed && hits.total === 0)
        yield* emit({ _tag: "SearchReturnedNoResults", term: c.term, type: c.type, pageType: "flyout" });
      return failed ? "failed" : hits.total === 0 ? "empty" : "loaded";
    }),

  FetchSearchBanner: (c: typeof FetchSearchBanner.Type) =>
    Effect.gen(function* () {
      const state = yield* currentState;
      if (state.search.flyout.term !== c.term) return "stale";
      if (state.search.flyout.banner.status !== "loading") return "skipped";
      // Document 1 §8: a banner failure is ignored.
      const banner = yield* callApi(getSearchBanner, { params: { term: c.term } }).pipe(
        Effect.map((r) => r.banner),
        Effect.orElseSucceed(() => null),
      );
      yield* emit({ _tag: "SearchBannerLoaded", term: c.term, banner });
      return banner ? "loaded" : "none";
    }),
};

const pageParam = (search: string): number => {
  const v = new URLSearchParams(search).get("page");
  const n = v !== null && /^\d{1,6}$/.test(v) ? Number(v) : 1;
  return Math.max(n, 1);
};

/**
 * The results page (/:term, tab=... query): every configured type, products paged. The page is
 * kept alive: coming back to the same term and products page shows the kept results, no refetch.
 * The types are fetched concurrently within the navigation (one command), so the page waits for
 * the slowest type only.
 */
export const loadSearchRoute = (ctx: RouteContext) =>
  Effect.gen(function* () {
    const state = yield* currentState;
    const config = state.tenant.config;
    if (config === null) return "not-ready";
    const term = normaliseTerm(ctx.params.term ?? "");
    const productsPage = pageParam(ctx.search);
    if (state.search.term !== term) yield* emit({ _tag: "SearchTermChanged", term });
    if (flyoutDecision(term, "") !== "search") {
      yield* emit({ _tag: "SearchPageStarted", term, types: [], productsPage: 1 });
      return "invalid-term";
    }
    const types = flyoutTypes(config).map((t) => t.type);
    const kept = state.search.page;
    if (
      kept !== null &&
      kept.term === term &&
      kept.productsPage === productsPage &&
      types.every((t) => kept.results[t]?.status === "loaded")
    )
      return "kept";
    yield* emit({ _tag: "SearchPageStarted", term, types, productsPage });
    const started = (yield* currentState).search.page;
    const flags = productQueryFlags(state);
    const toFetch = types.filter((t) => started?.results[t]?.status === "loading");
    yield* Effect.all(
      toFetch.map((type) =>
        Effect.gen(function* () {
          const { hits, failed } = yield* fetchHits(
            type,
            term,
            flags,
            "results",
            type === "products" ? productsPage : 1,
          );
          yield* emit({ _tag: "SearchPageResultsLoaded", term, hits, failed });
          if (!failed && hits.total === 0)
            yield* emit({ _tag: "SearchReturnedNoResults", term, type, pageType: "results" });
        }),
      ),
      { concurrency: "unbounded", discard: true },
    );
    return "loaded";
  });
