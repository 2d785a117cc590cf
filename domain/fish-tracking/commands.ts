import { Schema } from "effect";

/** The code typed into a fish-tracking block, as typed (normalised by the handler). */
const LookUpFishCode = Schema.TaggedStruct("LookUpFishCode", { code: Schema.String });

export const FishTrackingCommands = [LookUpFishCode] as const;
export type FishTrackingCommand = (typeof FishTrackingCommands)[number]["Type"];
