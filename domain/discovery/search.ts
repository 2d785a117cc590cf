import { Schema } from "effect";
import { Link } from "../content/page";
import { Brand } from "./brand";
import { CategorySummary } from "./category";
import { Facets } from "./listing";
import { Image, Product, Sku } from "./product";

/** The flyout's result types (document 1 §3, §7). */
export const SearchType = Schema.Literal("products", "categories", "brands", "content", "recipes");
export type SearchType = typeof SearchType.Type;

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
