import { Schema } from "effect";
import { FishCatch } from "./model";

export const FishLookupRequested = Schema.TaggedStruct("FishLookupRequested", { code: Schema.String });
export const FishCatchFound = Schema.TaggedStruct("FishCatchFound", { fishCatch: FishCatch });
/** Not a fish-tracking code: the block says how one looks; the server is not asked. */
export const FishCodeInvalid = Schema.TaggedStruct("FishCodeInvalid", { typed: Schema.String });
export const FishCatchNotFound = Schema.TaggedStruct("FishCatchNotFound", { code: Schema.String });
export const FishLookupFailed = Schema.TaggedStruct("FishLookupFailed", { code: Schema.String });

export const FishTrackingEvents = [
  FishLookupRequested,
  FishCatchFound,
  FishCodeInvalid,
  FishCatchNotFound,
  FishLookupFailed,
] as const;
export type FishTrackingEvent = (typeof FishTrackingEvents)[number]["Type"];
