import { Effect } from "effect";
import type { ShopInsightsEvent } from "../../domain/insights/algolia";
import { batches, shouldFlush } from "../../domain/insights/batch";
import { type ClickCache, lookupClick, parseCache, rememberClick } from "../../domain/insights/cache";
import { type InsightsTarget, insightsTarget } from "../../domain/insights/endpoint";
import { INSIGHTS_CACHE_KEY, INSIGHTS_FLUSH_MS } from "../../domain/insights/model";
import { projectInsights } from "../../domain/insights/projection";
import type { StoragePort } from "../../domain/ports/storage";
import type { OutboundDraft } from "../../domain/tracking/outbound";
import type { AppApplied } from "../tracking/buffer";

export interface InsightsSinkOptions {
  readonly storage: StoragePort;
  readonly now: () => number;
  /** Posts one request (at most 1000 events); failures are dropped (fire and forget, no retry loop). */
  readonly send: (events: ReadonlyArray<ShopInsightsEvent>, target: InsightsTarget) => Promise<void>;
  readonly setTimer: (fn: () => void, ms: number) => unknown;
  /** Told what became of every event (posted in which request, held back, failed), for the devtools. */
  readonly report?: (draft: OutboundDraft) => void;
}

/**
 * The insights adapter: projects every applied event (with the click cache, so an add on a product
 * page still carries the queryID of the search it was clicked from, and a purchase the search each
 * product came from), stamps the time, remembers clicks and search adds in the local cache
 * (objectID → queryID, position; trimmed over 5000 to 4000) and sends what waits when 20 events
 * wait or at the latest 2 s after the first, in requests of at most 1000 events, to the tenant's
 * target (Algolia's host with its headers, or the reference collector). Only with statistics
 * consent, and only when the tenant names an API key.
 */
export const createInsightsSink = (options: InsightsSinkOptions) => {
  let cache: ClickCache = parseCache(Effect.runSync(options.storage.get("local", INSIGHTS_CACHE_KEY)));
  let pending: ShopInsightsEvent[] = [];
  let oldestAt: number | null = null;
  let timer = false;
  let target: InsightsTarget | null = null;
  let sent = 0;
  let failed = 0;
  let requests = 0;
  const report = options.report ?? (() => {});
  const tell = (
    e: { readonly eventName: string },
    draft: Omit<OutboundDraft, "channel" | "name" | "payload">,
  ) => report({ channel: "insights", name: e.eventName, payload: e, ...draft });

  const flush = () => {
    const out = pending;
    pending = [];
    oldestAt = null;
    const to = target;
    if (to === null) return;
    for (const batch of batches(out)) {
      // The devtools' record names the request; the API key stays out of it.
      const request = { id: ++requests, events: batch.length, region: to.region, appId: to.appId };
      options.send(batch, to).then(
        () => {
          sent += batch.length;
          for (const e of batch) tell(e, { at: options.now(), status: "sent", request });
        },
        (error: unknown) => {
          failed += batch.length;
          for (const e of batch)
            tell(e, {
              at: options.now(),
              status: "failed",
              reason: "request-failed",
              request,
              error: String(error),
            });
        },
      );
    }
  };
  const schedule = () => {
    if (timer) return;
    timer = true;
    options.setTimer(() => {
      timer = false;
      if (shouldFlush(pending.length, oldestAt, options.now())) flush();
      else if (pending.length > 0) schedule();
    }, INSIGHTS_FLUSH_MS);
  };

  const handle = ({ event, before, after }: AppApplied) => {
    if (!after.consent.categories.statistic) {
      for (const e of pending) tell(e, { at: options.now(), status: "dropped", reason: "consent-withdrawn" });
      for (const d of projectInsights(event, before, after, cache))
        tell(d, { at: options.now(), status: "dropped", reason: "no-consent" });
      pending = [];
      oldestAt = null;
      // Refused or withdrawn: the remembered clicks go from memory and from the device at once (issue 15 #6).
      if (event._tag === "ConsentChanged") {
        cache = [];
        Effect.runSync(options.storage.remove("local", INSIGHTS_CACHE_KEY));
      }
      return;
    }
    const config = after.tenant.config;
    if (config) target = insightsTarget(config.searchInsights);
    if (target === null) return;
    // The cache as it is before this event: an add finds the click that led to it.
    const drafts = projectInsights(event, before, after, cache);
    if (drafts.length === 0) return;
    const now = options.now();
    for (const d of drafts) {
      // Remembered for the purchase: the search a product was clicked, or added to the cart, from.
      if (d.eventType === "click")
        d.objectIDs.forEach((objectID, i) => {
          cache = rememberClick(cache, {
            objectID,
            queryID: d.queryID,
            position: d.positions[i] ?? 0,
            at: now,
          });
        });
      else if (d.eventType === "conversion" && d.eventSubtype === "addToCart")
        for (const objectID of d.objectIDs) {
          // The click that led to this add stays as it is: the devtools, re-projecting the add,
          // look for a click made before it.
          if (lookupClick(cache, objectID)?.queryID === d.queryID) continue;
          cache = rememberClick(cache, { objectID, queryID: d.queryID, position: 0, at: now });
        }
      pending.push({ ...d, timestamp: now });
      oldestAt ??= now;
    }
    Effect.runSync(options.storage.set("local", INSIGHTS_CACHE_KEY, JSON.stringify(cache)));
    if (shouldFlush(pending.length, oldestAt, now)) flush();
    else schedule();
  };

  return {
    handle,
    flush,
    cache: () => cache,
    stats: () => ({ pending: pending.length, sent, failed }),
  };
};
