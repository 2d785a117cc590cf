import type { OutcomeLists } from "../core/feature";
import type { ConsentCommand } from "./commands";

export const ConsentOutcomes = {
  ApplyConsentGroups: ["changed", "unchanged"],
  ConsentScriptUnavailable: ["allowed", "unchanged"],
} as const satisfies OutcomeLists<ConsentCommand>;
