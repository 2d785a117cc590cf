import { Schema } from "effect";
import type { Draft } from "immer";

export const RouteNameSchema = Schema.String;

export const Navigated = Schema.TaggedStruct("Navigated", {
  path: Schema.String,
  search: Schema.String,
  route: Schema.String,
  params: Schema.Record({ key: Schema.String, value: Schema.String }),
  /** The path asked for, when a redirect or the login guard sent the shopper elsewhere. */
  redirectedFrom: Schema.optional(Schema.String),
});
export const NavigationRefused = Schema.TaggedStruct("NavigationRefused", {
  to: Schema.String,
  reason: Schema.Literal("offline", "external", "protocol", "invalid"),
});
export const LeftForExternalSite = Schema.TaggedStruct("LeftForExternalSite", { href: Schema.String });
export const ConnectivityChanged = Schema.TaggedStruct("ConnectivityChanged", { online: Schema.Boolean });
export const NavigationEvents = [
  Navigated,
  NavigationRefused,
  LeftForExternalSite,
  ConnectivityChanged,
] as const;

/**
 * history: push a new entry, replace the current one, or none when the browser already moved
 * (back/forward). external: the link explicitly allows leaving the shop.
 */
export const Navigate = Schema.TaggedStruct("Navigate", {
  to: Schema.String,
  history: Schema.optional(Schema.Literal("push", "replace", "none")),
  external: Schema.optional(Schema.Boolean),
});
export const SetConnectivity = Schema.TaggedStruct("SetConnectivity", { online: Schema.Boolean });
/** The webview back button: the browser goes back and reports it like its own back button. */
export const GoBack = Schema.TaggedStruct("GoBack", {});
export const NavigationCommands = [Navigate, SetConnectivity, GoBack] as const;

export interface LocationState {
  readonly path: string;
  readonly search: string;
  readonly route: string | null;
  readonly params: Readonly<Record<string, string>>;
  readonly redirectedFrom: string | null;
  /** Increments on every navigation so screens can reset scroll and focus. */
  readonly version: number;
}
export interface NavigationState {
  readonly location: LocationState;
  readonly online: boolean;
  readonly lastRefused: { readonly to: string; readonly reason: string } | null;
}
export const initialNavigation: NavigationState = {
  location: { path: "/", search: "", route: null, params: {}, redirectedFrom: null, version: 0 },
  online: true,
  lastRefused: null,
};

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
  ConnectivityChanged: (d: D, e: typeof ConnectivityChanged.Type) => {
    d.navigation.online = e.online;
  },
};
