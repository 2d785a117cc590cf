import type { OutcomeLists } from "../core/feature";
import type { PaymentsCommand } from "./commands";

export const PaymentsOutcomes = {
  LoadPaymentMethods: ["loaded", "cached", "failed", "guest", "off"],
  ClearPaymentMethods: ["cleared"],
  DeletePaymentMethod: ["deleted", "notfound", "busy", "guest", "failed"],
  SetPrimaryPaymentMethod: ["primary", "unchanged", "expired", "notfound", "busy", "guest", "failed"],
  DetectPaymentWallets: ["detected", "known"],
} as const satisfies OutcomeLists<PaymentsCommand>;
