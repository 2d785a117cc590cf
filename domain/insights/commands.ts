import { Schema } from "effect";

/** Reads or creates the anonymous user token (with statistics consent only). */
const EnsureInsightsUserToken = Schema.TaggedStruct("EnsureInsightsUserToken", {});
/** Statistics consent withdrawn or refused: the token and its cookie go at once (issue 15 #6). */
const ForgetInsightsUserToken = Schema.TaggedStruct("ForgetInsightsUserToken", {});
export const InsightsCommands = [EnsureInsightsUserToken, ForgetInsightsUserToken] as const;
export type InsightsCommand = (typeof InsightsCommands)[number]["Type"];
