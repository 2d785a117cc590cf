import { Schema } from "effect";
import { AddressType, SavedAddress } from "../addresses/model";
import { defineCall } from "./contract";

/*
 * The customer's saved addresses (document 2 §3, §5, §7): customers only (401 for a guest). Every
 * change answers with the customer's whole list (primary first): setting a primary one changes
 * another's flag too.
 */

const List = Schema.Array(SavedAddress);
const ERRORS = {
  400: "a rule of the address is broken (field errors)",
  401: "not logged in",
  404: "no such address of this customer",
} as const;

/** The customer's saved addresses (document 2 §3), at most 20; placeholder values stripped. */
export const getAddresses = defineCall({
  name: "customers.addresses",
  method: "GET",
  path: "/api/customers/addresses",
  response: List,
  errors: { 401: "not logged in" },
});

/** The fields as typed: the server checks them with the domain's rules (400 with field errors), not the schema. */
const AddressFields = Schema.Record({ key: Schema.String, value: Schema.String });
const NewAddress = Schema.Struct({
  addressType: AddressType,
  primary: Schema.optional(Schema.Boolean),
  address: AddressFields,
});
const EditedAddress = Schema.Struct({ id: Schema.String, ...NewAddress.fields });
const TypeParam = Schema.Struct({ type: Schema.Literal("billing", "delivery") });

export const createAddress = defineCall({
  name: "customers.addresses.create",
  method: "POST",
  path: "/api/customers/addresses/:type",
  params: TypeParam,
  body: NewAddress,
  response: List,
  errors: { ...ERRORS, 409: "at most 20 saved addresses per customer" },
});

export const updateAddress = defineCall({
  name: "customers.addresses.update",
  method: "PUT",
  path: "/api/customers/addresses/:type",
  params: TypeParam,
  body: EditedAddress,
  response: List,
  errors: ERRORS,
});

/** One address used for billing and delivery. */
export const createCombinedAddress = defineCall({
  name: "customers.addresses.createCombined",
  method: "POST",
  path: "/api/customers/addresses/combined",
  body: NewAddress,
  response: List,
  errors: { ...ERRORS, 409: "at most 20 saved addresses per customer" },
});

export const updateCombinedAddress = defineCall({
  name: "customers.addresses.updateCombined",
  method: "PUT",
  path: "/api/customers/addresses/combined",
  body: EditedAddress,
  response: List,
  errors: ERRORS,
});

const IdParam = Schema.Struct({ id: Schema.String });

export const setPrimaryAddress = defineCall({
  name: "customers.addresses.primary",
  method: "POST",
  path: "/api/customers/addresses/:id/primary",
  params: IdParam,
  response: List,
  errors: ERRORS,
});

export const deleteAddress = defineCall({
  name: "customers.addresses.delete",
  method: "DELETE",
  path: "/api/customers/addresses/:id",
  params: IdParam,
  response: List,
  errors: ERRORS,
});

export const deleteCombinedAddress = defineCall({
  name: "customers.addresses.deleteCombined",
  method: "DELETE",
  path: "/api/customers/addresses/:id/combined",
  params: IdParam,
  response: List,
  errors: ERRORS,
});
