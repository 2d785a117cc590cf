import { Effect } from "effect";
import { batches, shouldFlush } from "../../domain/insights/batch";
import { type ClickCache, parseCache, rememberClick } from "../../domain/insights/cache";
import {
  INSIGHTS_CACHE_KEY,
  INSIGHTS_FLUSH_MS,
  type InsightsEvent,
  type InsightsRegion,
} from "../../domain/insights/model";
import { projectInsights } from "../../domain/insights/projection";
import type { StoragePort } from "../../domain/ports/storage";
import type { OutboundDraft } from "../../domain/tracking/outbound";
import type { AppApplied } from "../tracking/buffer";

export interface InsightsSinkOptions {
  readonly storage: StoragePort;
  readonly now: () => number;
  /** Posts one batch; failures are dropped (fire and forget, no retry loop). */
  readonly send: (
    events: ReadonlyArray<InsightsEvent>,
    region: InsightsRegion,
    appId: string,
  ) => Promise<void>;
  readonly setTimer: (fn: () => void, ms: number) => unknown;
  /** Told what became of every event (posted in which request, held back, failed), for the devtools. */
  readonly report?: (draft: OutboundDraft) => void;
}

/**
 * The insights adapter: projects every applied event (with the click cache, so an add on a product
 * page still carries the queryID of the search it was clicked from), stamps the time, remembers
 * clicks in the local cache (objectID → queryID, position; trimmed over 5000 to 4000) and sends batches of at
 * most 20 events, at the latest 2 s after the first waits. Only with statistics consent.
 */
export const createInsightsSink = (options: InsightsSinkOptions) => {
  let cache: ClickCache = parseCache(Effect.runSync(options.storage.get("local", INSIGHTS_CACHE_KEY)));
  let pending: InsightsEvent[] = [];
  let oldestAt: number | null = null;
  let timer = false;
  let target: { region: InsightsRegion; appId: string } = { region: "de", appId: "" };
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
    for (const batch of batches(out)) {
      const request = { id: ++requests, events: batch.length, ...target };
      options.send(batch, target.region, target.appId).then(
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
    if (config) target = { region: config.searchInsights.region, appId: config.searchInsights.appId };
    // The cache as it is before this event: an add finds the click that led to it.
    const drafts = projectInsights(event, before, after, cache);
    if (drafts.length === 0) return;
    const now = options.now();
    for (const d of drafts) {
      if (d.eventType === "click")
        d.objectIDs.forEach((objectID, i) => {
          cache = rememberClick(cache, {
            objectID,
            queryID: d.queryID,
            position: d.positions?.[i] ?? 0,
            at: now,
          });
        });
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
