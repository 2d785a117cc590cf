import { Schema } from "effect";

export const RunningBuildIdentified = Schema.TaggedStruct("RunningBuildIdentified", {
  id: Schema.String,
  /** page: from the page's build-id meta tag; latest: the first latest.json answer (no meta tag, e.g. dev). */
  source: Schema.Literal("page", "latest"),
});
export const NewBuildDetected = Schema.TaggedStruct("NewBuildDetected", { id: Schema.String });
export const OpsEvents = [RunningBuildIdentified, NewBuildDetected] as const;
export type OpsEvent = (typeof OpsEvents)[number]["Type"];
