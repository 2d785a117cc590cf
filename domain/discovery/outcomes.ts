import type { OutcomeLists } from "../core/feature";
import type { DiscoveryCommand } from "./commands";

export const DiscoveryOutcomes = {
  ChangeListing: ["changed", "unchanged", "no-listing"],
  LoadCategoryTree: ["cached", "loaded", "failed"],
} as const satisfies OutcomeLists<DiscoveryCommand>;
