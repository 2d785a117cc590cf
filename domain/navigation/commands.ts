import { Schema } from "effect";

/**
 * history: push a new entry, replace the current one, or none when the browser already moved
 * (back/forward). external: the link explicitly allows leaving the shop.
 */
const Navigate = Schema.TaggedStruct("Navigate", {
  to: Schema.String,
  history: Schema.optional(Schema.Literal("push", "replace", "none")),
  external: Schema.optional(Schema.Boolean),
});
const SetConnectivity = Schema.TaggedStruct("SetConnectivity", { online: Schema.Boolean });
/** The webview back button: the browser goes back and reports it like its own back button. */
const GoBack = Schema.TaggedStruct("GoBack", {});
export const NavigationCommands = [Navigate, SetConnectivity, GoBack] as const;
export type NavigationCommand = (typeof NavigationCommands)[number]["Type"];
