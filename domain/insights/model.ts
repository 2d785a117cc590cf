import { Schema } from "effect";

/** Document 1 §9: the anonymous user token cookie lives about 6 × 30 days. */
export const INSIGHTS_TOKEN_COOKIE = "_ALGOLIA";
export const INSIGHTS_TOKEN_MAX_AGE_S = 6 * 30 * 24 * 60 * 60;
const INSIGHTS_TOKEN_PREFIX = "anonymous-";
/** The public insights API accepts user tokens of 1 to 129 of these characters. */
export const USER_TOKEN_PATTERN = /^[A-Za-z0-9_=/+-]{1,129}$/;

/** Document 1 §9: regions de or us; each has its own public collector host. */
export const InsightsRegion = Schema.Literal("de", "us");
export type InsightsRegion = typeof InsightsRegion.Type;

/** The local click cache (objectID → queryID, position) is trimmed when over 5000 entries to about 4000. */
export const INSIGHTS_CACHE_MAX = 5000;
export const INSIGHTS_CACHE_TRIM_TO = 4000;
export const INSIGHTS_CACHE_KEY = "insightsClicks";
/** Batching: a batch is sent after 2 s or when 20 events wait, whichever comes first. */
export const INSIGHTS_FLUSH_MS = 2000;
export const INSIGHTS_BATCH_MAX = 20;
/** The public API takes at most 1000 events per request and 20 object ids per event. */
const INSIGHTS_REQUEST_MAX = 1000;
const INSIGHTS_OBJECT_IDS_MAX = 20;

export const PRODUCT_CLICKED = "Product Clicked";
export const PRODUCT_ADDED_TO_CART = "Product Added to Cart";

/** A search's queryID as the public insights API accepts it. */
export const QUERY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** One event in the public search-insights API's format. */
export const InsightsEvent = Schema.Struct({
  eventType: Schema.Literal("click", "conversion"),
  eventName: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64)),
  index: Schema.String.pipe(Schema.minLength(1)),
  userToken: Schema.String.pipe(Schema.pattern(USER_TOKEN_PATTERN)),
  objectIDs: Schema.Array(Schema.String).pipe(Schema.minItems(1), Schema.maxItems(INSIGHTS_OBJECT_IDS_MAX)),
  /** Positions from 1, one per object id (click events after a search only; conversions carry none). */
  positions: Schema.optional(Schema.Array(Schema.Int.pipe(Schema.positive()))),
  queryID: Schema.String.pipe(Schema.pattern(QUERY_ID_PATTERN)),
  timestamp: Schema.Int.pipe(Schema.positive()),
});
export type InsightsEvent = typeof InsightsEvent.Type;
/** As the projection emits it: the adapter stamps the time when it queues the event. */
export type InsightsDraft = Omit<InsightsEvent, "timestamp">;

export const InsightsBatch = Schema.Struct({
  events: Schema.Array(InsightsEvent).pipe(Schema.minItems(1), Schema.maxItems(INSIGHTS_REQUEST_MAX)),
});
export type InsightsBatch = typeof InsightsBatch.Type;

/** An id from the Ids port made into a valid anonymous token. */
export const anonymousToken = (id: string): string =>
  `${INSIGHTS_TOKEN_PREFIX}${id.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 100) || "0"}`;
