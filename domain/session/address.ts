import { Schema } from "effect";
import { BillingAddress, type DistributionAddress } from "../cart/model";

/** Saved address of a customer (document 2 §3): billing, delivery or combined, one of them primary. */
export const AddressCategory = Schema.Literal("billing", "delivery", "combined");
export type AddressCategory = typeof AddressCategory.Type;

export const SavedAddress = Schema.Struct({
  id: Schema.String,
  category: AddressCategory,
  primary: Schema.Boolean,
  /** PRIVATE or COMPANY. */
  addressType: Schema.Literal("PRIVATE", "COMPANY"),
  address: BillingAddress,
});
export type SavedAddress = typeof SavedAddress.Type;

/** Document 2 §3: complete = street number, street name, postal code and city. */
export const isCompleteAddress = (
  a: Pick<DistributionAddress, "streetName" | "streetNumber" | "postalCode" | "city">,
): boolean =>
  [a.streetName, a.streetNumber, a.postalCode, a.city].every((v) => v !== undefined && v.trim() !== "");
