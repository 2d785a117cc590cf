import { Schema } from "effect";
import type { BillingAddress, Cart } from "../cart/model";
import type { Customer } from "../session/customer";

/**
 * The checkout's contact and billing address (document 2 §5 "Checkout address", "Delivery phone
 * number"): the form's fields, their rules as named constants, and one pure validation the screen
 * (per-field messages) and the PlaceOrder handler (nothing invalid reaches the server) share.
 */

/** Street name: required, at most 255 characters (document 2 §5). */
export const STREET_NAME_MAX = 255;
/** Street number: required, at most 5 characters (document 2 §5). */
export const STREET_NUMBER_MAX = 5;
/** Delivery address text (names, city): at most 60 characters, no `<` (document 2 §5). */
export const ADDRESS_TEXT_MAX = 60;
/** E-mail: at most 50 characters (document 2 §5 registration rules, the cart's billing schema). */
export const EMAIL_MAX = 50;
/** The legacy phone pattern: an optional plus, then 6–20 digits or separators (document 2 §5). */
export const LEGACY_PHONE = /^\+?[0-9 ()/.-]{6,20}$/;
/** A German postal code: 5 digits (the demo tenant's country; the server's "complete address" rule). */
export const POSTAL_CODE = /^\d{5}$/;
/** An e-mail address: one @, a dot in the domain, no spaces or angle brackets (client form and server rule 006 alike). */
export const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Salutations the form offers (document 1 §3; Family is dropped on load). "" = none given. */
export const CHECKOUT_SALUTATIONS = ["Female", "Male", "Company"] as const;

/** What the form holds: every field a string ("" when empty). */
export const CheckoutAddress = Schema.Struct({
  salutation: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  phoneNumber: Schema.String,
  streetName: Schema.String,
  streetNumber: Schema.String,
  postalCode: Schema.String,
  city: Schema.String,
});
export type CheckoutAddress = typeof CheckoutAddress.Type;
export type CheckoutField = keyof CheckoutAddress;

/** The form's fields in display order. */
export const CHECKOUT_FIELDS: ReadonlyArray<CheckoutField> = [
  "salutation",
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "streetName",
  "streetNumber",
  "postalCode",
  "city",
];

export const EMPTY_CHECKOUT_ADDRESS: CheckoutAddress = {
  salutation: "",
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  streetName: "",
  streetNumber: "",
  postalCode: "",
  city: "",
};

export type FieldError =
  | { readonly rule: "required" }
  | { readonly rule: "tooLong"; readonly max: number }
  | { readonly rule: "noAngle" }
  | { readonly rule: "email" }
  | { readonly rule: "phone" }
  | { readonly rule: "postalCode" }
  | { readonly rule: "salutation" };

export type AddressErrors = Partial<Record<CheckoutField, FieldError>>;

/** Document 2 §5 "Delivery phone number": Optional allows empty; Mandatory requires it. */
export type PhoneRequirement = "optional" | "mandatory";

/**
 * The checkout asks for the phone as Mandatory: the cart validation needs a contact phone for
 * both services (code 007: the driver, or the store, calls it).
 */
const CHECKOUT_PHONE: PhoneRequirement = "mandatory";

const text = (value: string, max: number, required: boolean): FieldError | undefined => {
  const v = value.trim();
  if (v === "") return required ? { rule: "required" } : undefined;
  if (v.length > max) return { rule: "tooLong", max };
  if (v.includes("<")) return { rule: "noAngle" };
  return undefined;
};

/** Document 2 §5 "Delivery phone number". */
export const validatePhone = (value: string, requirement: PhoneRequirement): FieldError | undefined => {
  const v = value.trim();
  if (v === "") return requirement === "mandatory" ? { rule: "required" } : undefined;
  return LEGACY_PHONE.test(v) ? undefined : { rule: "phone" };
};

const validateEmail = (value: string): FieldError | undefined => {
  const v = value.trim();
  if (v === "") return { rule: "required" };
  if (v.length > EMAIL_MAX) return { rule: "tooLong", max: EMAIL_MAX };
  return EMAIL_PATTERN.test(v) ? undefined : { rule: "email" };
};

/** Every field's first broken rule; an empty object: the address can be saved. */
export const validateCheckoutAddress = (
  a: CheckoutAddress,
  phone: PhoneRequirement = CHECKOUT_PHONE,
): AddressErrors => {
  const postal = a.postalCode.trim();
  const errors: Record<CheckoutField, FieldError | undefined> = {
    salutation:
      a.salutation === "" || (CHECKOUT_SALUTATIONS as ReadonlyArray<string>).includes(a.salutation)
        ? undefined
        : { rule: "salutation" },
    firstName: text(a.firstName, ADDRESS_TEXT_MAX, true),
    lastName: text(a.lastName, ADDRESS_TEXT_MAX, true),
    email: validateEmail(a.email),
    phoneNumber: validatePhone(a.phoneNumber, phone),
    streetName: text(a.streetName, STREET_NAME_MAX, true),
    streetNumber: text(a.streetNumber, STREET_NUMBER_MAX, true),
    postalCode:
      postal === "" ? { rule: "required" } : POSTAL_CODE.test(postal) ? undefined : { rule: "postalCode" },
    city: text(a.city, ADDRESS_TEXT_MAX, true),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined)) as AddressErrors;
};

/**
 * The required fields left empty. PlaceOrder refuses these itself: unlike the length and pattern
 * rules (the form's, and the server's), emptiness survives the masking of a recording, so a
 * re-executed recording takes the same path as the session it recorded.
 */
export const missingFields = (
  a: CheckoutAddress,
  phone: PhoneRequirement = CHECKOUT_PHONE,
): CheckoutField[] =>
  CHECKOUT_FIELDS.filter(
    (f) => f !== "salutation" && (f !== "phoneNumber" || phone === "mandatory") && a[f].trim() === "",
  );

/** The billing address the cart gets (POST /api/carts/billing-address): trimmed, empty fields left out. */
export const toBillingAddress = (a: CheckoutAddress, countryCode = "DE"): BillingAddress => {
  const out: Record<string, string> = {};
  for (const field of CHECKOUT_FIELDS) {
    const v = a[field].trim();
    if (v !== "") out[field] = v;
  }
  return { ...out, countryCode } as BillingAddress;
};

const pick = (...values: ReadonlyArray<string | undefined | null>): string =>
  values.find((v) => v !== undefined && v !== null && v.trim() !== "")?.trim() ?? "";

/**
 * The form's first values: the billing address the cart already has, else the delivery address
 * (its street for delivery; a store's street is not the shopper's) and the logged-in customer.
 */
export const checkoutAddressPrefill = (cart: Cart | null, customer: Customer | null): CheckoutAddress => {
  const b = cart?.billingAddress ?? null;
  const d = cart?.distributionAddress ?? null;
  const home = d?.distributionType === "DELIVERY" ? d : null;
  const salutation = pick(b?.salutation, home?.salutation, customer?.salutation);
  return {
    salutation: (CHECKOUT_SALUTATIONS as ReadonlyArray<string>).includes(salutation) ? salutation : "",
    firstName: pick(b?.firstName, home?.firstName, customer?.firstName),
    lastName: pick(b?.lastName, home?.lastName, customer?.lastName),
    email: pick(b?.email, home?.email, customer?.email),
    phoneNumber: pick(b?.phoneNumber, home?.phoneNumber),
    streetName: pick(b?.streetName, home?.streetName),
    streetNumber: pick(b?.streetNumber, home?.streetNumber),
    postalCode: pick(b?.postalCode, home?.postalCode),
    city: pick(b?.city, home?.city),
  };
};
