import { Schema } from "effect";
import type { Draft } from "immer";
import { Brand, BrandDetail } from "./brand";
import { Category, CategoryTree } from "./category";
import { ProductPage, ProductSort } from "./listing";
import { Product, ProductAttribute } from "./product";
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
export const BrandsRequested = Schema.TaggedStruct("BrandsRequested", {});
export const BrandsLoaded = Schema.TaggedStruct("BrandsLoaded", { brands: Schema.Array(Brand) });
export const BrandsFailed = Schema.TaggedStruct("BrandsFailed", { message: Schema.String });
export const BrandDetailLoaded = Schema.TaggedStruct("BrandDetailLoaded", {
  slug: Schema.String,
  detail: BrandDetail,
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
  BrandsRequested,
  BrandsLoaded,
  BrandsFailed,
  BrandDetailLoaded,
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
export const DiscoveryCommands = [ChangeListing] as const;

// State ---------------------------------------------------------------------------------------

export type Remote<T> =
  | { readonly status: "pending" }
  | { readonly status: "success"; readonly data: T }
  | { readonly status: "missing" }
  | { readonly status: "error"; readonly httpStatus: number; readonly message: string };

export interface ListingData {
  readonly page: ProductPage;
  readonly category: Category | null;
  readonly brand: Brand | null;
}

export interface DiscoveryState {
  readonly tree: Remote<CategoryTree> | null;
  readonly listing: {
    readonly key: string;
    readonly source: ListingSource;
    readonly query: ListingQuery;
    readonly result: Remote<ListingData>;
  } | null;
  readonly product: {
    readonly key: string;
    readonly slug: string;
    readonly sku: string | null;
    readonly result: Remote<Product>;
    readonly related: {
      readonly kind: "similar" | "popular";
      readonly products: ReadonlyArray<Product>;
    } | null;
  } | null;
  readonly brands: Remote<ReadonlyArray<Brand>> | null;
  readonly brandDetails: Readonly<Record<string, BrandDetail>>;
}

export const initialDiscovery: DiscoveryState = {
  tree: null,
  listing: null,
  product: null,
  brands: null,
  brandDetails: {},
};

type D = Draft<{ discovery: DiscoveryState }>;
type Any = never;

export const discoveryCases = {
  CategoryTreeLoaded: (d: D, e: typeof CategoryTreeLoaded.Type) => {
    d.discovery.tree = { status: "success", data: e.tree as Any };
  },
  CategoryTreeFailed: (d: D, e: typeof CategoryTreeFailed.Type) => {
    d.discovery.tree = { status: "error", httpStatus: 500, message: e.message };
  },
  ProductListRequested: (d: D, e: typeof ProductListRequested.Type) => {
    d.discovery.listing = {
      key: e.key,
      source: e.source,
      query: e.query as Any,
      result: { status: "pending" },
    };
  },
  ProductListLoaded: (d: D, e: typeof ProductListLoaded.Type) => {
    if (d.discovery.listing?.key !== e.key) return;
    d.discovery.listing.result = {
      status: "success",
      data: { page: e.page as Any, category: (e.category ?? null) as Any, brand: e.brand ?? null },
    };
  },
  ProductListMissing: (d: D, e: typeof ProductListMissing.Type) => {
    if (d.discovery.listing?.key !== e.key) return;
    d.discovery.listing.result = { status: "missing" };
  },
  ProductListFailed: (d: D, e: typeof ProductListFailed.Type) => {
    if (d.discovery.listing?.key !== e.key) return;
    d.discovery.listing.result = { status: "error", httpStatus: e.status, message: e.message };
  },
  ProductRequested: (d: D, e: typeof ProductRequested.Type) => {
    d.discovery.product = {
      key: e.key,
      slug: e.slug,
      sku: e.sku,
      result: { status: "pending" },
      related: null,
    };
  },
  ProductLoaded: (d: D, e: typeof ProductLoaded.Type) => {
    if (d.discovery.product?.key !== e.key) return;
    d.discovery.product.result = { status: "success", data: e.product as Any };
  },
  ProductMissing: (d: D, e: typeof ProductMissing.Type) => {
    if (d.discovery.product?.key !== e.key) return;
    d.discovery.product.result = { status: "missing" };
  },
  ProductLoadFailed: (d: D, e: typeof ProductLoadFailed.Type) => {
    if (d.discovery.product?.key !== e.key) return;
    d.discovery.product.result = { status: "error", httpStatus: e.status, message: e.message };
  },
  RelatedProductsLoaded: (d: D, e: typeof RelatedProductsLoaded.Type) => {
    if (d.discovery.product?.key !== e.key) return;
    d.discovery.product.related = { kind: e.kind, products: e.products as Any };
  },
  BrandsRequested: (d: D, _e: typeof BrandsRequested.Type) => {
    d.discovery.brands = { status: "pending" };
  },
  BrandsLoaded: (d: D, e: typeof BrandsLoaded.Type) => {
    d.discovery.brands = { status: "success", data: e.brands as Any };
  },
  BrandsFailed: (d: D, e: typeof BrandsFailed.Type) => {
    d.discovery.brands = { status: "error", httpStatus: 500, message: e.message };
  },
  BrandDetailLoaded: (d: D, e: typeof BrandDetailLoaded.Type) => {
    d.discovery.brandDetails[e.slug] = e.detail as Any;
  },
};
