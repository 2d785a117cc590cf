import { Schema } from "effect";
import { InsightsBatch, InsightsEvent } from "../insights/algolia";
import { COLLECTOR_EVENTS_PATH } from "../insights/endpoint";
import { defineCall } from "./contract";

/**
 * The reference server's stand-in for Algolia's Insights API (POST /1/events): the same body
 * ({events: [...]}, Algolia's rules), the same headers (X-Algolia-Application-Id,
 * X-Algolia-API-Key: 401 "Invalid credentials" without the tenant's), the same answer. The shop
 * posts here unless the tenant names Algolia's host (domain/insights/endpoint).
 */
export const postInsightsEvents = defineCall({
  name: "insights.post",
  method: "POST",
  path: COLLECTOR_EVENTS_PATH,
  body: InsightsBatch,
  response: Schema.Struct({ status: Schema.Literal(200), message: Schema.String }),
  errors: {
    400: "an event breaks Algolia's Insights API rules (the message names the field)",
    401: "Invalid credentials: no or a wrong application id or API key header",
  },
});

const CollectedInsightsEvent = Schema.extend(
  InsightsEvent,
  Schema.Struct({ appId: Schema.String, receivedAt: Schema.String }),
);

/**
 * For analysts: what the collector received, newest last; filter by user token or queryID. Operators
 * only: `Authorization: Bearer <operator token>` (server config INSIGHTS_OPERATOR_TOKEN).
 */
export const getInsightsEvents = defineCall({
  name: "insights.list",
  method: "GET",
  path: COLLECTOR_EVENTS_PATH,
  query: Schema.Struct({
    userToken: Schema.optional(Schema.String),
    queryID: Schema.optional(Schema.String),
    limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 1000))),
  }),
  response: Schema.Struct({ events: Schema.Array(CollectedInsightsEvent) }),
  errors: { 401: "no operator token, or a wrong one" },
});
