import type { ProductSource } from "../../domain/cart/state";
import type { DiscoveryState } from "../../domain/discovery/state";
import type { NavigationState } from "../../domain/navigation/state";
import type { SearchState } from "../../domain/search/state";
import { listOf, SEARCH_RESULTS_LIST } from "../../domain/tracking/origin";

/**
 * Where a tile's add comes from (tracking and search insights): the product list or search
 * results on screen, with the product's position (from 1) and the list's queryID. Undefined when
 * the product is not in a list on screen (detail page, teaser).
 */
type Shown = {
  readonly navigation: NavigationState;
  readonly discovery: DiscoveryState;
  readonly search: SearchState;
};

export const productSourceOf = (state: Shown, sku: string): ProductSource | undefined => {
  const route = state.navigation.location.route;
  if (route === "productList" || route === "brandDetail") {
    const listing = state.discovery.listing;
    if (listing?.result.status !== "success") return undefined;
    const page = listing.result.data.page;
    const i = page.products.findIndex((p) => p.sku === sku);
    if (i < 0) return undefined;
    return {
      list: listOf(listing.source, listing.result.data).id,
      position: (page.page - 1) * page.pageSize + i + 1,
      ...(page.queryID !== undefined ? { queryID: page.queryID } : {}),
    };
  }
  if (route === "search") {
    const slot = state.search.page?.results.products;
    if (slot?.status !== "loaded" || slot.hits.type !== "products") return undefined;
    const i = slot.hits.results.findIndex((p) => p.sku === sku);
    if (i < 0) return undefined;
    return {
      list: SEARCH_RESULTS_LIST.id,
      position: slot.hits.offset + i + 1,
      ...(slot.hits.queryID !== undefined ? { queryID: slot.hits.queryID } : {}),
    };
  }
  return undefined;
};
