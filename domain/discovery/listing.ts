import { Schema } from "effect";
import { Brand } from "./brand";
import { Category } from "./category";
import { Product, ProductAttribute } from "./product";

/**
 * relevance: the shop's order (with enablePersonalization: most popular first; in a search: best
 * text match first); price by the regular price; name in German alphabetical order; unitprice_asc by
 * the comparison price (per kg, litre or piece).
 */
export const ProductSort = Schema.Literal(
  "relevance",
  "price_asc",
  "price_desc",
  "name_asc",
  "name_desc",
  "unitprice_asc",
);
export type ProductSort = typeof ProductSort.Type;

/** Pages are numbered from 1. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** The offers page shows this week's offers on one page. */
export const OFFERS_PAGE_SIZE = 48;

/**
 * Facets of a product list, for its filters. brands counts each brand with every filter applied
 * except the brand filter (brands are alternatives); attributes count the products of the current
 * result that have each attribute (attributes narrow: all selected must hold); price is the range
 * with every filter applied except the price filter, null when nothing matches.
 */
export const Facets = Schema.Struct({
  brands: Schema.Array(Schema.Struct({ slug: Schema.String, name: Schema.String, count: Schema.Int })),
  attributes: Schema.Array(Schema.Struct({ value: ProductAttribute, count: Schema.Int })),
  price: Schema.NullOr(Schema.Struct({ min: Schema.Int, max: Schema.Int })),
});
export type Facets = typeof Facets.Type;

export const ProductPage = Schema.Struct({
  products: Schema.Array(Product),
  /** All products matching the filters. */
  total: Schema.Int,
  page: Schema.Int,
  pageSize: Schema.Int,
  pageCount: Schema.Int,
  sort: ProductSort,
  facets: Facets,
  /** Present when the request had enableStatistics=true: carried by insights click events. */
  queryID: Schema.optional(Schema.String),
});
export type ProductPage = typeof ProductPage.Type;

export const CategoryProducts = Schema.extend(ProductPage, Schema.Struct({ category: Category }));
export type CategoryProducts = typeof CategoryProducts.Type;

export const BrandProducts = Schema.extend(ProductPage, Schema.Struct({ brand: Brand }));
export type BrandProducts = typeof BrandProducts.Type;

/** Products by skus: found ones in the order asked, and the skus that are not known. */
export const ProductsBySkus = Schema.Struct({
  products: Schema.Array(Product),
  missingSkus: Schema.Array(Schema.String),
});
export type ProductsBySkus = typeof ProductsBySkus.Type;

export const SimilarProducts = Schema.Struct({ products: Schema.Array(Product) });
export type SimilarProducts = typeof SimilarProducts.Type;
export const DEFAULT_SIMILAR_LIMIT = 12;
export const MAX_SIMILAR_LIMIT = 24;
export const MAX_SKUS_PER_REQUEST = 100;
