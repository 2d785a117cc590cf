import { Schema } from "effect";
import type { ProductListQuery } from "../api/discovery";
import type { ProductFlags } from "./flags";
import { DEFAULT_PAGE_SIZE, ProductSort } from "./listing";
import { PRODUCT_ATTRIBUTES, type ProductAttribute } from "./product";

/** Paging, sort and filters of a product list as the URL holds them (?page=2&sort=price_asc&brand=x). */
export const ListingQuery = Schema.Struct({
  page: Schema.Int,
  sort: ProductSort,
  brand: Schema.Array(Schema.String),
  attribute: Schema.Array(Schema.Literal(...PRODUCT_ATTRIBUTES)),
  /** Regular price bounds in cents, inclusive. */
  priceMin: Schema.NullOr(Schema.Int),
  priceMax: Schema.NullOr(Schema.Int),
});
export type ListingQuery = typeof ListingQuery.Type;

export const DEFAULT_LISTING_QUERY: ListingQuery = {
  page: 1,
  sort: "relevance",
  brand: [],
  attribute: [],
  priceMin: null,
  priceMax: null,
};

const SORTS = new Set<string>(ProductSort.literals);
const ATTRIBUTES = new Set<string>(PRODUCT_ATTRIBUTES);
const BRAND_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const MAX_PAGE = 100_000;
const MAX_PRICE = 100_000_000;

const intParam = (v: string | null, min: number, max: number): number | null => {
  if (v === null || !/^\d{1,9}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
};

/** Reads the list state from a query string; anything malformed falls back to the default. */
export const parseListingQuery = (search: string): ListingQuery => {
  const q = new URLSearchParams(search);
  const sort = q.get("sort");
  return {
    page: intParam(q.get("page"), 1, MAX_PAGE) ?? 1,
    sort: sort !== null && SORTS.has(sort) ? (sort as ProductSort) : "relevance",
    brand: [...new Set(q.getAll("brand").filter((b) => BRAND_SLUG.test(b)))],
    attribute: [...new Set(q.getAll("attribute").filter((a) => ATTRIBUTES.has(a)))] as ProductAttribute[],
    priceMin: intParam(q.get("priceMin"), 0, MAX_PRICE),
    priceMax: intParam(q.get("priceMax"), 0, MAX_PRICE),
  };
};

/** The query string of a list state, defaults left out ("" for the plain list); other keys kept. */
export const listingSearch = (query: ListingQuery, keep = ""): string => {
  const q = new URLSearchParams(keep);
  for (const k of ["page", "sort", "brand", "attribute", "priceMin", "priceMax"]) q.delete(k);
  if (query.page > 1) q.set("page", String(query.page));
  if (query.sort !== "relevance") q.set("sort", query.sort);
  for (const b of query.brand) q.append("brand", b);
  for (const a of query.attribute) q.append("attribute", a);
  if (query.priceMin !== null) q.set("priceMin", String(query.priceMin));
  if (query.priceMax !== null) q.set("priceMax", String(query.priceMax));
  const s = q.toString();
  return s ? `?${s}` : "";
};

export interface ListingChange {
  readonly page?: number;
  readonly sort?: ProductSort;
  readonly brand?: ReadonlyArray<string>;
  readonly attribute?: ReadonlyArray<ProductAttribute>;
  readonly priceMin?: number | null;
  readonly priceMax?: number | null;
  /** Drops every filter (sort stays). */
  readonly clearFilters?: boolean;
}

/**
 * A new sort or filter starts again at page 1 (the old page may not exist any more); only a page
 * change keeps the filters and moves the page. Swapped price bounds are put in order.
 */
export const applyListingChange = (query: ListingQuery, change: ListingChange): ListingQuery => {
  const base: ListingQuery = change.clearFilters
    ? { ...DEFAULT_LISTING_QUERY, sort: query.sort }
    : {
        ...query,
        sort: change.sort ?? query.sort,
        brand: change.brand ? [...new Set(change.brand)] : query.brand,
        attribute: change.attribute ? [...new Set(change.attribute)] : query.attribute,
        priceMin: change.priceMin !== undefined ? change.priceMin : query.priceMin,
        priceMax: change.priceMax !== undefined ? change.priceMax : query.priceMax,
      };
  const filtersChanged =
    change.clearFilters ||
    change.sort !== undefined ||
    change.brand !== undefined ||
    change.attribute !== undefined ||
    change.priceMin !== undefined ||
    change.priceMax !== undefined;
  let { priceMin, priceMax } = base;
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  return {
    ...base,
    priceMin,
    priceMax,
    page: change.page !== undefined ? Math.max(1, Math.trunc(change.page)) : filtersChanged ? 1 : query.page,
  };
};

/** The API query of a list state with the consent-driven flags (document 2 §7). */
export const listingApiQuery = (query: ListingQuery, flags: ProductFlags): ProductListQuery => ({
  ...flagQuery(flags),
  page: query.page,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: query.sort,
  ...(query.brand.length > 0 ? { brand: query.brand } : {}),
  ...(query.attribute.length > 0 ? { attribute: query.attribute } : {}),
  ...(query.priceMin !== null ? { priceMin: query.priceMin } : {}),
  ...(query.priceMax !== null ? { priceMax: query.priceMax } : {}),
});

/** storeId only when there is one; the two consent flags always, as true or false. */
export const flagQuery = (flags: ProductFlags) => ({
  ...(flags.storeId !== undefined ? { storeId: flags.storeId } : {}),
  enableStatistics: flags.enableStatistics,
  enablePersonalization: flags.enablePersonalization,
});
