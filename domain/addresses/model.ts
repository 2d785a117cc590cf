import { Schema } from "effect";
import { BillingAddress } from "../cart/model";

/** Saved address of a customer (document 2 §3): billing, delivery or combined, one of them primary. */
export const AddressCategory = Schema.Literal("billing", "delivery", "combined");
export type AddressCategory = typeof AddressCategory.Type;

/** PRIVATE or COMPANY. */
export const AddressType = Schema.Literal("PRIVATE", "COMPANY");
export type AddressType = typeof AddressType.Type;

export const SavedAddress = Schema.Struct({
  id: Schema.String,
  category: AddressCategory,
  primary: Schema.Boolean,
  addressType: AddressType,
  address: BillingAddress,
});
export type SavedAddress = typeof SavedAddress.Type;
