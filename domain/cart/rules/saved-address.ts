import type { SavedAddress } from "../../addresses/model";
import { isCompleteAddress } from "../../addresses/rules/complete";
import type { DistributionAddress } from "../model";

/*
 * Document 2 §3, §4: the complete primary saved address stands in for the service-selection
 * prompt. Type-only imports: the rule stays free of the schemas.
 */

/** The customer's primary address that can receive a delivery (category delivery or combined), if any. */
export const primaryDeliveryAddress = (addresses: ReadonlyArray<SavedAddress>): SavedAddress | undefined =>
  addresses.find((a) => a.primary && (a.category === "delivery" || a.category === "combined"));

/**
 * What an add does about the service (document 2 §4):
 * - "add": the cart has a distribution address with a street; no required prompt;
 * - "useSavedAddress": the prompt would be required, but the primary delivery/combined saved
 *   address is complete: it becomes the delivery address instead;
 * - "prompt": the prompt is required.
 */
export type ServiceDecision =
  | { readonly kind: "add" }
  | { readonly kind: "useSavedAddress"; readonly address: SavedAddress }
  | { readonly kind: "prompt" };

export const serviceDecision = (
  hasServiceWithStreet: boolean,
  savedAddresses: ReadonlyArray<SavedAddress>,
): ServiceDecision => {
  if (hasServiceWithStreet) return { kind: "add" };
  const primary = primaryDeliveryAddress(savedAddresses);
  return primary !== undefined && isCompleteAddress(primary.address)
    ? { kind: "useSavedAddress", address: primary }
    : { kind: "prompt" };
};

/** The delivery address the cart gets from a saved address. */
export const deliveryAddressOf = (saved: SavedAddress): DistributionAddress => ({
  ...saved.address,
  distributionType: "DELIVERY",
});
