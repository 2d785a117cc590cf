import type { OutcomeLists } from "../core/feature";
import type { SearchCommand } from "./commands";

export const SearchOutcomes = {
  SetSearchTerm: ["changed", "unchanged"],
  RunFlyoutSearch: ["started", "disabled", "blank", "tooShort", "tooLong", "unchanged"],
  FetchFlyoutResults: ["loaded", "empty", "failed", "stale", "skipped"],
  FetchSearchBanner: ["loaded", "none", "stale", "skipped"],
} as const satisfies OutcomeLists<SearchCommand>;
