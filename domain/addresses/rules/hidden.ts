import type { BillingAddress } from "../../cart/model";
import type { AddressCategory, AddressType } from "../model";
import { ADDRESS_FORM_FIELDS, type AddressFormField, COMPANY_FIELDS } from "./validation";

/**
 * Document 2 §5: billing fields can be hidden by configuration (value "Hide"); a hidden field is
 * not shown and is removed from the payload. The configuration (runtime config
 * `billingAddressFields`) is per address type; it applies to the addresses used for billing
 * (billing and combined), a delivery address keeps every field.
 */
export type BillingFieldConfig = Readonly<Record<string, Readonly<Record<string, string>>>>;

const billsTo = (category: AddressCategory) => category === "billing" || category === "combined";

export const isHiddenField = (
  field: AddressFormField,
  addressType: AddressType,
  category: AddressCategory,
  config: BillingFieldConfig | undefined,
): boolean => billsTo(category) && config?.[addressType]?.[field] === "Hide";

/** The fields the form shows: company fields for a company only, configured billing fields hidden. */
export const visibleAddressFields = (
  addressType: AddressType,
  category: AddressCategory,
  config: BillingFieldConfig | undefined,
): ReadonlyArray<AddressFormField> =>
  ADDRESS_FORM_FIELDS.filter(
    (f) =>
      (addressType === "COMPANY" || !COMPANY_FIELDS.includes(f)) &&
      !isHiddenField(f, addressType, category, config),
  );

/**
 * The address as it is sent and saved: every field the form does not show for this type and
 * category is removed (a hidden field, a private address's company fields); blank fields too.
 */
export const addressPayload = (
  address: BillingAddress,
  addressType: AddressType,
  category: AddressCategory,
  config: BillingFieldConfig | undefined,
): BillingAddress => {
  const shown = new Set<string>(visibleAddressFields(addressType, category, config));
  const hiddenByType = new Set<string>(ADDRESS_FORM_FIELDS.filter((f) => !shown.has(f)));
  return Object.fromEntries(
    Object.entries(address).filter(
      ([k, v]) => !hiddenByType.has(k) && typeof v === "string" && v.trim() !== "",
    ),
  ) as BillingAddress;
};
