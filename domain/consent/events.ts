import { Schema } from "effect";
import type { ConsentCategories as Categories } from "./state";

/** The consent events and commands as schemas (the recording format); ./model has the rest. */

/** Typed by the model's interface, so the two cannot drift apart. */
export const ConsentCategories: Schema.Schema<Categories> = Schema.Struct({
  marketing: Schema.Boolean,
  statistic: Schema.Boolean,
  targetGroupSelection: Schema.Boolean,
});

export const ConsentChanged = Schema.TaggedStruct("ConsentChanged", {
  categories: ConsentCategories,
  source: Schema.Literal("script", "failed", "notConfigured"),
});
export const ConsentEvents = [ConsentChanged] as const;

/** The consent script reported its active groups (on load and on every change). */
export const ApplyConsentGroups = Schema.TaggedStruct("ApplyConsentGroups", {
  activeGroups: Schema.String.pipe(Schema.maxLength(2000)),
});
/** The consent script could not be loaded, or none is configured: everything is allowed. */
export const ConsentScriptUnavailable = Schema.TaggedStruct("ConsentScriptUnavailable", {
  reason: Schema.Literal("failed", "notConfigured"),
});
export const ConsentCommands = [ApplyConsentGroups, ConsentScriptUnavailable] as const;
