import type { OutcomeLists } from "../core/feature";
import type { LoyaltyCommand } from "./commands";

export const LoyaltyOutcomes = {
  LoadLoyalty: ["loaded", "cached", "reset", "guest", "off"],
  ClearLoyalty: ["cleared"],
  LoadPersonalVouchers: ["loaded", "failed", "none"],
  LoadPhysicalCardStatus: ["loaded", "failed", "guest", "off"],
  OrderPhysicalCard: ["ordered", "invalid", "refused", "failed", "guest", "off"],
} as const satisfies OutcomeLists<LoyaltyCommand>;
