import { Schema } from "effect";

const IdentifyRunningBuild = Schema.TaggedStruct("IdentifyRunningBuild", { id: Schema.String });
/** The hourly check: GET builds/latest.json with a timestamp query (document 1 §7). */
const CheckForNewBuild = Schema.TaggedStruct("CheckForNewBuild", {});
export const OpsCommands = [IdentifyRunningBuild, CheckForNewBuild] as const;
export type OpsCommand = (typeof OpsCommands)[number]["Type"];
