import type { Draft } from "immer";
import { peek } from "../core/store";
import type { ConnectivityChanged, LeftForExternalSite, Navigated, NavigationRefused } from "./events";
import type { NavigationState } from "./state";

type D = Draft<{ navigation: NavigationState }>;
export const navigationCases = {
  Navigated: (d: D, e: typeof Navigated.Type) => {
    d.navigation.location = {
      path: e.path,
      search: e.search,
      route: e.route,
      params: e.params,
      redirectedFrom: e.redirectedFrom ?? null,
      version: d.navigation.location.version + 1,
    };
    d.navigation.lastRefused = null;
  },
  NavigationRefused: (d: D, e: typeof NavigationRefused.Type) => {
    d.navigation.lastRefused = { to: e.to, reason: e.reason };
  },
  LeftForExternalSite: (_d: D, _e: typeof LeftForExternalSite.Type) => {},
  // Frequent and tiny: the slice is replaced whole rather than drafted (core/store `peek`).
  ConnectivityChanged: (d: D, e: typeof ConnectivityChanged.Type) => {
    d.navigation = { ...peek(d, "navigation"), online: e.online };
  },
};
