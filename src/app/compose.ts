import { Effect, Layer } from "effect";
import { CookiesLive, readCookie } from "../../adapters/browser/cookies";
import {
  browserIsOnline,
  IdsLive,
  logNow,
  OnlineLive,
  randomId,
  WallClockLive,
  watchConnectivity,
  whenBrowserOnline,
} from "../../adapters/browser/misc";
import { browserNavigation, NavigationLive, watchHistory } from "../../adapters/browser/navigation";
import { PaymentCapabilitiesLive } from "../../adapters/browser/payment";
import { browserStorage, StorageLive } from "../../adapters/browser/storage";
import { startValidationPoll } from "../../adapters/cart/validationPoll";
import { ApiLive } from "../../adapters/http/live";
import { createChunkGuard, installChunkGuard } from "../../adapters/ops/chunks";
import { problemReportsLive } from "../../adapters/problem-reports/live";
import type { Recorder } from "../../adapters/recording/recorder";
import { type AppliedFeed, bufferApplied } from "../../adapters/tracking/buffer";
import type { AppCommand } from "../../domain/app/commands";
import { loadLazyFeatures } from "../../domain/app/handlers";
import { createShop, type Shop } from "../../domain/app/shop";
import { OPERATOR_HINT_COOKIE } from "../../domain/operator/model";
import { redactSecrets } from "../../domain/recording/secrets";
import { isCrawler } from "../../domain/shell/crawlers";

/** What the React tree needs besides the shop: live platform functions, wired here once. */
export interface Platform {
  /** The shop's own origin: tells internal links from external ones. */
  readonly origin: string;
  /** Full page reload (the boot error's retry). */
  readonly reload: () => void;
  /** One step back in the browser history (the webview back button); popstate then drives Navigate. */
  readonly back: () => void;
  /** Today's date (a form's live check of a birthdate's minimum age); the wall clock is the platform's. */
  readonly today: () => Date;
  /** A search crawler (domain/shell/crawlers) is visiting: it gets no error page (document 1 §2). */
  readonly crawler: boolean;
}

export interface Composed {
  readonly shop: Shop;
  readonly platform: Platform;
  /** The store's applied events since start-up, for the lazily loaded tracking adapters. */
  readonly feed: AppliedFeed;
  /** Reloads once per path per 10 s when the error is a failed chunk load; true when it reloads. */
  readonly chunkGuard: (error: unknown) => boolean;
  /** Hands the recorder (started after boot) to the problem reports, which upload its recording. */
  readonly attachRecorder: (recorder: Promise<Recorder | null>) => void;
}

declare global {
  interface Window {
    __shop?: Shop;
  }
}

const loadId = randomId().slice(0, 8);
let commandCount = 0;
const nextCommandId = () => {
  commandCount += 1;
  return `${loadId}-${commandCount}`;
};

/** Commands from the shell itself must never throw into the browser's error handlers (no loops). */
const safeDispatch =
  (shop: Shop) =>
  (command: AppCommand): void => {
    shop.dispatch(command).catch(() => {});
  };

/**
 * Console warnings and errors enter the log (issue 19 #6), redacted like every entry. The console
 * still prints them; a message logged while one is being recorded is not recorded again (no loop).
 */
const recordConsole = (dispatch: (command: AppCommand) => void) => {
  let recording = false;
  for (const level of ["warn", "error"] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      original(...args);
      if (recording) return;
      recording = true;
      try {
        const message = args
          .map((a) => (a instanceof Error ? a.message : typeof a === "string" ? a : safeJson(a)))
          .join(" ");
        dispatch({ _tag: "RecordConsoleMessage", level, message });
      } finally {
        recording = false;
      }
    };
  }
};

const safeJson = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/** The composition root: live adapters wired into the shop, browser events turned into commands. */
export const compose = (): Composed => {
  const here = Effect.runSync(browserNavigation.current());
  let recorder: Promise<Recorder | null> = Promise.resolve(null);
  const recording = () => recorder.then((r) => (r ? r.recording() : null));
  const shop = createShop({
    ports: Layer.mergeAll(
      ApiLive,
      CookiesLive,
      StorageLive,
      WallClockLive,
      IdsLive,
      NavigationLive,
      OnlineLive,
      PaymentCapabilitiesLive,
      problemReportsLive(recording),
    ),
    now: logNow,
    nextCommandId,
    // Secrets never enter the log (devtools recordings mask personal data on top).
    redact: redactSecrets,
  });
  const dispatch = safeDispatch(shop);
  // Tracking is a projection of the store's events: buffered from the first event until the
  // tracking chunk (adapters/tracking/integrations) takes over after boot.
  const feed = bufferApplied(shop.store);
  const chunkGuard = createChunkGuard({
    storage: browserStorage,
    path: () => window.location.pathname,
    now: Date.now,
    reload: () => window.location.reload(),
    report: (message) => dispatch({ _tag: "ReportClientError", level: "warn", message }),
    online: browserIsOnline,
    whenOnline: whenBrowserOnline,
  });
  installChunkGuard(window, chunkGuard);

  watchHistory((url) => dispatch({ _tag: "Navigate", to: url, history: "none" }));
  watchConnectivity((online) => dispatch({ _tag: "SetConnectivity", online }));

  window.addEventListener("error", (event) => {
    const error: unknown = event.error;
    dispatch({
      _tag: "ReportClientError",
      level: "error",
      message: error instanceof Error ? error.message : event.message || "uncaught error",
      stack: error instanceof Error ? error.stack : undefined,
    });
    // Issue 19 #1: an uncaught error uploads the session's bundle (once per session, with consent).
    dispatch({
      _tag: "CaptureProblem",
      kind: "uncaught",
      error: error instanceof Error ? error.message : event.message,
    });
  });
  window.addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : `unhandled rejection: ${String(reason)}`;
    dispatch({
      _tag: "ReportClientError",
      level: "error",
      message,
      stack: reason instanceof Error ? reason.stack : undefined,
    });
    dispatch({ _tag: "CaptureProblem", kind: "uncaught", error: message });
  });
  recordConsole(dispatch);

  if (import.meta.env.DEV || new URLSearchParams(here.search).get("devtools") === "1") window.__shop = shop;

  const platform: Platform = {
    origin: here.origin,
    reload: () => Effect.runSync(browserNavigation.reload()),
    back: () => dispatch({ _tag: "GoBack" }),
    today: () => new Date(logNow()),
    crawler: isCrawler(navigator.userAgent),
  };
  const attachRecorder = (r: Promise<Recorder | null>) => {
    recorder = r;
  };
  return { shop, platform, feed, chunkGuard, attachRecorder };
};

/**
 * After a server render (issue 17): the start-up ran on the server and its events are in the store;
 * the browser reads only what is the shopper's own (consent, session, cart, operator) and starts
 * the timers, as `start` does after its start-up.
 */
export const resume = (shop: Shop): void => {
  shop.dispatch({ _tag: "RestoreStoredConsent" }).catch(() => {});
  // The session, then the shopper's cart in reaction (domain/cart/reactions).
  shop.dispatch({ _tag: "ResumeApp" }).catch(() => {});
  if (readCookie(OPERATOR_HINT_COOKIE) !== null) shop.dispatch({ _tag: "LoadOperator" }).catch(() => {});
  void loadLazyFeatures();
  startValidationPoll(shop);
};

export const start = (shop: Shop): void => {
  // Before the start-up: its first product request carries the consent the shopper stored (issue 15 #3).
  shop.dispatch({ _tag: "RestoreStoredConsent" }).catch(() => {});
  // The cart loads as a reaction to the start (domain/cart/reactions); the poll is a timer, so it lives here.
  shop.dispatch({ _tag: "StartApp" }).catch(() => {});
  // An operator (editor, QA) logged in in this browser: the shop asks who (issue 14); shoppers never do.
  if (readCookie(OPERATOR_HINT_COOKIE) !== null) shop.dispatch({ _tag: "LoadOperator" }).catch(() => {});
  // The lazy features' handler table, fetched beside the start-up rather than on their first command.
  void loadLazyFeatures();
  startValidationPoll(shop);
};
