import { Effect } from "effect";
import { callApi } from "../api/call";
import { getSearchBanner } from "../api/search";
import type { HandlersOf } from "../core/feature";
import type { RouteContext } from "../discovery/load";
import type { Ports } from "../ports";
import { search } from "./access";
import type { SearchCommand } from "./commands";
import { fetchHits } from "./fetch";
import type { SearchOutcomes } from "./outcomes";
import { flyoutDecision, flyoutTypes, normaliseTerm } from "./rules";

export const searchHandlers: HandlersOf<SearchCommand, typeof SearchOutcomes, Ports> = {
  SetSearchTerm: (c) =>
    Effect.gen(function* () {
      if ((yield* search.state).term === c.term) return "unchanged" as const;
      yield* search.emit({ _tag: "SearchTermChanged", term: c.term });
      return "changed" as const;
    }),

  RunFlyoutSearch: (c) =>
    Effect.gen(function* () {
      const { config } = yield* search.inputs;
      if (config === null || !config.featureSearch) return "disabled" as const;
      const decision = flyoutDecision(c.term, (yield* search.state).flyout.term);
      if (decision !== "search") return decision;
      const types = flyoutTypes(config).map((t) => t.type);
      yield* search.emit({ _tag: "FlyoutSearchStarted", term: normaliseTerm(c.term), types });
      return "started" as const;
    }),

  FetchFlyoutResults: (c) =>
    Effect.gen(function* () {
      const { flyout } = yield* search.state;
      // A newer search started (or this one already has its answer): nothing to fetch.
      if (flyout.term !== c.term) return "stale" as const;
      if (flyout.results[c.type]?.status !== "loading") return "skipped" as const;
      const { productFlags } = yield* search.inputs;
      const { hits, failed } = yield* fetchHits(c.type, c.term, productFlags, "flyout");
      yield* search.emit({ _tag: "FlyoutResultsLoaded", term: c.term, hits, failed });
      if (!failed && hits.total === 0)
        yield* search.emit({
          _tag: "SearchReturnedNoResults",
          term: c.term,
          type: c.type,
          pageType: "flyout",
        });
      return failed ? ("failed" as const) : hits.total === 0 ? ("empty" as const) : ("loaded" as const);
    }),

  FetchSearchBanner: (c) =>
    Effect.gen(function* () {
      const { flyout } = yield* search.state;
      if (flyout.term !== c.term) return "stale" as const;
      if (flyout.banner.status !== "loading") return "skipped" as const;
      // Document 1 §8: a banner failure is ignored.
      const banner = yield* callApi(getSearchBanner, { params: { term: c.term } }).pipe(
        Effect.map((r) => r.banner),
        Effect.orElseSucceed(() => null),
      );
      yield* search.emit({ _tag: "SearchBannerLoaded", term: c.term, banner });
      return banner ? ("loaded" as const) : ("none" as const);
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
    const { config, productFlags: flags } = yield* search.inputs;
    if (config === null) return "not-ready";
    const term = normaliseTerm(ctx.params.term ?? "");
    const productsPage = pageParam(ctx.search);
    const state = yield* search.state;
    if (state.term !== term) yield* search.emit({ _tag: "SearchTermChanged", term });
    if (flyoutDecision(term, "") !== "search") {
      yield* search.emit({ _tag: "SearchPageStarted", term, types: [], productsPage: 1 });
      return "invalid-term";
    }
    const types = flyoutTypes(config).map((t) => t.type);
    const kept = state.page;
    if (
      kept !== null &&
      kept.term === term &&
      kept.productsPage === productsPage &&
      types.every((t) => kept.results[t]?.status === "loaded")
    )
      return "kept";
    yield* search.emit({ _tag: "SearchPageStarted", term, types, productsPage });
    const started = (yield* search.state).page;
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
          yield* search.emit({ _tag: "SearchPageResultsLoaded", term, hits, failed });
          if (!failed && hits.total === 0)
            yield* search.emit({ _tag: "SearchReturnedNoResults", term, type, pageType: "results" });
        }),
      ),
      { concurrency: "unbounded", discard: true },
    );
    return "loaded";
  });
