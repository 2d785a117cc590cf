import type { BillingAddress } from "../../cart/model";
import { LEGACY_PHONE } from "../../checkout/address";

/*
 * Document 2 §5 "Checkout address" and the registration's text rules, for a saved address: one
 * pure validation the address form (field messages) and the server (400 with field errors) share.
 */

/** The fields the address form edits, in display order. */
export const ADDRESS_FORM_FIELDS = [
  "salutation",
  "title",
  "firstName",
  "lastName",
  "companyName",
  "valueAddedTaxId",
  "companyRegistrationNumber",
  "streetName",
  "streetNumber",
  "additionalInfo",
  "postalCode",
  "city",
  "phoneNumber",
] as const satisfies ReadonlyArray<keyof BillingAddress>;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

/** Fields only a COMPANY address has. */
export const COMPANY_FIELDS: ReadonlyArray<AddressFormField> = [
  "companyName",
  "valueAddedTaxId",
  "companyRegistrationNumber",
];

/** The salutations a saved address may carry ("" = none). */
export const ADDRESS_SALUTATIONS = ["Female", "Male", "Company"] as const;

export type AddressFieldError =
  | { readonly rule: "required" }
  | { readonly rule: "tooLong"; readonly max: number }
  | { readonly rule: "tooShort"; readonly min: number }
  | { readonly rule: "noAngle" }
  | { readonly rule: "phone" }
  | { readonly rule: "salutation" };

export type AddressFieldErrors = Partial<Record<AddressFormField, AddressFieldError>>;

interface TextRule {
  readonly required?: boolean;
  readonly min?: number;
  readonly max: number;
}

/**
 * Street name required max 255, street number required max 5, additional info max 255 (document
 * 2 §5); postal code and city required (an address is complete with them, document 2 §3); VAT and
 * registration number 7–14 and academic title max 15 (registration rules); names and city within
 * the cart's billing-address limits.
 */
const TEXT_RULES: Record<Exclude<AddressFormField, "salutation" | "phoneNumber">, TextRule> = {
  title: { max: 15 },
  firstName: { max: 60 },
  lastName: { max: 60 },
  companyName: { max: 50 },
  valueAddedTaxId: { min: 7, max: 14 },
  companyRegistrationNumber: { min: 7, max: 14 },
  streetName: { required: true, max: 255 },
  streetNumber: { required: true, max: 5 },
  additionalInfo: { max: 255 },
  postalCode: { required: true, max: 10 },
  city: { required: true, max: 60 },
};

const checkText = (value: string | undefined, rule: TextRule): AddressFieldError | undefined => {
  const v = (value ?? "").trim();
  if (v === "") return rule.required ? { rule: "required" } : undefined;
  if (v.includes("<")) return { rule: "noAngle" };
  if (v.length > rule.max) return { rule: "tooLong", max: rule.max };
  if (rule.min !== undefined && v.length < rule.min) return { rule: "tooShort", min: rule.min };
  return undefined;
};

/** The legacy phone pattern (document 2 §5): optional, otherwise an optional plus then 6–20 digits or separators. */
const checkPhone = (value: string | undefined): AddressFieldError | undefined => {
  const v = (value ?? "").trim();
  if (v === "") return undefined;
  return LEGACY_PHONE.test(v) ? undefined : { rule: "phone" };
};

/** Every field's first broken rule; an empty object: the address can be saved. */
export const validateSavedAddress = (a: BillingAddress): AddressFieldErrors => {
  const errors: Record<string, AddressFieldError | undefined> = {};
  const salutation = (a.salutation ?? "").trim();
  if (salutation !== "" && !(ADDRESS_SALUTATIONS as ReadonlyArray<string>).includes(salutation))
    errors.salutation = { rule: "salutation" };
  for (const [field, rule] of Object.entries(TEXT_RULES))
    errors[field] = checkText(a[field as keyof BillingAddress], rule);
  errors.phoneNumber = checkPhone(a.phoneNumber);
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined)) as AddressFieldErrors;
};

/**
 * The required fields left empty. The SaveAddress handler refuses these itself: unlike the length
 * and pattern rules (the form's, and the server's), emptiness survives the masking of a recording,
 * so a re-executed recording takes the same path as the session it recorded.
 */
export const missingAddressFields = (a: BillingAddress): ReadonlyArray<AddressFormField> =>
  Object.entries(TEXT_RULES).flatMap(([field, rule]) =>
    rule.required && (a[field as keyof BillingAddress] ?? "").trim() === ""
      ? [field as AddressFormField]
      : [],
  );

/** How the server words a broken rule in its 400's field errors. */
export const addressErrorText = (field: AddressFormField, e: AddressFieldError): string => {
  switch (e.rule) {
    case "required":
      return `${field} is required`;
    case "tooLong":
      return `${field} must be at most ${e.max} characters`;
    case "tooShort":
      return `${field} must be at least ${e.min} characters`;
    case "noAngle":
      return `${field} must not contain <`;
    case "phone":
      return `${field} must be an optional plus and 6 to 20 digits or separators`;
    case "salutation":
      return `${field} must be one of ${ADDRESS_SALUTATIONS.join(", ")}`;
  }
};
