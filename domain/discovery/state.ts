import type { Brand, BrandDetail } from "./brand";
import type { Category, CategoryTree } from "./category";
import type { ProductPage } from "./listing";
import type { ListingSource } from "./model";
import type { Product } from "./product";
import type { ListingQuery } from "./query";

/* The state and its initial value, apart from the schemas in ./model (the first load needs these, not those). */
type Remote<T> =
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
  /** The products on offer, for the product promotion block (the offers page). */
  readonly offers: Remote<ProductPage> | null;
  /** The products of the CMS product groups whose source is not the offers, by productGroupKey. */
  readonly productGroups: Readonly<Record<string, Remote<ReadonlyArray<Product>>>>;
}

export const initialDiscovery: DiscoveryState = {
  tree: null,
  listing: null,
  product: null,
  brands: null,
  brandDetails: {},
  offers: null,
  productGroups: {},
};
