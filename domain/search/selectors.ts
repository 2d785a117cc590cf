import type { Product } from "../discovery/product";
import type { SearchState, Slot } from "./state";

const productsIn = (slot: Slot | undefined): ReadonlyArray<Product> =>
  slot?.status === "loaded" && slot.hits.type === "products" ? slot.hits.results : [];

/** The products the search shows: the results page's and the flyout's (their availability follows the store). */
export const selectShownSearchProducts = (r: { readonly search: SearchState }): ReadonlyArray<Product> => [
  ...productsIn(r.search.page?.results.products),
  ...productsIn(r.search.flyout.results.products),
];

export const selectSearchTerm = (r: { readonly search: SearchState }) => r.search.term;
export const selectFlyout = (r: { readonly search: SearchState }) => r.search.flyout;
export const selectSearchPage = (r: { readonly search: SearchState }) => r.search.page;
