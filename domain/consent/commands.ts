import { Schema } from "effect";

/** The consent script reported its active groups (on load and on every change). */
const ApplyConsentGroups = Schema.TaggedStruct("ApplyConsentGroups", {
  activeGroups: Schema.String.pipe(Schema.maxLength(2000)),
});
/** The consent script could not be loaded, or none is configured: everything is allowed. */
const ConsentScriptUnavailable = Schema.TaggedStruct("ConsentScriptUnavailable", {
  reason: Schema.Literal("failed", "notConfigured"),
});
/** At start-up, before the first request: the shopper's answer as the consent script stored it. */
const RestoreStoredConsent = Schema.TaggedStruct("RestoreStoredConsent", {});
export const ConsentCommands = [ApplyConsentGroups, ConsentScriptUnavailable, RestoreStoredConsent] as const;
export type ConsentCommand = (typeof ConsentCommands)[number]["Type"];
