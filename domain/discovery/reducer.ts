import type { Draft } from "immer";
import type { SearchState, Slot } from "../search/state";
import type {
  BrandDetailLoaded,
  BrandsFailed,
  BrandsLoaded,
  BrandsRequested,
  CategoryTreeFailed,
  CategoryTreeLoaded,
  OffersFailed,
  OffersLoaded,
  OffersRequested,
  ProductAvailabilityUpdated,
  ProductGroupFailed,
  ProductGroupLoaded,
  ProductGroupRequested,
  ProductListFailed,
  ProductListLoaded,
  ProductListMissing,
  ProductListRequested,
  ProductLoaded,
  ProductLoadFailed,
  ProductMissing,
  ProductRequested,
  RelatedProductsLoaded,
} from "./events";
import type { Product } from "./product";
import type { SearchType } from "./search";
import type { DiscoveryState } from "./state";

/*
 * The discovery reducer cases, one per event (./events). Apart from the event schemas and importing them
 * as types only, so the root reducer (first load) does not carry the schemas; only the lazy
 * recording code needs those.
 */

type D = Draft<{ discovery: DiscoveryState }>;
/** The search results hold products too; their availability follows the store like the listing's. */
type WithSearch = Draft<{ discovery: DiscoveryState; search: SearchState }>;
type Slots = Readonly<Partial<Record<SearchType, Slot>>>;

/**
 * Products with the store's availability. New objects instead of writes: a product reduced in the
 * same batch is the event's own (frozen) object, not a draft.
 */
const withAvailability = <P extends Pick<Product, "sku" | "availability">>(
  products: ReadonlyArray<P>,
  by: Readonly<Record<string, Product["availability"]>>,
): P[] =>
  products.map((p) => {
    const a = by[p.sku];
    return a === undefined || a === p.availability ? p : { ...p, availability: a };
  });
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
    const by = e.availability;
    const listing = d.discovery.listing;
    if (listing?.result.status === "success") {
      const r = listing.result;
      d.discovery.listing = {
        ...listing,
        result: {
          ...r,
          data: { ...r.data, page: { ...r.data.page, products: withAvailability(r.data.page.products, by) } },
        },
      };
    }
    const offers = d.discovery.offers;
    if (offers?.status === "success")
      d.discovery.offers = {
        ...offers,
        data: { ...offers.data, products: withAvailability(offers.data.products, by) },
      };
    for (const [key, group] of Object.entries(d.discovery.productGroups))
      if (group.status === "success")
        d.discovery.productGroups[key] = { ...group, data: withAvailability(group.data, by) };
    const product = d.discovery.product;
    if (product !== null) {
      const r = product.result;
      d.discovery.product = {
        ...product,
        result: r.status === "success" ? { ...r, data: withAvailability([r.data], by)[0] ?? r.data } : r,
        related:
          product.related === null
            ? null
            : { ...product.related, products: withAvailability(product.related.products, by) },
      };
    }
    const inSlots = (results: Slots): Slots => {
      const slot = results.products;
      if (slot?.status !== "loaded" || slot.hits.type !== "products") return results;
      const hits = { ...slot.hits, results: withAvailability(slot.hits.results, by) };
      return { ...results, products: { ...slot, hits } };
    };
    if (d.search.page !== null)
      d.search.page = { ...d.search.page, results: inSlots(d.search.page.results as Slots) as Any };
    d.search.flyout = { ...d.search.flyout, results: inSlots(d.search.flyout.results as Slots) as Any };
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
  OffersRequested: (d: D, _e: typeof OffersRequested.Type) => {
    d.discovery.offers = { status: "pending" };
  },
  OffersLoaded: (d: D, e: typeof OffersLoaded.Type) => {
    d.discovery.offers = { status: "success", data: e.page as Any };
  },
  OffersFailed: (d: D, e: typeof OffersFailed.Type) => {
    d.discovery.offers = { status: "error", httpStatus: e.status, message: e.message };
  },
  ProductGroupRequested: (d: D, e: typeof ProductGroupRequested.Type) => {
    d.discovery.productGroups[e.key] = { status: "pending" };
  },
  ProductGroupLoaded: (d: D, e: typeof ProductGroupLoaded.Type) => {
    d.discovery.productGroups[e.key] = { status: "success", data: e.products as Any };
  },
  ProductGroupFailed: (d: D, e: typeof ProductGroupFailed.Type) => {
    d.discovery.productGroups[e.key] = { status: "error", httpStatus: e.status, message: e.message };
  },
};
