import { Schema } from "effect";

export const InsightsUserTokenAssigned = Schema.TaggedStruct("InsightsUserTokenAssigned", {
  userToken: Schema.String,
  created: Schema.Boolean,
});
export const InsightsEvents = [InsightsUserTokenAssigned] as const;
/** The feature's own events (InsightsEvent, in ./model, is the insights API's event). */
export type InsightsFeatureEvent = (typeof InsightsEvents)[number]["Type"];
