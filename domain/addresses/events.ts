import { Schema } from "effect";
import { SavedAddress } from "./model";

const SavedAddressesRequested = Schema.TaggedStruct("SavedAddressesRequested", { customerId: Schema.String });
/** The customer's saved addresses as last fetched (after the customer appeared). */
const SavedAddressesLoaded = Schema.TaggedStruct("SavedAddressesLoaded", {
  customerId: Schema.String,
  addresses: Schema.Array(SavedAddress),
});
const SavedAddressesFailed = Schema.TaggedStruct("SavedAddressesFailed", { customerId: Schema.String });
/** The customer went away (document 2 §1: customer-bound data is cleared on logout). */
const SavedAddressesCleared = Schema.TaggedStruct("SavedAddressesCleared", {});
/** A create, edit, delete or primary change answered with the customer's whole list. */
const SavedAddressesChanged = Schema.TaggedStruct("SavedAddressesChanged", {
  change: Schema.Literal("created", "updated", "deleted", "primarySet"),
  id: Schema.String,
  addresses: Schema.Array(SavedAddress),
});
export const AddressEvents = [
  SavedAddressesRequested,
  SavedAddressesLoaded,
  SavedAddressesFailed,
  SavedAddressesCleared,
  SavedAddressesChanged,
] as const;
export type AddressEvent = (typeof AddressEvents)[number]["Type"];
type Of<T extends AddressEvent["_tag"]> = Extract<AddressEvent, { readonly _tag: T }>;
export type SavedAddressesRequestedEvent = Of<"SavedAddressesRequested">;
export type SavedAddressesLoadedEvent = Of<"SavedAddressesLoaded">;
export type SavedAddressesFailedEvent = Of<"SavedAddressesFailed">;
export type SavedAddressesChangedEvent = Of<"SavedAddressesChanged">;
