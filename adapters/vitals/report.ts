import type { WebVital, WebVitalsBatch } from "../../domain/api/vitals";

/** What the web-vitals library hands over (the fields this adapter reads). */
export interface MeasuredVital {
  readonly name: WebVital["name"];
  readonly value: number;
  readonly rating: WebVital["rating"];
  readonly navigationType?: string;
}

export interface VitalsHost {
  /** Registers the callback with the web-vitals library (onLCP, onINP, onCLS, onFCP, onTTFB). */
  readonly measure: (report: (metric: MeasuredVital) => void) => void;
  /** Whether the shopper allowed statistics (document 1 §3): asked when sending, not when measuring. */
  readonly allowed: () => boolean;
  /** The route the page loaded on, once the first navigation is applied (null before). */
  readonly route: () => string | null;
  /** Calls `flush` when the page is hidden or left: when the library has its final CLS and INP. */
  readonly onHidden: (flush: () => void) => void;
  /** Whether the page is hidden now: the library reports its final values in its own hidden handler. */
  readonly hidden: () => boolean;
  readonly send: (batch: WebVitalsBatch) => void;
}

const NAVIGATION_TYPES = new Set([
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
]);
const MAX_BATCH = 20;

/**
 * Field data (issue 17): each page load's vitals, filed under the route the page loaded on (the
 * vitals of a page load belong to its first screen, and a route name carries no search term or
 * order number), posted when the page is hidden and only with statistics consent — without it
 * they are dropped, not kept for later.
 */
export const startWebVitals = (host: VitalsHost): void => {
  const pending: Array<Omit<WebVital, "route">> = [];
  const flush = () => {
    // A value measured before the first navigation (TTFB, FCP) belongs to the same page load.
    const route = host.route() ?? "boot";
    const metrics = pending.splice(0, pending.length).map((m) => ({ ...m, route }));
    if (metrics.length === 0 || !host.allowed()) return;
    for (let i = 0; i < metrics.length; i += MAX_BATCH)
      host.send({ metrics: metrics.slice(i, i + MAX_BATCH) });
  };
  host.measure((metric) => {
    const navigationType = metric.navigationType;
    pending.push({
      name: metric.name,
      value: metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
      rating: metric.rating,
      ...(navigationType && NAVIGATION_TYPES.has(navigationType)
        ? { navigationType: navigationType as NonNullable<WebVital["navigationType"]> }
        : {}),
    });
    // Reported while the page is being hidden or left (after this adapter's own handler ran): now
    // or never, a page being left runs no timers.
    if (host.hidden()) flush();
  });
  host.onHidden(flush);
};
