import { Either, ParseResult, Schema } from "effect";
import type { ItemAdded } from "../cart/events";
import type { CartState } from "../cart/state";
import type { OrderPlaced } from "../checkout/events";
import type { ProductListLoaded } from "../discovery/events";
import type { Product } from "../discovery/product";
import type { Navigated } from "../navigation/events";
import type { EmittedEvent, Projection } from "../recording/projection";
import type { SearchPageResultsLoaded } from "../search/events";
import type { TenantState } from "../shell/state";
import { cartLines, itemAddedLines } from "../tracking/cart";
import { type OriginSlices, productClickOrigin } from "../tracking/origin";
import {
  type AddedToCartObjectIDsAfterSearch,
  type ClickedObjectIDsAfterSearch,
  INSIGHTS_OBJECT_IDS_MAX,
  InsightsEvent,
  type PurchasedObjectIDsAfterSearch,
  QUERY_ID_PATTERN,
  type ShopInsightsEvent,
  type ViewedObjectIDs,
} from "./algolia";
import { chunks } from "./batch";
import { type ClickCache, clickBefore, lookupClick } from "./cache";
import { PRODUCT_ADDED_TO_CART, PRODUCT_CLICKED, PRODUCT_LIST_VIEWED, PRODUCTS_PURCHASED } from "./model";
import { objectData, objectsValue, pricedObject } from "./objects";
import type { InsightsState } from "./state";

/** What the insights projection reads of the states around an event. */
export interface InsightsSlices extends OriginSlices {
  readonly cart: CartState;
  readonly insights: InsightsState;
  readonly tenant: TenantState;
}

/** As the projection emits an event: the adapter stamps the time when it queues it. */
type Unstamped<E> = E extends unknown ? Omit<E, "timestamp"> : never;
export type InsightsDraft = Unstamped<ShopInsightsEvent>;

/**
 * The events insights project (a product opened, a product added, a list shown, an order placed);
 * every other event projects nothing.
 */
type ProjectedEvent =
  | typeof Navigated.Type
  | typeof ItemAdded.Type
  | typeof ProductListLoaded.Type
  | typeof SearchPageResultsLoaded.Type
  | typeof OrderPlaced.Type;

type Tenant = { readonly tenant: TenantState };

/** The insights index the product search answers from. */
const insightsIndex = (state: Tenant): string => `${state.tenant.config?.tenant ?? "shop"}_products`;
/** The tenant's currency (EUR until the config is there). */
const currencyOf = (state: Tenant): string => state.tenant.config?.currency ?? "EUR";

/** A click on a search result: position from 1 within the whole result list (offset + index + 1). */
const productClicked = (
  state: Tenant,
  userToken: string,
  hit: { readonly sku: string; readonly position: number; readonly queryID: string },
): Unstamped<ClickedObjectIDsAfterSearch> => ({
  eventType: "click",
  eventName: PRODUCT_CLICKED,
  index: insightsIndex(state),
  userToken,
  objectIDs: [hit.sku],
  positions: [hit.position],
  queryID: hit.queryID,
});

/**
 * Products shown in a list: at most 20 object ids per event, so a longer list is several events.
 * No queryID: Algolia's view event has none.
 */
const productsViewed = (
  state: Tenant,
  userToken: string,
  products: ReadonlyArray<Product>,
): Array<Unstamped<ViewedObjectIDs>> =>
  chunks(
    products.map((p) => p.sku),
    INSIGHTS_OBJECT_IDS_MAX,
  ).map((objectIDs) => ({
    eventType: "view",
    eventName: PRODUCT_LIST_VIEWED,
    index: insightsIndex(state),
    userToken,
    objectIDs,
  }));

/**
 * The search that led to an add: the add's own source (a tile of search results or of a listing
 * with a queryID), else the click cache's newest "Product Clicked" of that sku made before the add
 * (the shopper searched, opened the product and added it on its page).
 */
const addQueryID = (
  added: { readonly sku: string; readonly at: number; readonly source?: { readonly queryID?: string } },
  clicks: ClickCache,
): string | undefined => {
  const own = added.source?.queryID;
  if (own !== undefined && QUERY_ID_PATTERN.test(own)) return own;
  const cached = clickBefore(clicks, added.sku, added.at)?.queryID;
  // A cache written by an older version may hold ids Algolia does not take.
  return cached !== undefined && QUERY_ID_PATTERN.test(cached) ? cached : undefined;
};

/**
 * A product put in the cart after a search (Algolia's addedToCartObjectIDsAfterSearch): the
 * search's queryID, the units added at the price the cart charges them, their value and currency.
 */
const productAddedToCart = (
  state: InsightsSlices,
  userToken: string,
  event: typeof ItemAdded.Type,
  before: InsightsSlices,
  clicks: ClickCache,
): Array<Unstamped<AddedToCartObjectIDsAfterSearch>> => {
  const queryID = addQueryID(event, clicks);
  if (queryID === undefined) return [];
  return itemAddedLines(event, before).map((line) => {
    const priced = pricedObject(line);
    return {
      eventType: "conversion",
      eventSubtype: "addToCart",
      eventName: PRODUCT_ADDED_TO_CART,
      index: insightsIndex(state),
      userToken,
      queryID,
      objectIDs: [priced.objectID],
      objectData: [objectData(priced)],
      currency: currencyOf(state),
      value: objectsValue([priced]),
    };
  });
};

/**
 * The order's products that came from a search (Algolia's purchasedObjectIDsAfterSearch): each
 * with the queryID remembered for it (the click cache: the search it was clicked or added from),
 * at the price the order charged; 20 products per event at most. Products not found through a
 * search are left out: they are no search revenue.
 */
const productsPurchased = (
  state: Tenant,
  userToken: string,
  order: (typeof OrderPlaced.Type)["order"],
  clicks: ClickCache,
): Array<Unstamped<PurchasedObjectIDsAfterSearch>> => {
  const found = cartLines(order.cart).flatMap((line) => {
    const queryID = lookupClick(clicks, line.product.sku)?.queryID;
    return queryID !== undefined && QUERY_ID_PATTERN.test(queryID)
      ? [{ priced: pricedObject(line), queryID }]
      : [];
  });
  return chunks(found, INSIGHTS_OBJECT_IDS_MAX).map((part) => ({
    eventType: "conversion",
    eventSubtype: "purchase",
    eventName: PRODUCTS_PURCHASED,
    index: insightsIndex(state),
    userToken,
    objectIDs: part.map((p) => p.priced.objectID),
    objectData: part.map((p) => ({ queryID: p.queryID, ...objectData(p.priced) })),
    currency: currencyOf(state),
    value: objectsValue(part.map((p) => p.priced)),
  }));
};

const skus = (products: ReadonlyArray<Product>): string => products.map((p) => p.sku).join(",");

/** The listing's products before the event, when it already showed this page (a reload of the same view). */
const listingShown = (state: InsightsSlices, key: string): ReadonlyArray<Product> | undefined => {
  const listing = state.discovery.listing;
  return listing?.key === key && listing.result.status === "success"
    ? listing.result.data.page.products
    : undefined;
};

/** The search page's product hits before the event, when they were loaded. */
const searchHitsShown = (state: InsightsSlices, term: string): ReadonlyArray<Product> | undefined => {
  const slot = state.search.page?.term === term ? state.search.page.results.products : undefined;
  return slot?.status === "loaded" && slot.hits.type === "products" ? slot.hits.results : undefined;
};

/**
 * The search-insights projection: pure, from domain events, the states around them and the click
 * cache as it is (the adapter's; empty by default). Nothing without the anonymous user token (which
 * exists only with statistics consent). Lists are viewed once per view: the same products loaded
 * again for the same list send nothing.
 */
export const projectInsights = (
  any: { readonly _tag: string },
  before: InsightsSlices,
  after: InsightsSlices,
  clicks: ClickCache = [],
): InsightsDraft[] => {
  const token = after.insights.userToken;
  if (token === null) return [];
  // Event tags are unique in the app: an event of another tag reaches the default case.
  const event = any as ProjectedEvent;
  switch (event._tag) {
    case "Navigated": {
      const origin = productClickOrigin(event, before);
      // A queryID Algolia would refuse (not its 32 hex digits) makes no event.
      return origin?.queryID && QUERY_ID_PATTERN.test(origin.queryID)
        ? [
            productClicked(after, token, {
              sku: origin.product.sku,
              position: origin.position,
              queryID: origin.queryID,
            }),
          ]
        : [];
    }
    case "ItemAdded":
      return productAddedToCart(after, token, event, before, clicks);
    case "ProductListLoaded": {
      if (after.discovery.listing?.key !== event.key) return [];
      const shown = listingShown(before, event.key);
      return shown && skus(shown) === skus(event.page.products)
        ? []
        : productsViewed(after, token, event.page.products);
    }
    case "SearchPageResultsLoaded": {
      if (event.failed || event.hits.type !== "products" || after.search.page?.term !== event.term) return [];
      const shown = searchHitsShown(before, event.term);
      return shown && skus(shown) === skus(event.hits.results)
        ? []
        : productsViewed(after, token, event.hits.results);
    }
    case "OrderPlaced":
      return productsPurchased(after, token, event.order, clicks);
    default:
      return [];
  }
};

const INSIGHTS_PROJECTION = "search-insights";
/** Drafts are validated with a placeholder time: the adapter stamps the real one when it queues them. */
const decode = Schema.decodeUnknownEither(InsightsEvent);
export const insightsProblems = (payload: unknown): string[] => {
  const stamped = payload && typeof payload === "object" ? { timestamp: 1, ...payload } : payload;
  const r = decode(stamped, { errors: "all", onExcessProperty: "error" });
  return Either.isLeft(r)
    ? ParseResult.ArrayFormatter.formatErrorSync(r.left).map((i) =>
        i.path.length === 0 ? i.message : `${i.path.join(".")}: ${i.message}`,
      )
    : [];
};

/**
 * The devtools' insights projection, reading the click cache through `clicks` (the adapter's live
 * cache in the browser). Only clicks made before an add count, so re-projecting an older add does
 * not pick up a later click; a click trimmed out of the cache since is no longer found.
 */
export const insightsProjectionWith = (
  clicks: () => ClickCache,
): Projection<InsightsSlices, { readonly _tag: string }> => ({
  name: INSIGHTS_PROJECTION,
  channel: "insights",
  project: (event, before, after) =>
    projectInsights(event, before, after, clicks()).map(
      (e): EmittedEvent => ({ name: e.eventName, payload: e }),
    ),
  validate: (emitted) => {
    const errors = insightsProblems(emitted.payload);
    return errors.length === 0 ? { ok: true } : { ok: false, errors };
  },
});

export const insightsProjection = insightsProjectionWith(() => []);
