import { Schema } from "effect";
import { AddressCategory, AddressType } from "./model";

/** Caused by the customer appearing (CustomerLoaded, LoggedIn): see ./reactions. */
const LoadSavedAddresses = Schema.TaggedStruct("LoadSavedAddresses", { customerId: Schema.String });
/** Caused by the customer going away (CustomerCleared). */
const ClearSavedAddresses = Schema.TaggedStruct("ClearSavedAddresses", {});
/** Create (no id) or edit (id) a saved address of a category (document 2 §7). */
const SaveAddress = Schema.TaggedStruct("SaveAddress", {
  id: Schema.optional(Schema.String),
  category: AddressCategory,
  addressType: AddressType,
  primary: Schema.Boolean,
  address: Schema.Record({ key: Schema.String, value: Schema.String }),
});
const SetPrimaryAddress = Schema.TaggedStruct("SetPrimaryAddress", { id: Schema.String });
const DeleteAddress = Schema.TaggedStruct("DeleteAddress", { id: Schema.String });

export const AddressCommands = [
  LoadSavedAddresses,
  ClearSavedAddresses,
  SaveAddress,
  SetPrimaryAddress,
  DeleteAddress,
] as const;
export type AddressCommand = (typeof AddressCommands)[number]["Type"];
