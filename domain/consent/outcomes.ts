import type { OutcomeLists } from "../core/feature";
import type { ConsentCommand } from "./commands";

export const ConsentOutcomes = {
  ApplyConsentGroups: ["changed", "confirmed", "unchanged"],
  ConsentScriptUnavailable: ["allowed", "unchanged"],
  RestoreStoredConsent: ["restored", "none", "unchanged"],
} as const satisfies OutcomeLists<ConsentCommand>;
