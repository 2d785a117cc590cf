import { Schema } from "effect";
import { Brand, BrandDetail } from "./brand";
import { Category, CategoryTree } from "./category";
import { ProductPage } from "./listing";
import { ListingSource } from "./model";
import { Availability, Product } from "./product";
import { ListingQuery } from "./query";

export const CategoryTreeLoaded = Schema.TaggedStruct("CategoryTreeLoaded", { tree: CategoryTree });
export const CategoryTreeFailed = Schema.TaggedStruct("CategoryTreeFailed", { message: Schema.String });
/** key: path and query of the list, so a list is shown for exactly the URL it was asked for. */
export const ProductListRequested = Schema.TaggedStruct("ProductListRequested", {
  key: Schema.String,
  source: ListingSource,
  query: ListingQuery,
});
export const ProductListLoaded = Schema.TaggedStruct("ProductListLoaded", {
  key: Schema.String,
  page: ProductPage,
  category: Schema.optional(Category),
  brand: Schema.optional(Brand),
});
export const ProductListMissing = Schema.TaggedStruct("ProductListMissing", { key: Schema.String });
export const ProductListFailed = Schema.TaggedStruct("ProductListFailed", {
  key: Schema.String,
  status: Schema.Number,
  message: Schema.String,
});
export const ProductRequested = Schema.TaggedStruct("ProductRequested", {
  key: Schema.String,
  slug: Schema.String,
  sku: Schema.NullOr(Schema.String),
});
export const ProductLoaded = Schema.TaggedStruct("ProductLoaded", { key: Schema.String, product: Product });
/** The product is gone (404): the not-found slider shows similar or popular products instead. */
export const ProductMissing = Schema.TaggedStruct("ProductMissing", { key: Schema.String });
export const ProductLoadFailed = Schema.TaggedStruct("ProductLoadFailed", {
  key: Schema.String,
  status: Schema.Number,
  message: Schema.String,
});
export const RelatedProductsLoaded = Schema.TaggedStruct("RelatedProductsLoaded", {
  key: Schema.String,
  kind: Schema.Literal("similar", "popular"),
  products: Schema.Array(Product),
});
/**
 * The service's store changed: the availability of the products on screen in that store (null: no
 * store, the catalogue's), so tiles and the product page say what the cart will say.
 */
export const ProductAvailabilityUpdated = Schema.TaggedStruct("ProductAvailabilityUpdated", {
  storeId: Schema.NullOr(Schema.String),
  availability: Schema.Record({ key: Schema.String, value: Availability }),
});
export const BrandsRequested = Schema.TaggedStruct("BrandsRequested", {});
export const BrandsLoaded = Schema.TaggedStruct("BrandsLoaded", { brands: Schema.Array(Brand) });
export const BrandsFailed = Schema.TaggedStruct("BrandsFailed", { message: Schema.String });
export const BrandDetailLoaded = Schema.TaggedStruct("BrandDetailLoaded", {
  slug: Schema.String,
  detail: BrandDetail,
});

export const OffersRequested = Schema.TaggedStruct("OffersRequested", {});
export const OffersLoaded = Schema.TaggedStruct("OffersLoaded", { page: ProductPage });
export const OffersFailed = Schema.TaggedStruct("OffersFailed", {
  status: Schema.Number,
  message: Schema.String,
});

/** key: the group's list (domain/discovery/productGroup productGroupKey). */
export const ProductGroupRequested = Schema.TaggedStruct("ProductGroupRequested", { key: Schema.String });
export const ProductGroupLoaded = Schema.TaggedStruct("ProductGroupLoaded", {
  key: Schema.String,
  products: Schema.Array(Product),
});
export const ProductGroupFailed = Schema.TaggedStruct("ProductGroupFailed", {
  key: Schema.String,
  status: Schema.Number,
  message: Schema.String,
});

export const DiscoveryEvents = [
  CategoryTreeLoaded,
  CategoryTreeFailed,
  ProductListRequested,
  ProductListLoaded,
  ProductListMissing,
  ProductListFailed,
  ProductRequested,
  ProductLoaded,
  ProductMissing,
  ProductLoadFailed,
  RelatedProductsLoaded,
  ProductAvailabilityUpdated,
  BrandsRequested,
  BrandsLoaded,
  BrandsFailed,
  BrandDetailLoaded,
  OffersRequested,
  OffersLoaded,
  OffersFailed,
  ProductGroupRequested,
  ProductGroupLoaded,
  ProductGroupFailed,
] as const;
export type DiscoveryEvent = (typeof DiscoveryEvents)[number]["Type"];
