/** Document 1 §9: the anonymous user token cookie lives about 6 × 30 days. */
export const INSIGHTS_TOKEN_COOKIE = "_ALGOLIA";
export const INSIGHTS_TOKEN_MAX_AGE_S = 6 * 30 * 24 * 60 * 60;
const INSIGHTS_TOKEN_PREFIX = "anonymous-";

/** The local click cache (objectID → queryID, position) is trimmed when over 5000 entries to about 4000. */
export const INSIGHTS_CACHE_MAX = 5000;
export const INSIGHTS_CACHE_TRIM_TO = 4000;
export const INSIGHTS_CACHE_KEY = "insightsClicks";
/** Batching: a batch is sent after 2 s or when 20 events wait, whichever comes first. */
export const INSIGHTS_FLUSH_MS = 2000;
export const INSIGHTS_BATCH_MAX = 20;
export const PRODUCT_CLICKED = "Product Clicked";
export const PRODUCT_ADDED_TO_CART = "Product Added to Cart";
export const PRODUCTS_PURCHASED = "Products Purchased";
export const PRODUCT_LIST_VIEWED = "Product List Viewed";

/** An id from the Ids port made into a valid anonymous token. */
export const anonymousToken = (id: string): string =>
  `${INSIGHTS_TOKEN_PREFIX}${id.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 100) || "0"}`;
