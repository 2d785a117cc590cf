import type { Draft } from "immer";
import type {
  BrandDetailLoaded,
  BrandsFailed,
  BrandsLoaded,
  BrandsRequested,
  CategoryTreeFailed,
  CategoryTreeLoaded,
  OffersFailed,
  OffersLoaded,
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
import type { DiscoveryState } from "./state";

/*
 * The discovery reducer cases, one per event (./model). Apart from the event schemas and importing them
 * as types only, so the root reducer (first load) does not carry the schemas; only the lazy
 * recording code needs those.
 */

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
  OffersRequested: (d: D) => {
    d.discovery.offers = { status: "pending" };
  },
  OffersLoaded: (d: D, e: typeof OffersLoaded.Type) => {
    d.discovery.offers = { status: "success", data: e.page as Any };
  },
  OffersFailed: (d: D, e: typeof OffersFailed.Type) => {
    d.discovery.offers = { status: "error", httpStatus: e.status, message: e.message };
  },
};
