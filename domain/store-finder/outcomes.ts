import type { OutcomeLists } from "../core/feature";
import type { StoreFinderCommand } from "./commands";

export const StoreFinderOutcomes = {
  OpenStoreFinder: ["opened"],
  SearchStores: ["found", "notfound", "invalid", "failed"],
  ClearStoreSearch: ["cleared"],
} as const satisfies OutcomeLists<StoreFinderCommand>;
