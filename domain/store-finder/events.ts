import { Schema } from "effect";
import { StoreSearchPlace } from "./model";

export const StoreFinderOpened = Schema.TaggedStruct("StoreFinderOpened", { at: Schema.Number });
export const StoreSearchRequested = Schema.TaggedStruct("StoreSearchRequested", { query: Schema.String });
export const StoresNearPlace = Schema.TaggedStruct("StoresNearPlace", {
  query: Schema.String,
  place: StoreSearchPlace,
});
/** The maps call knows no such place, or the text was too short to ask. */
export const StorePlaceNotFound = Schema.TaggedStruct("StorePlaceNotFound", { query: Schema.String });
export const StoreSearchFailed = Schema.TaggedStruct("StoreSearchFailed", { query: Schema.String });
const StoreSearchCleared = Schema.TaggedStruct("StoreSearchCleared", {});

export const StoreFinderEvents = [
  StoreFinderOpened,
  StoreSearchRequested,
  StoresNearPlace,
  StorePlaceNotFound,
  StoreSearchFailed,
  StoreSearchCleared,
] as const;
export type StoreFinderEvent = (typeof StoreFinderEvents)[number]["Type"];
