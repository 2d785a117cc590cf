import type { OutcomeLists } from "../core/feature";
import type { FishTrackingCommand } from "./commands";

export const FishTrackingOutcomes = {
  LookUpFishCode: ["found", "invalid", "notfound", "failed"],
} as const satisfies OutcomeLists<FishTrackingCommand>;
