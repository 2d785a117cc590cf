import { Schema } from "effect";

export const InsightsUserTokenAssigned = Schema.TaggedStruct("InsightsUserTokenAssigned", {
  userToken: Schema.String,
  created: Schema.Boolean,
});
/** The token and its cookie were deleted: statistics consent is gone. */
export const InsightsUserTokenForgotten = Schema.TaggedStruct("InsightsUserTokenForgotten", {});
export const InsightsEvents = [InsightsUserTokenAssigned, InsightsUserTokenForgotten] as const;
/** The feature's own events (InsightsEvent, in ./model, is the insights API's event). */
export type InsightsFeatureEvent = (typeof InsightsEvents)[number]["Type"];
