import { Schema } from "effect";
import { defineCall } from "./contract";

/** The Core Web Vitals and the two paint/response timings the web-vitals library reports. */
export const WebVitalName = Schema.Literal("LCP", "INP", "CLS", "FCP", "TTFB");
export type WebVitalName = typeof WebVitalName.Type;

/**
 * One measurement of a real shopper's page view (issue 17, field data). `route` is the route's name
 * (productDetail, search, …), never the path: a path can hold a search term or an order number.
 * Times in milliseconds, CLS unitless; an hour of waiting or a CLS of 100 is not a measurement.
 */
export const WebVital = Schema.Struct({
  name: WebVitalName,
  value: Schema.Number.pipe(Schema.finite(), Schema.between(0, 3_600_000)),
  rating: Schema.Literal("good", "needs-improvement", "poor"),
  route: Schema.String.pipe(Schema.pattern(/^[A-Za-z][\w-]{0,63}$/)),
  navigationType: Schema.optional(
    Schema.Literal("navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore"),
  ),
});
export type WebVital = typeof WebVital.Type;

export const WebVitalsBatch = Schema.Struct({
  metrics: Schema.Array(WebVital).pipe(Schema.minItems(1), Schema.maxItems(20)),
});
export type WebVitalsBatch = typeof WebVitalsBatch.Type;

/** The shop's page views report their vitals when the page is hidden (with statistics consent). */
export const postWebVitals = defineCall({
  name: "vitals.post",
  method: "POST",
  path: "/api/vitals",
  body: WebVitalsBatch,
  response: Schema.Struct({ stored: Schema.Number }),
  errors: {
    400: "a metric with an unknown name, an impossible value or a route that is not a route name",
    429: "too many reports from one address",
  },
});

const Percentiles = Schema.Struct({
  samples: Schema.Number,
  p75: Schema.Number,
  good: Schema.Number,
  needsImprovement: Schema.Number,
  poor: Schema.Number,
});

/**
 * For operators: the 75th percentile (Google's threshold for Core Web Vitals) per route and metric
 * over the last `days`, with the share of good / needs-improvement / poor views.
 * `Authorization: Bearer <operator token>`.
 */
export const getWebVitalsSummary = defineCall({
  name: "vitals.summary",
  method: "GET",
  path: "/api/vitals/summary",
  query: Schema.Struct({
    days: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 90))),
  }),
  response: Schema.Struct({
    days: Schema.Number,
    routes: Schema.Array(
      Schema.Struct({
        route: Schema.String,
        metrics: Schema.Record({ key: Schema.String, value: Percentiles }),
      }),
    ),
  }),
  errors: { 401: "no operator token, or a wrong one" },
});
