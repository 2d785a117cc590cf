import type { OutcomeLists } from "../core/feature";
import type { InsightsCommand } from "./commands";

export const InsightsOutcomes = {
  EnsureInsightsUserToken: ["no-consent", "present", "read", "created"],
  ForgetInsightsUserToken: ["consented", "forgotten", "absent"],
} as const satisfies OutcomeLists<InsightsCommand>;
