import { Schema } from "effect";
import { InsightsBatch, InsightsEvent, InsightsRegion } from "../insights/model";
import { defineCall } from "./contract";

/**
 * The reference server's search-insights collector: the body shape of the public insights API
 * (POST {events: [...]}) so analysts can see exactly what would be sent. In production the
 * client's adapter would post the same body to the region's public host (PUBLIC_INSIGHTS_URL).
 */
export const postInsightsEvents = defineCall({
  name: "insights.post",
  method: "POST",
  path: "/api/insights/events",
  query: Schema.Struct({ region: Schema.optional(InsightsRegion), appId: Schema.optional(Schema.String) }),
  body: InsightsBatch,
  response: Schema.Struct({ status: Schema.Literal(200), message: Schema.String }),
  errors: { 400: "an event does not have the public API's shape" },
});

const CollectedInsightsEvent = Schema.extend(
  InsightsEvent,
  Schema.Struct({ region: Schema.String, appId: Schema.String, receivedAt: Schema.String }),
);

/**
 * For analysts: what the collector received, newest last; filter by user token or queryID. Operators
 * only: `Authorization: Bearer <operator token>` (server config INSIGHTS_OPERATOR_TOKEN).
 */
export const getInsightsEvents = defineCall({
  name: "insights.list",
  method: "GET",
  path: "/api/insights/events",
  query: Schema.Struct({
    userToken: Schema.optional(Schema.String),
    queryID: Schema.optional(Schema.String),
    limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 1000))),
  }),
  response: Schema.Struct({ events: Schema.Array(CollectedInsightsEvent) }),
  errors: { 401: "no operator token, or a wrong one" },
});
