import { Schema } from "effect";
import { SearchType } from "../discovery/search";

/** Every keystroke: the state holds the typed term at once; no search runs. */
const SetSearchTerm = Schema.TaggedStruct("SetSearchTerm", { term: Schema.String });
/** After the UI's 500 ms debounce: checks the term and marks every type and the banner loading. */
const RunFlyoutSearch = Schema.TaggedStruct("RunFlyoutSearch", { term: Schema.String });
/** One type's flyout results for a term; skipped when the term is no longer current. */
const FetchFlyoutResults = Schema.TaggedStruct("FetchFlyoutResults", {
  term: Schema.String,
  type: SearchType,
});
/** The flyout banner for a term; a failure is ignored (no banner). */
const FetchSearchBanner = Schema.TaggedStruct("FetchSearchBanner", { term: Schema.String });
export const SearchCommands = [
  SetSearchTerm,
  RunFlyoutSearch,
  FetchFlyoutResults,
  FetchSearchBanner,
] as const;
export type SearchCommand = (typeof SearchCommands)[number]["Type"];
