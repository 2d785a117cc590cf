import { Schema } from "effect";
import { SearchBanner, SearchType } from "../discovery/search";
import { PageType, SearchHits } from "./model";

/** The term as typed in the flyout (before the debounce). */
export const SearchTermChanged = Schema.TaggedStruct("SearchTermChanged", { term: Schema.String });
/** A new term: every type and the banner go loading (document 1 §4). */
export const FlyoutSearchStarted = Schema.TaggedStruct("FlyoutSearchStarted", {
  term: Schema.String,
  types: Schema.Array(SearchType),
});
/** failed: the search failed and the empty result stands in (document 1 §8). */
export const FlyoutResultsLoaded = Schema.TaggedStruct("FlyoutResultsLoaded", {
  term: Schema.String,
  hits: SearchHits,
  failed: Schema.Boolean,
});
export const SearchBannerLoaded = Schema.TaggedStruct("SearchBannerLoaded", {
  term: Schema.String,
  banner: Schema.NullOr(SearchBanner),
});
/** Document 1 §8: a zero-result search, for tracking (the tracking issue projects it). */
export const SearchReturnedNoResults = Schema.TaggedStruct("SearchReturnedNoResults", {
  term: Schema.String,
  type: SearchType,
  pageType: PageType,
});
/** Leaving the search page resets the term to empty (document 1 §4). */
export const SearchTermReset = Schema.TaggedStruct("SearchTermReset", {});
export const SearchPageStarted = Schema.TaggedStruct("SearchPageStarted", {
  term: Schema.String,
  types: Schema.Array(SearchType),
  productsPage: Schema.Int,
});
export const SearchPageResultsLoaded = Schema.TaggedStruct("SearchPageResultsLoaded", {
  term: Schema.String,
  hits: SearchHits,
  failed: Schema.Boolean,
});

export const SearchEvents = [
  SearchTermChanged,
  FlyoutSearchStarted,
  FlyoutResultsLoaded,
  SearchBannerLoaded,
  SearchReturnedNoResults,
  SearchTermReset,
  SearchPageStarted,
  SearchPageResultsLoaded,
] as const;
export type SearchEvent = (typeof SearchEvents)[number]["Type"];
