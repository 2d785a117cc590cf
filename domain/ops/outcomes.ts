import type { OutcomeLists } from "../core/feature";
import type { OpsCommand } from "./commands";

export const OpsOutcomes = {
  IdentifyRunningBuild: ["identified", "known"],
  CheckForNewBuild: ["identified", "current", "new-build", "unavailable"],
} as const satisfies OutcomeLists<OpsCommand>;
