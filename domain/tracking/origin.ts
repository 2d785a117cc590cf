import type { Product } from "../discovery/product";
import type { DiscoveryState } from "../discovery/state";
import type { NavigationState } from "../navigation/state";
import type { SearchState } from "../search/state";

/** A product list as tracking names it: item_list_id and item_list_name. */
export interface TrackedList {
  readonly id: string;
  readonly name: string;
}
export const SEARCH_RESULTS_LIST: TrackedList = { id: "search_results", name: "search_results" };
export const SEARCH_FLYOUT_LIST: TrackedList = { id: "search_flyout", name: "search_flyout" };

/** Where an opened product was clicked: its list, its position (from 1) and the search's queryID. */
export interface ClickOrigin {
  readonly list: TrackedList;
  readonly position: number;
  readonly product: Product;
  readonly queryID: string | null;
}

/** What the click origin reads of the state before the navigation: where the shopper was and what it showed. */
export interface OriginSlices {
  readonly navigation: NavigationState;
  readonly search: SearchState;
  readonly discovery: DiscoveryState;
}

type Opened = { readonly route: string; readonly params: Readonly<Record<string, string>> };

const findIn = (products: ReadonlyArray<Product>, offset: number, slug: string, sku: string | undefined) => {
  const i = products.findIndex((p) => (sku ? p.sku === sku : p.slug === slug));
  const product = products[i];
  return product ? { product, position: offset + i + 1 } : null;
};

/**
 * The list a product detail was opened from, read from the state before the navigation: the search
 * results page when the shopper was on it, the product list (category or brand) they were on, or
 * the open search flyout. null when the product was not on screen (a direct visit, a teaser).
 * Limitation: a browser back/forward onto a product that is in the list just left counts too; an
 * explicit "product opened from list" event from discovery would remove it.
 */
export const productClickOrigin = (opened: Opened, before: OriginSlices): ClickOrigin | null => {
  if (opened.route !== "productDetail") return null;
  const slug = opened.params.slug ?? "";
  const sku = opened.params.sku || undefined;
  const previous = before.navigation.location.route;
  if (previous === "search") {
    const slot = before.search.page?.results.products;
    if (slot?.status === "loaded" && slot.hits.type === "products") {
      const hit = findIn(slot.hits.results, slot.hits.offset, slug, sku);
      if (hit) return { ...hit, list: SEARCH_RESULTS_LIST, queryID: slot.hits.queryID ?? null };
    }
  }
  if (previous === "productList" || previous === "brandDetail") {
    const listing = before.discovery.listing;
    if (listing?.result.status === "success") {
      const page = listing.result.data.page;
      const hit = findIn(page.products, (page.page - 1) * page.pageSize, slug, sku);
      if (hit)
        return { ...hit, list: listOf(listing.source, listing.result.data), queryID: page.queryID ?? null };
    }
  }
  const flyout = before.search.flyout;
  const slot = flyout.results.products;
  if (flyout.term !== "" && slot?.status === "loaded" && slot.hits.type === "products") {
    const hit = findIn(slot.hits.results, slot.hits.offset, slug, sku);
    if (hit) return { ...hit, list: SEARCH_FLYOUT_LIST, queryID: slot.hits.queryID ?? null };
  }
  return null;
};

export const listOf = (
  source: { readonly kind: "category" | "brand"; readonly slug: string },
  data: {
    readonly category?: { readonly name: string } | null;
    readonly brand?: { readonly name: string } | null;
  },
): TrackedList => ({
  id: `${source.kind}:${source.slug}`,
  name: (source.kind === "category" ? data.category?.name : data.brand?.name) ?? source.slug,
});
