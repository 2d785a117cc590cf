import { onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import type { Shop } from "../../domain/app/shop";
import { readCookie } from "../browser/cookies";
import { XSRF_COOKIE, XSRF_HEADER } from "../http/client";
import { startWebVitals } from "./report";

/** The browser's side of the field data: the web-vitals library, the consent in the store, a keepalive post. */
export const startBrowserWebVitals = (shop: Shop): void => {
  // The page load's route: the first one the navigation state takes (this chunk may load before it).
  let landing = shop.store.getState().navigation.location.route;
  if (landing === null) {
    const stop = shop.store.subscribe(() => {
      landing = shop.store.getState().navigation.location.route;
      if (landing !== null) stop();
    });
  }
  startWebVitals({
    measure: (report) => {
      for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(report);
    },
    allowed: () => shop.store.getState().consent.categories.statistic,
    route: () => landing,
    onHidden: (flush) => {
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "hidden") flush();
      });
      window.addEventListener("pagehide", flush);
    },
    hidden: () => document.visibilityState === "hidden",
    send: (batch) => {
      // keepalive: the request outlives the page that is being left.
      void window
        .fetch("/api/vitals", {
          method: "POST",
          keepalive: true,
          credentials: "same-origin",
          headers: { "content-type": "application/json", [XSRF_HEADER]: readCookie(XSRF_COOKIE) ?? "" },
          body: JSON.stringify(batch),
        })
        .catch(() => {});
    },
  });
};
