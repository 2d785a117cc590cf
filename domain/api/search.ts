import { Schema } from "effect";
import { MAX_PAGE_SIZE } from "../discovery/listing";
import {
  BrandSearchResult,
  CategorySearchResult,
  ContentSearchResult,
  ProductSearchResult,
  RecipeSearchResult,
  RecipeSort,
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TERM_MIN_LENGTH,
  SearchBannerResponse,
  SearchQueryRecord,
  type SearchType,
} from "../discovery/search";
import { defineCall } from "./contract";
import { ProductListQuery } from "./discovery";

const length = (s: string) => [...s.trim()].length;

/**
 * The term as typed (any character; fillPath URL-encodes it). After trimming it must have 2 to 200
 * characters; otherwise the call answers 400 naming params.term.
 */
const SearchTerm = Schema.String.pipe(
  Schema.filter((s) =>
    length(s) < SEARCH_TERM_MIN_LENGTH
      ? `term must have at least ${SEARCH_TERM_MIN_LENGTH} characters`
      : length(s) > SEARCH_TERM_MAX_LENGTH
        ? `term must have at most ${SEARCH_TERM_MAX_LENGTH} characters`
        : true,
  ),
);

const TermParams = Schema.Struct({ term: SearchTerm });

const Paging = {
  page: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000))),
  pageSize: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, MAX_PAGE_SIZE))),
  enableStatistics: Schema.optional(Schema.BooleanFromString),
};

const errors = { 400: "term shorter than 2 or longer than 200 characters, or bad paging" };

/** Full-text product search (German and English stemming, prefixes), with the product list's filters. */
export const searchProducts = defineCall({
  name: "search.products",
  method: "GET",
  path: "/api/product-discovery/products/search/:term",
  params: TermParams,
  query: ProductListQuery,
  response: ProductSearchResult,
  errors,
});

export const searchCategories = defineCall({
  name: "search.categories",
  method: "GET",
  path: "/api/product-discovery/categories/search/:term",
  params: TermParams,
  query: Schema.Struct(Paging),
  response: CategorySearchResult,
  errors,
});

export const searchBrands = defineCall({
  name: "search.brands",
  method: "GET",
  path: "/api/product-discovery/brands/search/:term",
  params: TermParams,
  query: Schema.Struct(Paging),
  response: BrandSearchResult,
  errors,
});

/** CMS pages (title, meta description, headline, text and teaser blocks); pages marked noIndex are left out. */
export const searchContent = defineCall({
  name: "search.content",
  method: "GET",
  path: "/api/content/search/:term",
  params: TermParams,
  query: Schema.Struct(Paging),
  response: ContentSearchResult,
  errors,
  content: true,
});

/** Recipes: newest first by default (sort=date), or sort=relevance. */
export const searchRecipes = defineCall({
  name: "search.recipes",
  method: "GET",
  path: "/api/recipes/search/:term",
  params: TermParams,
  query: Schema.Struct({ ...Paging, sort: Schema.optional(RecipeSort) }),
  response: RecipeSearchResult,
  errors,
});

/** The banner shown above the flyout's results for some keywords; null for most terms. */
export const getSearchBanner = defineCall({
  name: "search.banner",
  method: "GET",
  path: "/api/content/search/:term/banner",
  params: TermParams,
  response: SearchBannerResponse,
  errors: { 400: errors[400] },
  content: true,
});

/** What the server kept under a queryID (for checking insights events). */
export const getSearchQuery = defineCall({
  name: "search.query",
  method: "GET",
  path: "/api/search/queries/:queryID",
  params: Schema.Struct({ queryID: Schema.String.pipe(Schema.pattern(/^[0-9a-f]{32}$/)) }),
  response: SearchQueryRecord,
  errors: { 404: "no search with this queryID" },
});

/** The call for each flyout type: GET /api/{type}/search/{term}, products, categories, brands via product-discovery. */
export const searchCallFor = {
  products: searchProducts,
  categories: searchCategories,
  brands: searchBrands,
  content: searchContent,
  recipes: searchRecipes,
} as const satisfies Record<SearchType, unknown>;
