import { Schema } from "effect";
import { BrandDetail, BrandList } from "../discovery/brand";
import { Category, CategoryTree } from "../discovery/category";
import {
  BrandProducts,
  CategoryProducts,
  MAX_PAGE_SIZE,
  MAX_SIMILAR_LIMIT,
  MAX_SKUS_PER_REQUEST,
  ProductPage,
  ProductSort,
  ProductsBySkus,
  SimilarProducts,
} from "../discovery/listing";
import { noControlCharacters, Product, ProductAttribute, Sku } from "../discovery/product";
import { defineCall } from "./contract";

/** A query value that may be repeated (?brand=a&brand=b): always a list once decoded. */
const Repeated = <A, I extends string>(item: Schema.Schema<A, I>) =>
  Schema.transform(Schema.Union(Schema.String, Schema.Array(Schema.String)), Schema.Array(item), {
    strict: false,
    decode: (v) => (typeof v === "string" ? [v] : v),
    encode: (v) => v,
  });

const IntFromString = (min: number, max: number) =>
  Schema.NumberFromString.pipe(Schema.int(), Schema.between(min, max));

/** "true" or "false", as the consent-driven product query flags are sent. */
const Flag = Schema.BooleanFromString;

const Slug = Schema.String.pipe(
  Schema.minLength(1, { message: () => "slug must not be null or empty" }),
  Schema.maxLength(200),
  noControlCharacters,
);
const BrandSlug = Schema.String.pipe(
  Schema.pattern(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: () => "not a brand slug" }),
);

/**
 * Consent-driven flags every product query carries (document 2 §7):
 * - storeId: the store of the current service; a store has its own short list of products that are
 *   temporarily unavailable there, so availability may differ per store.
 * - enableStatistics: with true, a product list or search is recorded under its queryID with the
 *   term (insights); without it a search still gets a queryID but its term is not kept.
 * - enablePersonalization: with true, the relevance order puts the most popular products first;
 *   without it, relevance is the shop's own order (or the text match alone in a search).
 */
const ProductQueryFlags = Schema.Struct({
  storeId: Schema.optional(
    Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{1,40}$/, { message: () => "not a store id" })),
  ),
  enableStatistics: Schema.optional(Flag),
  enablePersonalization: Schema.optional(Flag),
});

/** Paging (pages from 1, pageSize up to 100, default 24), sort and filters of a product list. */
export const ProductListQuery = Schema.Struct({
  ...ProductQueryFlags.fields,
  page: Schema.optional(IntFromString(1, 100_000)),
  pageSize: Schema.optional(IntFromString(1, MAX_PAGE_SIZE)),
  sort: Schema.optional(ProductSort),
  /** Brand slugs: a product of any of them matches. */
  brand: Schema.optional(Repeated(BrandSlug)),
  /** Every attribute given must hold. */
  attribute: Schema.optional(Repeated(ProductAttribute)),
  /** Regular price bounds in cents, inclusive. */
  priceMin: Schema.optional(IntFromString(0, 100_000_000)),
  priceMax: Schema.optional(IntFromString(0, 100_000_000)),
});
export type ProductListQuery = typeof ProductListQuery.Type;

export const getCategoryTree = defineCall({
  name: "discovery.categoryTree",
  method: "GET",
  path: "/api/product-discovery/categories/tree",
  response: CategoryTree,
});

export const getCategory = defineCall({
  name: "discovery.category",
  method: "GET",
  path: "/api/product-discovery/categories/:slug",
  params: Schema.Struct({ slug: Slug }),
  response: Category,
  errors: { 404: "no category with this slug" },
});

export const getCategoryProducts = defineCall({
  name: "discovery.categoryProducts",
  method: "GET",
  path: "/api/product-discovery/categories/:slug/products",
  params: Schema.Struct({ slug: Slug }),
  query: ProductListQuery,
  response: CategoryProducts,
  errors: { 400: "invalid paging, sort or filter", 404: "no category with this slug" },
});

/** skus may repeat (?skus=1&skus=2) or be comma-separated (?skus=1,2); at most 100. */
export const getProducts = defineCall({
  name: "discovery.products",
  method: "GET",
  path: "/api/product-discovery/products",
  query: Schema.Struct({
    ...ProductQueryFlags.fields,
    skus: Repeated(Schema.String.pipe(Schema.maxLength(65 * MAX_SKUS_PER_REQUEST), noControlCharacters)),
  }),
  response: ProductsBySkus,
  errors: { 400: "no skus, or more than 100" },
});

export const getProduct = defineCall({
  name: "discovery.product",
  method: "GET",
  path: "/api/product-discovery/products/:sku",
  params: Schema.Struct({ sku: Sku }),
  query: ProductQueryFlags,
  response: Product,
  errors: { 404: "no product with this sku" },
});

/** Products like this one: same category first, then its sibling categories. slug may also be a sku. */
export const getSimilarProducts = defineCall({
  name: "discovery.similar",
  method: "GET",
  path: "/api/product-discovery/products/:slug/similar",
  params: Schema.Struct({ slug: Slug }),
  query: Schema.Struct({
    ...ProductQueryFlags.fields,
    limit: Schema.optional(IntFromString(1, MAX_SIMILAR_LIMIT)),
  }),
  response: SimilarProducts,
  errors: { 404: "no product with this slug" },
});

export const getBrands = defineCall({
  name: "discovery.brands",
  method: "GET",
  path: "/api/product-discovery/brands",
  response: BrandList,
});

export const getBrand = defineCall({
  name: "discovery.brand",
  method: "GET",
  path: "/api/product-discovery/brands/:slug",
  params: Schema.Struct({ slug: Slug }),
  response: BrandDetail,
  errors: { 404: "no brand with this slug" },
});

export const getBrandProducts = defineCall({
  name: "discovery.brandProducts",
  method: "GET",
  path: "/api/product-discovery/brands/:slug/products",
  params: Schema.Struct({ slug: Slug }),
  query: ProductListQuery,
  response: BrandProducts,
  errors: { 400: "invalid paging, sort or filter", 404: "no brand with this slug" },
});

/** The products on offer this week (domain/discovery/pricing isOnOffer), paged and sorted like a list. */
export const getOfferProducts = defineCall({
  name: "discovery.offers",
  method: "GET",
  path: "/api/product-discovery/offers",
  query: ProductListQuery,
  response: ProductPage,
});
