import type { AppCommand } from "../../domain/app/commands";
import type { Shop } from "../../domain/app/shop";
import type { AppState } from "../../domain/app/state";
import { registerTrackingProjections } from "../../domain/tracking/register";
import { slices } from "../browser/slices";
import { browserStorage } from "../browser/storage";
import { loadAllowedScripts, type TagManagerHost, unloadWithdrawnScripts } from "../consent/deferred";
import { type ConsentWindow, loadConsentScript } from "../consent/script";
import { postInsights } from "../insights/post";
import { createInsightsSink } from "../insights/sink";
import { pageBuildId, scheduleManifestPrefetch, startBuildWatch } from "../ops/builds";
import { deleteAnalyticsCookies } from "./analyticsCookies";
import type { AppliedFeed } from "./buffer";
import { createDataLayerSink, type DataLayerHost } from "./dataLayer";
import { outboundLog } from "./outbound";

/**
 * Everything that reacts to the shop from outside, loaded after boot in its own chunk: the consent
 * script, the deferred scripts, the dataLayer and insights adapters (fed from the store's
 * "applied" notifications buffered since start-up), the new-build watch and the manifest prefetch.
 * The dataLayer adapter comes first: Consent Mode's default is on the dataLayer before any tag.
 */
export const startIntegrations = (shop: Shop, feed: AppliedFeed): void => {
  const dispatch = (command: AppCommand) => {
    shop.dispatch(command).catch(() => {});
  };

  // What the adapters do with each event, for the devtools; a failed post while offline says so.
  const outbound = outboundLog();
  const report: typeof outbound.record = (draft) =>
    outbound.record(draft.status === "failed" && !navigator.onLine ? { ...draft, reason: "offline" } : draft);
  const dataLayer = createDataLayerSink(window as unknown as DataLayerHost, report);
  // Insights posts are the adapter's output, not domain port calls: they stay out of the event log.
  const insights = createInsightsSink({
    storage: browserStorage,
    now: Date.now,
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    report,
    send: postInsights(window.fetch.bind(window)),
  });
  // The devtools read the same click cache the adapter projects with.
  registerTrackingProjections({ clicks: insights.cache });

  const scripts = new Set<string>();
  let consentLoading = false;
  const follow = (state: AppState) => {
    if (!consentLoading && state.tenant.config) {
      consentLoading = true;
      void loadConsentScript({
        url: state.tenant.config.consentScriptUrl,
        win: window as unknown as ConsentWindow,
        doc: document,
        dispatch,
      });
    }
    loadAllowedScripts(state, document, scripts);
    unloadWithdrawnScripts(state, document, scripts, window as unknown as TagManagerHost);
  };

  feed.drain((applied) => {
    dataLayer.handle(applied);
    insights.handle(applied);
    // Not reactions: the stored consent is applied before StartApp, and a reaction to it would
    // make the start-up wait for the insights chunk.
    if (applied.event._tag === "ConsentChanged") {
      if (applied.event.categories.statistic) dispatch({ _tag: "EnsureInsightsUserToken" });
      else {
        // Refused or withdrawn: nothing of the statistics stays on the device (issue 15 #6).
        dispatch({ _tag: "ForgetInsightsUserToken" });
        deleteAnalyticsCookies(document, window.location.hostname);
      }
    }
    follow(applied.after);
  }, slices());
  follow(shop.store.getState());
  window.addEventListener("pagehide", () => insights.flush());

  // Real shoppers' Core Web Vitals (issue 17), in their own small chunk.
  import("../vitals/browser").then((m) => m.startBrowserWebVitals(shop)).catch(() => {});

  const buildId = pageBuildId(document);
  startBuildWatch({ buildId, dispatch, setInterval: (fn, ms) => window.setInterval(fn, ms) });
  const connection = (
    navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }
  ).connection;
  scheduleManifestPrefetch({
    buildId: () => shop.store.getState().ops.runningBuild,
    connection,
    fetch: (url) => window.fetch(url, { credentials: "same-origin" }),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  });
};
