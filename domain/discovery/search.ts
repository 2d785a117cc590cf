import { Schema } from "effect";
import { Link } from "../content/page";
import { Brand } from "./brand";
import { CategorySummary } from "./category";
import { Facets } from "./listing";
import { Image, Product, Sku } from "./product";
import { SEARCH_TYPES } from "./searchTypes";

/** The flyout's result types (document 1 §3, §7). */
export const SearchType = Schema.Literal(...SEARCH_TYPES);
export type SearchType = typeof SearchType.Type;
export { SEARCH_PAGE_SIZE, SEARCH_TERM_MAX_LENGTH, SEARCH_TERM_MIN_LENGTH } from "./searchTypes";

const resultOf = <A, I>(item: Schema.Schema<A, I>) =>
  Schema.Struct({
    /** Results on this page (results.length). */
    count: Schema.Int,
    /** Results before this page: (page - 1) × pageSize. */
    offset: Schema.Int,
    total: Schema.Int,
    page: Schema.Int,
    pageSize: Schema.Int,
    results: Schema.Array(item),
    /** Identifies this search for the insights events (Product Clicked, Product Added to Cart). */
    queryID: Schema.String,
  });

export const ContentHit = Schema.Struct({
  /** The page's path ("/hilfe"). */
  path: Schema.String,
  title: Schema.String,
  description: Schema.String,
  image: Schema.optional(Image),
});
export type ContentHit = typeof ContentHit.Type;

export const RecipeHit = Schema.Struct({
  slug: Schema.String,
  title: Schema.String,
  teaser: Schema.String,
  image: Image,
  /** ISO date (YYYY-MM-DD): recipe search sorts by it by default (document 2 §9). */
  publishedAt: Schema.String,
  durationMinutes: Schema.Int,
  servings: Schema.Int,
  tags: Schema.Array(Schema.String),
  ingredientSkus: Schema.Array(Sku),
});
export type RecipeHit = typeof RecipeHit.Type;

export const ProductSearchResult = Schema.extend(resultOf(Product), Schema.Struct({ facets: Facets }));
export type ProductSearchResult = typeof ProductSearchResult.Type;
export const CategorySearchResult = resultOf(CategorySummary);
export type CategorySearchResult = typeof CategorySearchResult.Type;
export const BrandSearchResult = resultOf(Brand);
export type BrandSearchResult = typeof BrandSearchResult.Type;
export const ContentSearchResult = resultOf(ContentHit);
export type ContentSearchResult = typeof ContentSearchResult.Type;
export const RecipeSearchResult = resultOf(RecipeHit);
export type RecipeSearchResult = typeof RecipeSearchResult.Type;

export const RecipeSort = Schema.Literal("date", "relevance");
export type RecipeSort = typeof RecipeSort.Type;

export const SearchBanner = Schema.Struct({
  title: Schema.String,
  text: Schema.String,
  link: Link,
  image: Image,
});
export type SearchBanner = typeof SearchBanner.Type;
export const SearchBannerResponse = Schema.Struct({ banner: Schema.NullOr(SearchBanner) });
export type SearchBannerResponse = typeof SearchBannerResponse.Type;

/**
 * What the server kept of one search (or of a listing asked with enableStatistics=true): the
 * objects in the order shown, so an insights event's queryID and position can be checked.
 * term is null when the search was made without statistics consent.
 */
export const SearchQueryRecord = Schema.Struct({
  queryID: Schema.String,
  type: Schema.String,
  term: Schema.NullOr(Schema.String),
  page: Schema.Int,
  pageSize: Schema.Int,
  total: Schema.Int,
  /** Skus, slugs or paths of the results, in order; the first has position offset + 1. */
  objectIDs: Schema.Array(Schema.String),
  createdAt: Schema.String,
});
export type SearchQueryRecord = typeof SearchQueryRecord.Type;
