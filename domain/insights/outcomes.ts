import type { OutcomeLists } from "../core/feature";
import type { InsightsCommand } from "./commands";

export const InsightsOutcomes = {
  EnsureInsightsUserToken: ["no-consent", "present", "read", "created"],
} as const satisfies OutcomeLists<InsightsCommand>;
