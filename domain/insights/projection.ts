import { Either, ParseResult, Schema } from "effect";
import type { ItemAdded } from "../cart/events";
import type { CartState } from "../cart/state";
import type { Navigated } from "../navigation/events";
import type { EmittedEvent, Projection } from "../recording/projection";
import type { TenantState } from "../shell/state";
import { addedQuantity } from "../tracking/cart";
import { type OriginSlices, productClickOrigin } from "../tracking/origin";
import { type ClickCache, clickBefore } from "./cache";
import {
  type InsightsDraft,
  InsightsEvent,
  PRODUCT_ADDED_TO_CART,
  PRODUCT_CLICKED,
  QUERY_ID_PATTERN,
} from "./model";
import type { InsightsState } from "./state";

/** What the insights projection reads of the states around an event. */
export interface InsightsSlices extends OriginSlices {
  readonly cart: CartState;
  readonly insights: InsightsState;
  readonly tenant: TenantState;
}

/** The events insights project (a product opened, a product added); every other event projects nothing. */
type ProjectedEvent = typeof Navigated.Type | typeof ItemAdded.Type;

/** The insights index the product search answers from. */
const insightsIndex = (state: { readonly tenant: TenantState }): string =>
  `${state.tenant.config?.tenant ?? "shop"}_products`;

/** A click on a search result: position from 1 within the whole result list (offset + index + 1). */
const productClicked = (
  state: { readonly tenant: TenantState },
  userToken: string,
  hit: { readonly sku: string; readonly position: number; readonly queryID: string },
): InsightsDraft => ({
  eventType: "click",
  eventName: PRODUCT_CLICKED,
  index: insightsIndex(state),
  userToken,
  objectIDs: [hit.sku],
  positions: [hit.position],
  queryID: hit.queryID,
});

/**
 * A product put in the cart after a search: the queryID of the search that led to it. A conversion
 * carries objectIDs and queryID; positions belong to click events only (public insights API).
 */
const productAddedToCart = (
  state: { readonly tenant: TenantState },
  userToken: string,
  added: { readonly sku: string; readonly queryID: string },
): InsightsDraft => ({
  eventType: "conversion",
  eventName: PRODUCT_ADDED_TO_CART,
  index: insightsIndex(state),
  userToken,
  objectIDs: [added.sku],
  queryID: added.queryID,
});

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
  return clickBefore(clicks, added.sku, added.at)?.queryID;
};

/**
 * The search-insights projection: pure, from domain events, the states around them and the click
 * cache as it is (the adapter's; empty by default). Nothing without the anonymous user token (which
 * exists only with statistics consent).
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
      return origin?.queryID
        ? [
            productClicked(after, token, {
              sku: origin.product.sku,
              position: origin.position,
              queryID: origin.queryID,
            }),
          ]
        : [];
    }
    case "ItemAdded": {
      if (addedQuantity(event, before) <= 0) return [];
      const queryID = addQueryID(event, clicks);
      return queryID ? [productAddedToCart(after, token, { sku: event.sku, queryID })] : [];
    }
    default:
      return [];
  }
};

const INSIGHTS_PROJECTION = "search-insights";
/** Drafts are validated with a placeholder time: the adapter stamps the real one when it queues them. */
const decode = Schema.decodeUnknownEither(InsightsEvent);
export const insightsProblems = (payload: unknown): string[] => {
  const stamped = payload && typeof payload === "object" ? { timestamp: 1, ...payload } : payload;
  const r = decode(stamped, { onExcessProperty: "error" });
  return Either.isLeft(r)
    ? [ParseResult.TreeFormatter.formatErrorSync(r.left).split("\n").slice(0, 6).join(" ")]
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
