import { Schema } from "effect";
import { Brand } from "../discovery/brand";
import { CategorySummary } from "../discovery/category";
import { Product } from "../discovery/product";
import { ContentHit, RecipeHit, SearchBanner, SearchType } from "../discovery/search";

const hitsOf = <T extends string, A, I>(type: T, item: Schema.Schema<A, I>) =>
  Schema.Struct({
    type: Schema.Literal(type),
    count: Schema.Int,
    offset: Schema.Int,
    total: Schema.Int,
    results: Schema.Array(item),
    queryID: Schema.optional(Schema.String),
  });

/** One type's results as the flyout and the results page keep them (the API answer without paging extras). */
export const SearchHits = Schema.Union(
  hitsOf("products", Product),
  hitsOf("categories", CategorySummary),
  hitsOf("brands", Brand),
  hitsOf("content", ContentHit),
  hitsOf("recipes", RecipeHit),
);
export type SearchHits = typeof SearchHits.Type;
export type HitsOf<T extends SearchType> = Extract<SearchHits, { readonly type: T }>;

/** Document 1 §8: a failed search yields an empty result (count 0, offset 0, results [], total 0). */
export const emptyHits = <T extends SearchType>(type: T): HitsOf<T> =>
  ({ type, count: 0, offset: 0, results: [], total: 0 }) as unknown as HitsOf<T>;

export const PageType = Schema.Literal("flyout", "results");

// Events --------------------------------------------------------------------------------------

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

// Commands ------------------------------------------------------------------------------------

/** Every keystroke: the state holds the typed term at once; no search runs. */
export const SetSearchTerm = Schema.TaggedStruct("SetSearchTerm", { term: Schema.String });
/** After the UI's 500 ms debounce: checks the term and marks every type and the banner loading. */
export const RunFlyoutSearch = Schema.TaggedStruct("RunFlyoutSearch", { term: Schema.String });
/** One type's flyout results for a term; skipped when the term is no longer current. */
export const FetchFlyoutResults = Schema.TaggedStruct("FetchFlyoutResults", {
  term: Schema.String,
  type: SearchType,
});
/** The flyout banner for a term; a failure is ignored (no banner). */
export const FetchSearchBanner = Schema.TaggedStruct("FetchSearchBanner", { term: Schema.String });
export const SearchCommands = [
  SetSearchTerm,
  RunFlyoutSearch,
  FetchFlyoutResults,
  FetchSearchBanner,
] as const;

// The state lives in ./state (no schemas, so the first load need not carry them).
export type { SearchState, Slot } from "./state";
