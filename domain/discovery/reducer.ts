import type { Draft } from "immer";
import type { SearchState } from "../search/state";
import type {
  BrandDetailLoaded,
  BrandsFailed,
  BrandsLoaded,
  BrandsRequested,
  CategoryTreeFailed,
  CategoryTreeLoaded,
  ProductAvailabilityUpdated,
  ProductListFailed,
  ProductListLoaded,
  ProductListMissing,
  ProductListRequested,
  ProductLoaded,
  ProductLoadFailed,
  ProductMissing,
  ProductRequested,
  RelatedProductsLoaded,
} from "./model";
import type { Product } from "./product";
import type { DiscoveryState } from "./state";

/*
 * The discovery reducer cases, one per event (./model). Apart from the event schemas and importing them
 * as types only, so the root reducer (first load) does not carry the schemas; only the lazy
 * recording code needs those.
 */

type D = Draft<{ discovery: DiscoveryState }>;
/** The search results hold products too; their availability follows the store like the listing's. */
type WithSearch = Draft<{ discovery: DiscoveryState; search: SearchState }>;

const setAvailability = (products: Draft<Product>[] | undefined, by: Readonly<Record<string, string>>) => {
  for (const p of products ?? []) {
    const a = by[p.sku];
    if (a !== undefined) p.availability = a as Product["availability"];
  }
};
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
  ProductAvailabilityUpdated: (d: WithSearch, e: typeof ProductAvailabilityUpdated.Type) => {
    const listing = d.discovery.listing?.result;
    if (listing?.status === "success") setAvailability(listing.data.page.products as never, e.availability);
    const product = d.discovery.product;
    if (product?.result.status === "success") setAvailability([product.result.data as never], e.availability);
    setAvailability(product?.related?.products as never, e.availability);
    for (const slots of [d.search.page?.results, d.search.flyout.results]) {
      const slot = slots?.products;
      if (slot?.status === "loaded" && slot.hits.type === "products")
        setAvailability(slot.hits.results as never, e.availability);
    }
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
