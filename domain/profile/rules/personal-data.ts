import { type BirthdateProblem, birthdateProblem } from "../../account/rules/birthdate";
import { EMAIL_MAX, REGISTRATION_LIMITS } from "../../account/rules/registration";
import { EMAIL_PATTERN } from "../../checkout/address";
import type { Customer } from "../../session/customer";

/**
 * The personal-data form of the profile (document 1 §3, §5, §7): the fields PUT /api/customers
 * takes, their rules, and whether anything changed. Shared by the form, the handler and the server.
 */

/** The salutations a customer may choose; Family is dropped on load (document 1 §3) and never offered. */
export const PROFILE_SALUTATIONS = ["Female", "Male", "Company"] as const;
export type ProfileSalutation = (typeof PROFILE_SALUTATIONS)[number];

/** Field lengths of document 1 §5 (the registration's; folded with it at merge). */
/** The customer's own fields keep the registration's limits (document 1 §5). */
export const PERSONAL_DATA_MAX = {
  academicTitle: REGISTRATION_LIMITS.academicTitle.max,
  firstName: REGISTRATION_LIMITS.firstName.max,
  lastName: REGISTRATION_LIMITS.lastName.max,
  email: EMAIL_MAX,
} as const;

export interface PersonalData {
  readonly salutation: ProfileSalutation | "";
  readonly academicTitle: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Text in the configured date format; empty when the customer gave none. */
  readonly birthdate: string;
}
export type PersonalDataField = keyof PersonalData;

export type PersonalDataProblem =
  | "required"
  | "tooLong"
  | "email"
  | "markup"
  | "salutation"
  | BirthdateProblem;
export type PersonalDataProblems = Partial<Record<PersonalDataField, PersonalDataProblem>>;

const isSalutation = (v: string): v is ProfileSalutation =>
  (PROFILE_SALUTATIONS as ReadonlyArray<string>).includes(v);

/** What the form starts from: the customer's data, a Family salutation left out. */
export const personalDataOf = (c: Customer): PersonalData => ({
  salutation: c.salutation !== undefined && isSalutation(c.salutation) ? c.salutation : "",
  academicTitle: c.academicTitle ?? "",
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  birthdate: c.birthdate ?? "",
});

/** The data as sent and compared: every text trimmed. */
const trimPersonalData = (d: PersonalData): PersonalData => ({
  salutation: d.salutation,
  academicTitle: d.academicTitle.trim(),
  firstName: d.firstName.trim(),
  lastName: d.lastName.trim(),
  email: d.email.trim(),
  birthdate: d.birthdate.trim(),
});

const textProblem = (value: string, max: number, required: boolean): PersonalDataProblem | undefined => {
  const v = value.trim();
  if (v === "") return required ? "required" : undefined;
  if (v.length > max) return "tooLong";
  // Document 1 §5: text must not contain "<".
  if (v.includes("<")) return "markup";
  return undefined;
};

/**
 * Why each field is refused, empty when the data is fine: first and last name and e-mail are
 * required, the lengths of document 1 §5, an e-mail pattern, and a birthdate (optional: a
 * customer may have none) in the configured format of a person at least 18 years old.
 */
export const personalDataProblems = (
  d: PersonalData,
  dateFormat: string,
  today: Date,
): PersonalDataProblems => {
  const out: Partial<Record<PersonalDataField, PersonalDataProblem>> = {};
  if (d.salutation !== "" && !isSalutation(d.salutation)) out.salutation = "salutation";
  const title = textProblem(d.academicTitle, PERSONAL_DATA_MAX.academicTitle, false);
  if (title) out.academicTitle = title;
  const first = textProblem(d.firstName, PERSONAL_DATA_MAX.firstName, true);
  if (first) out.firstName = first;
  const last = textProblem(d.lastName, PERSONAL_DATA_MAX.lastName, true);
  if (last) out.lastName = last;
  const email = textProblem(d.email, PERSONAL_DATA_MAX.email, true);
  if (email) out.email = email;
  else if (!EMAIL_PATTERN.test(d.email.trim())) out.email = "email";
  if (d.birthdate.trim() !== "") {
    const birth = birthdateProblem(d.birthdate, dateFormat, today);
    if (birth) out.birthdate = birth;
  }
  return out;
};

/** The body of PUT /api/customers: the personal data, empty optional fields left out. */
export interface ProfileUpdate {
  readonly salutation?: ProfileSalutation;
  readonly academicTitle?: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly birthdate?: string;
}

export const profileUpdateOf = (d: PersonalData): ProfileUpdate => {
  const t = trimPersonalData(d);
  return {
    ...(t.salutation !== "" ? { salutation: t.salutation } : {}),
    ...(t.academicTitle !== "" ? { academicTitle: t.academicTitle } : {}),
    firstName: t.firstName,
    lastName: t.lastName,
    email: t.email,
    ...(t.birthdate !== "" ? { birthdate: t.birthdate } : {}),
  };
};

/**
 * The update to send, or null when nothing changed (document 1 §7: PUT only if something
 * changed). An e-mail differing only in case is the same address.
 */
export const personalDataChange = (customer: Customer, edited: PersonalData): ProfileUpdate | null => {
  const before = trimPersonalData(personalDataOf(customer));
  const after = trimPersonalData(edited);
  const same =
    before.salutation === after.salutation &&
    before.academicTitle === after.academicTitle &&
    before.firstName === after.firstName &&
    before.lastName === after.lastName &&
    before.email.toLowerCase() === after.email.toLowerCase() &&
    before.birthdate === after.birthdate;
  return same ? null : profileUpdateOf(after);
};
