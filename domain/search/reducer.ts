import type { Draft } from "immer";
import type {
  FlyoutResultsLoaded,
  FlyoutSearchStarted,
  SearchBannerLoaded,
  SearchPageResultsLoaded,
  SearchPageStarted,
  SearchReturnedNoResults,
  SearchTermChanged,
  SearchTermReset,
} from "./events";
import { initialSearch, type SearchState } from "./state";

/*
 * The search reducer cases, one per event (./events). Apart from the event schemas and importing them
 * as types only, so the root reducer (first load) does not carry the schemas; only the lazy
 * recording code needs those.
 */

type D = Draft<{ search: SearchState }>;
type Any = never;

export const searchCases = {
  SearchTermChanged: (d: D, e: typeof SearchTermChanged.Type) => {
    d.search.term = e.term;
  },
  FlyoutSearchStarted: (d: D, e: typeof FlyoutSearchStarted.Type) => {
    d.search.flyout = {
      term: e.term,
      types: [...e.types],
      results: Object.fromEntries(e.types.map((t) => [t, { status: "loading" }])),
      banner: { status: "loading" },
    };
  },
  FlyoutResultsLoaded: (d: D, e: typeof FlyoutResultsLoaded.Type) => {
    // Document 1 §4: a response applies only if its term is still current.
    if (e.term !== d.search.flyout.term) return;
    d.search.flyout.results[e.hits.type] = { status: "loaded", hits: e.hits as Any, failed: e.failed };
  },
  SearchBannerLoaded: (d: D, e: typeof SearchBannerLoaded.Type) => {
    if (e.term !== d.search.flyout.term) return;
    d.search.flyout.banner = { status: "loaded", banner: e.banner as Any };
  },
  SearchReturnedNoResults: (_d: D, _e: typeof SearchReturnedNoResults.Type) => {},
  SearchTermReset: (d: D, _e: typeof SearchTermReset.Type) => {
    d.search.term = "";
    d.search.flyout = initialSearch.flyout as Draft<SearchState["flyout"]>;
  },
  SearchPageStarted: (d: D, e: typeof SearchPageStarted.Type) => {
    const same = d.search.page?.term === e.term;
    const keep = same ? d.search.page?.results : undefined;
    d.search.page = {
      term: e.term,
      types: [...e.types],
      productsPage: e.productsPage,
      // Same term, another products page: the other types are already there.
      results: Object.fromEntries(
        e.types.map((t) => [
          t,
          t !== "products" && keep?.[t]?.status === "loaded" ? keep[t] : { status: "loading" },
        ]),
      ),
    };
  },
  SearchPageResultsLoaded: (d: D, e: typeof SearchPageResultsLoaded.Type) => {
    if (d.search.page?.term !== e.term) return;
    d.search.page.results[e.hits.type] = { status: "loaded", hits: e.hits as Any, failed: e.failed };
  },
};
