import type { ShopInsightsEvent } from "../../domain/insights/algolia";
import { algoliaHeaders, type InsightsTarget } from "../../domain/insights/endpoint";

/**
 * Posts one request to the Insights API as Algolia's own clients do: POST {events} as JSON with
 * the application id and API key headers. No cookies (Algolia's host is another site; the reference
 * collector needs none); kept alive so a batch sent as the page hides still leaves.
 */
export const postInsights =
  (fetch: typeof globalThis.fetch) =>
  async (events: ReadonlyArray<ShopInsightsEvent>, target: InsightsTarget): Promise<void> => {
    const response = await fetch(target.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...algoliaHeaders(target) },
      body: JSON.stringify({ events }),
      credentials: "omit",
      keepalive: true,
    });
    if (!response.ok) throw new Error(`insights: ${response.status}`);
  };
