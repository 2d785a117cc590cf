import { Schema } from "effect";

/** Reads or creates the anonymous user token (with statistics consent only). */
const EnsureInsightsUserToken = Schema.TaggedStruct("EnsureInsightsUserToken", {});
export const InsightsCommands = [EnsureInsightsUserToken] as const;
export type InsightsCommand = (typeof InsightsCommands)[number]["Type"];
