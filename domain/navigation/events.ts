import { Schema } from "effect";

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
export type NavigationEvent = (typeof NavigationEvents)[number]["Type"];
