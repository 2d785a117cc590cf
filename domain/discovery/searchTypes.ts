/*
 * The search types, term limits and page sizes without their schemas: the header's search box (first
 * load) needs them, and ./search's result schemas would otherwise come along.
 */

/** The flyout's result types (document 1 §3, §7). */
export const SEARCH_TYPES = ["products", "categories", "brands", "content", "recipes"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Document 1 §5 and document 2 §5: a term has at least 2 characters. */
export const SEARCH_TERM_MIN_LENGTH = 2;
/** Longer terms are refused with 400 (counted in characters, after trimming). */
export const SEARCH_TERM_MAX_LENGTH = 200;
/** Default page sizes: products like a product list, the other types like the flyout (5). */
export const SEARCH_PAGE_SIZE: Readonly<Record<SearchType, number>> = {
  products: 24,
  categories: 5,
  brands: 5,
  content: 5,
  recipes: 5,
};
