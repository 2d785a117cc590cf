import { Schema } from "effect";
import { BillingAddress } from "../cart/model";

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

/** Document 2 §5, §9: at most 20 saved addresses per customer. */
export const MAX_SAVED_ADDRESSES = 20;

/**
 * Document 2 §5: when saving, missing address fields are filled with the placeholders na, nana,
 * nan; they are stripped when read back. Which placeholder a field gets is ours to choose (the
 * specification does not say): the four fields that make an address complete, each within its
 * length limit.
 */
export const ADDRESS_PLACEHOLDERS: ReadonlyArray<string> = ["na", "nana", "nan"];
const PLACEHOLDER_OF = {
  streetNumber: "na",
  streetName: "nana",
  postalCode: "nan",
  city: "nana",
} as const satisfies Partial<Record<keyof BillingAddress, string>>;

const blank = (v: string | undefined) => v === undefined || v.trim() === "";

/** The address as it is saved: every missing required field holds its placeholder. */
export const withPlaceholders = (a: BillingAddress): BillingAddress => {
  const out: Record<string, string | undefined> = { ...a };
  for (const [k, placeholder] of Object.entries(PLACEHOLDER_OF)) if (blank(out[k])) out[k] = placeholder;
  return out as BillingAddress;
};

/** The address as it is read back: a field holding a placeholder is dropped (whichever field it is in). */
export const withoutPlaceholders = (a: BillingAddress): BillingAddress =>
  Object.fromEntries(
    Object.entries(a).filter(([, v]) => v !== undefined && !ADDRESS_PLACEHOLDERS.includes(v.trim())),
  ) as BillingAddress;

/** The customer's saved addresses as last fetched (after the customer, at start-up). */
export const SavedAddressesLoaded = Schema.TaggedStruct("SavedAddressesLoaded", {
  addresses: Schema.Array(SavedAddress),
});
export const SavedAddressEvents = [SavedAddressesLoaded] as const;
