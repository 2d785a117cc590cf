import { Schema } from "effect";

/** The operations events and commands as schemas (the recording format); ./model has the rest, schema-free. */
export const RunningBuildIdentified = Schema.TaggedStruct("RunningBuildIdentified", {
  id: Schema.String,
  /** page: from the page's build-id meta tag; latest: the first latest.json answer (no meta tag, e.g. dev). */
  source: Schema.Literal("page", "latest"),
});
export const NewBuildDetected = Schema.TaggedStruct("NewBuildDetected", { id: Schema.String });
export const OpsEvents = [RunningBuildIdentified, NewBuildDetected] as const;

export const IdentifyRunningBuild = Schema.TaggedStruct("IdentifyRunningBuild", { id: Schema.String });
/** The hourly check: GET builds/latest.json with a timestamp query (document 1 §7). */
export const CheckForNewBuild = Schema.TaggedStruct("CheckForNewBuild", {});
export const OpsCommands = [IdentifyRunningBuild, CheckForNewBuild] as const;
