import { featureAccess } from "../core/feature";
import type { SearchTermReset } from "./events";
import type { SearchState } from "./state";

/**
 * The search's own slice for the one thing the first load does with it: its own access rather than
 * ./access, whose inputs (product flags: the cart's store, the consent) would come into the first load.
 */
const search = featureAccess<typeof SearchTermReset.Type>()({
  self: (r: { readonly search: SearchState }) => r.search,
});

/** Leaving the search page resets the term to empty; its results stay kept (document 1 §4). */
export const leaveSearch = search.emit({ _tag: "SearchTermReset" });
