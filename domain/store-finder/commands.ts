import { Schema } from "effect";

/** The store finder is shown: its "open now" is measured from this moment (the clock port). */
const OpenStoreFinder = Schema.TaggedStruct("OpenStoreFinder", {});
/** Stores near a place or postal code, typed by the shopper (geocoded with the maps call). */
const SearchStores = Schema.TaggedStruct("SearchStores", { query: Schema.String });
/** Back to all stores, without a place. */
const ClearStoreSearch = Schema.TaggedStruct("ClearStoreSearch", {});

export const StoreFinderCommands = [OpenStoreFinder, SearchStores, ClearStoreSearch] as const;
export type StoreFinderCommand = (typeof StoreFinderCommands)[number]["Type"];
