import type { ClientRuntimeConfig } from "../tenant/config";

/** The reference server's collector: Algolia's request, on the shop's own origin. */
export const COLLECTOR_EVENTS_PATH = "/api/insights/events";
/** Algolia's events path on its host. */
const ALGOLIA_EVENTS_PATH = "/1/events";

/** Where insights events go and the credentials Algolia's headers carry. */
export interface InsightsTarget {
  readonly url: string;
  /** The tenant's region (de or us): Algolia's regional host when the config names it. */
  readonly region: string;
  readonly appId: string;
  readonly apiKey: string;
}

/**
 * The tenant's insights target: Algolia's host when the config names one (its /1/events), else
 * the reference collector. No target without an API key: Algolia answers every request without
 * one with 401, so nothing is sent.
 */
export const insightsTarget = (config: ClientRuntimeConfig["searchInsights"]): InsightsTarget | null => {
  if (!config.apiKey || !config.appId) return null;
  const url = config.host
    ? `${config.host.replace(/\/+$/, "")}${ALGOLIA_EVENTS_PATH}`
    : COLLECTOR_EVENTS_PATH;
  return { url, region: config.region, appId: config.appId, apiKey: config.apiKey };
};

/** Algolia's authentication headers (the Insights API reads both). */
export const algoliaHeaders = (target: InsightsTarget): Record<string, string> => ({
  "X-Algolia-Application-Id": target.appId,
  "X-Algolia-API-Key": target.apiKey,
});
