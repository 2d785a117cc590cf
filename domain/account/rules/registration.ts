import { EMAIL_PATTERN } from "../../checkout/address";
import { birthdateProblem } from "./birthdate";
import { newPasswordProblem } from "./password";

/*
 * The registration's rules (document 1 §5, "Registration (default)"): one pure function per rule,
 * used by the registration form, the server's POST /api/customers and the tests alike.
 */

export const REGISTRATION_FIELDS = [
  "salutation",
  "academicTitle",
  "firstName",
  "lastName",
  "email",
  "password",
  "birthdate",
  "mobile",
  "telephone",
  "street",
  "houseNumber",
  "staircase",
  "floor",
  "door",
  "zip",
  "city",
  "country",
  "company",
  "vatId",
  "registrationNumber",
  "deliveryNote",
  "hasClubCard",
  "cardNumber",
  "hasActivationCode",
  "activationCode",
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** The form's values as typed: every field is text ("yes"/"no" for the two questions). */
export type RegistrationInput = Readonly<Record<RegistrationField, string>>;

export type FieldRule =
  | { readonly rule: "required" }
  | { readonly rule: "tooLong"; readonly max: number }
  | { readonly rule: "tooShort"; readonly min: number }
  | { readonly rule: "lengthBetween"; readonly min: number; readonly max: number }
  | { readonly rule: "email" }
  | { readonly rule: "phone" }
  | { readonly rule: "cardNumber" }
  | { readonly rule: "birthdate" }
  | { readonly rule: "tooYoung" }
  | { readonly rule: "noAngleBrackets" }
  | { readonly rule: "noLessThan" }
  | { readonly rule: "choice" };

export type RegistrationErrors = Partial<Record<RegistrationField, FieldRule>>;

export const SALUTATIONS = ["Female", "Male", "Company"] as const;
export const COUNTRIES = ["DE", "AT"] as const;
const YES_NO = ["yes", "no"] as const;

/** Document 1 §5: e-mail at most 50 characters, in the shop's one e-mail pattern (domain/checkout/address). */
export const EMAIL_MAX = 50;
/** Mobile and telephone: a plus sign, then 7–15 digits. */
const PHONE_PATTERN = /^\+\d{7,15}$/;
/** Legacy phone numbers (older customer data): an optional plus, then 6–20 digits or separators. */
const LEGACY_PHONE_PATTERN = /^\+?[\d ()/-]{6,20}$/;
/** The activation code's length is not in the specification: 20 characters is ours. */
const ACTIVATION_CODE_MAX = 20;

/** "Text must not contain <": every free text field of the registration. */
export const hasLessThan = (text: string): boolean => text.includes("<");

export const isValidEmail = (email: string): boolean =>
  email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);

export const isValidPhone = (phone: string): boolean => PHONE_PATTERN.test(phone);
export const isValidLegacyPhone = (phone: string): boolean => LEGACY_PHONE_PATTERN.test(phone);

/** EAN-13: exactly 13 digits, the last the check digit (weights 1 and 3 from the left). */
export const isValidEan13 = (card: string): boolean => {
  if (!/^\d{13}$/.test(card)) return false;
  const digits = [...card].map(Number);
  const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
};

interface Limit {
  readonly required?: boolean;
  readonly min?: number;
  readonly max?: number;
}

/** The lengths of document 1 §5 (min–max characters). */
export const REGISTRATION_LIMITS = {
  academicTitle: { max: 15 },
  firstName: { required: true, max: 20 },
  lastName: { required: true, max: 24 },
  street: { required: true, max: 40 },
  houseNumber: { required: true, max: 5 },
  staircase: { max: 4 },
  floor: { max: 20 },
  door: { max: 4 },
  zip: { required: true, min: 4, max: 7 },
  city: { required: true },
  company: { max: 50 },
  vatId: { min: 7, max: 14 },
  registrationNumber: { min: 7, max: 14 },
  deliveryNote: { max: 240 },
  activationCode: { max: ACTIVATION_CODE_MAX },
} as const satisfies Partial<Record<RegistrationField, Limit>>;

const lengthRule = (value: string, limit: Limit): FieldRule | null => {
  if (value === "") return limit.required ? { rule: "required" } : null;
  const { min, max } = limit;
  if (min !== undefined && max !== undefined && (value.length < min || value.length > max))
    return { rule: "lengthBetween", min, max };
  if (max !== undefined && value.length > max) return { rule: "tooLong", max };
  if (min !== undefined && value.length < min) return { rule: "tooShort", min };
  return null;
};

const choiceRule = (value: string, allowed: ReadonlyArray<string>): FieldRule | null =>
  value === "" ? { rule: "required" } : allowed.includes(value) ? null : { rule: "choice" };

/** The one rule a field breaks first, or null; `today` and `dateFormat` for the birthdate. */
export const registrationFieldRule = (
  field: RegistrationField,
  input: RegistrationInput,
  dateFormat: string,
  today: Date,
): FieldRule | null => {
  const value = (input[field] ?? "").trim();
  switch (field) {
    case "salutation":
      return choiceRule(value, SALUTATIONS);
    case "country":
      return choiceRule(value, COUNTRIES);
    case "hasClubCard":
    case "hasActivationCode":
      return choiceRule(value, YES_NO);
    case "email":
      if (value === "") return { rule: "required" };
      if (value.length > EMAIL_MAX) return { rule: "tooLong", max: EMAIL_MAX };
      return EMAIL_PATTERN.test(value) ? null : { rule: "email" };
    case "password": {
      // The password is taken as typed: a space is a character of it.
      const problem = newPasswordProblem(input.password ?? "");
      if (problem === "required") return { rule: "required" };
      return problem === null ? null : { rule: "lengthBetween", min: 8, max: 50 };
    }
    case "birthdate": {
      const problem = birthdateProblem(value, dateFormat, today);
      if (problem === null) return null;
      if (value === "") return { rule: "required" };
      return problem === "tooYoung" ? { rule: "tooYoung" } : { rule: "birthdate" };
    }
    case "mobile":
    case "telephone":
      return value === "" || isValidPhone(value) ? null : { rule: "phone" };
    case "cardNumber":
      if (input.hasClubCard !== "yes") return null;
      if (value === "") return { rule: "required" };
      return isValidEan13(value) ? null : { rule: "cardNumber" };
    case "activationCode":
      if (input.hasActivationCode !== "yes") return null;
      if (value === "") return { rule: "required" };
      break;
    case "deliveryNote":
      if (/[<>]/.test(value)) return { rule: "noAngleBrackets" };
      break;
    default:
      break;
  }
  const limit = REGISTRATION_LIMITS[field];
  const broken = limit ? lengthRule(value, limit) : null;
  if (broken) return broken;
  return hasLessThan(value) ? { rule: "noLessThan" } : null;
};

/** Every broken rule of a registration, by field; empty when the registration may be sent. */
export const registrationErrors = (
  input: RegistrationInput,
  dateFormat: string,
  today: Date,
): RegistrationErrors => {
  const errors: Partial<Record<RegistrationField, FieldRule>> = {};
  for (const field of REGISTRATION_FIELDS) {
    const rule = registrationFieldRule(field, input, dateFormat, today);
    if (rule) errors[field] = rule;
  }
  return errors;
};

/** A rule as the server's field error says it (English; the form shows its own texts). */
export const ruleText = (r: FieldRule): string => {
  switch (r.rule) {
    case "required":
      return "is required";
    case "tooLong":
      return `must be at most ${r.max} characters`;
    case "tooShort":
      return `must be at least ${r.min} characters`;
    case "lengthBetween":
      return `must be ${r.min} to ${r.max} characters`;
    case "email":
      return "must be a valid e-mail address";
    case "phone":
      return "must be a plus sign followed by 7 to 15 digits";
    case "cardNumber":
      return "must be a 13-digit EAN-13 card number";
    case "birthdate":
      return "must be a date in the configured format";
    case "tooYoung":
      return "you must be at least 18 years old";
    case "noAngleBrackets":
      return "must not contain < or >";
    case "noLessThan":
      return "must not contain <";
    case "choice":
      return "is not one of the offered choices";
  }
};

export const emptyRegistration = (): Record<RegistrationField, string> =>
  Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, ""])) as Record<RegistrationField, string>;
