import type { OutcomeLists } from "../core/feature";
import type { DeliveryPassCommand } from "./commands";

export const DeliveryPassOutcomes = {
  LoadDeliveryPassOffer: ["loaded", "cached", "failed", "off"],
  LoadCustomerDeliveryPass: ["loaded", "failed", "guest", "off"],
  ClearDeliveryPass: ["cleared"],
} as const satisfies OutcomeLists<DeliveryPassCommand>;
