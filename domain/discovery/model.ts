import { Schema } from "effect";
import { Brand, BrandDetail } from "./brand";
import { Category, CategoryTree } from "./category";
import { ProductPage, ProductSort } from "./listing";
import { Availability, Product, ProductAttribute } from "./product";
import { ListingQuery } from "./query";

/** Where a product list comes from: a category (the product list route) or a brand (brand detail). */
export const ListingSource = Schema.Struct({
  kind: Schema.Literal("category", "brand"),
  slug: Schema.String,
});
export type ListingSource = typeof ListingSource.Type;

// Events --------------------------------------------------------------------------------------

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
] as const;

// Commands ------------------------------------------------------------------------------------

/**
 * Pages, sorts or filters the product list on screen (category or brand). The list state lives in
 * the URL, so the handler navigates (a new history entry) to the changed query and the list loads.
 */
export const ChangeListing = Schema.TaggedStruct("ChangeListing", {
  page: Schema.optional(Schema.Int),
  sort: Schema.optional(ProductSort),
  brand: Schema.optional(Schema.Array(Schema.String)),
  attribute: Schema.optional(Schema.Array(ProductAttribute)),
  priceMin: Schema.optional(Schema.NullOr(Schema.Int)),
  priceMax: Schema.optional(Schema.NullOr(Schema.Int)),
  clearFilters: Schema.optional(Schema.Boolean),
});
/**
 * The category tree for the header's assortment menu (desktop panel, phone drawer): loaded once per
 * session, when the shopper first opens the menu, so the start page's first load does not wait for it.
 */
export const LoadCategoryTree = Schema.TaggedStruct("LoadCategoryTree", {});
export const DiscoveryCommands = [ChangeListing, LoadCategoryTree] as const;

// The state lives in ./state (no schemas, so the first load need not carry them).
export type { DiscoveryState, ListingData, Remote } from "./state";
