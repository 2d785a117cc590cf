import { Schema } from "effect";

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

// The state lives in ./state (no schemas, so the first load need not carry them).
export type { LocationState, NavigationState } from "./state";
