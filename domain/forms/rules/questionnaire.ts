import { ageOn, parseBirthdate } from "../../account/rules/birthdate";
import type { Customer } from "../../session/customer";
import type { QuestionnairePrefill } from "../model";
import { prefillPhone } from "./phone";

/** Questionnaire: the age is an integer above 0 and below 100 (document 1 §5). */
const AGE_MIN = 1;
const AGE_MAX = 99;

export type AgeProblem = "integer" | "range";

/** Why an age text is refused, or null; an empty age is fine (the field is optional). */
export const ageProblem = (text: string): AgeProblem | null => {
  const t = text.trim();
  if (t === "") return null;
  if (!/^\d+$/.test(t)) return "integer";
  const n = Number(t);
  return n < AGE_MIN || n > AGE_MAX ? "range" : null;
};

/** The questionnaire's genders: the customer's salutation becomes one (document 1 §3). */
type Gender = QuestionnairePrefill["gender"];
export const genderOf = (salutation: Customer["salutation"]): Gender =>
  salutation === "Female"
    ? "female"
    : salutation === "Male"
      ? "male"
      : salutation === "Company"
        ? "company"
        : "";

export interface BillingData {
  readonly phoneNumber?: string | undefined;
  readonly streetName?: string | undefined;
  readonly streetNumber?: string | undefined;
  readonly postalCode?: string | undefined;
  readonly city?: string | undefined;
  readonly countryCode?: string | undefined;
}

/** The age a birthdate text gives on `today`, when it is a valid questionnaire age; else empty. */
export const prefillAge = (birthdate: string | undefined, dateFormat: string, today: Date): string => {
  const date = birthdate ? parseBirthdate(birthdate, dateFormat) : null;
  if (date === null) return "";
  const age = ageOn(date, today);
  return Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX ? String(age) : "";
};

/**
 * The questionnaire's fields from the customer's profile and billing address (document 1 §4:
 * prefilled when the customer appears). `country` is the locale's country the phone is parsed with.
 */
export const questionnairePrefillOf = (
  customer: Customer,
  billing: BillingData | null,
  dateFormat: string,
  country: string,
  today: Date,
): QuestionnairePrefill => ({
  firstname: customer.firstName,
  surname: customer.lastName,
  email: customer.email,
  academicTitle: customer.academicTitle ?? "",
  age: prefillAge(customer.birthdate, dateFormat, today),
  gender: genderOf(customer.salutation),
  telephoneNumber: billing?.phoneNumber ? prefillPhone(billing.phoneNumber, country) : "",
  street: [billing?.streetName, billing?.streetNumber].filter(Boolean).join(" "),
  zip: billing?.postalCode ?? "",
  city: billing?.city ?? "",
  countryCode: billing?.countryCode ?? "",
});

/** The questionnaire's own fields with their limits (the registration's where the spec names none). */
export const QUESTIONNAIRE_FIELD_MAX = {
  firstname: 20,
  surname: 24,
  email: 50,
  academicTitle: 15,
  age: 2,
  gender: 10,
  telephoneNumber: 30,
  street: 60,
  zip: 7,
  city: 25,
  countryCode: 2,
} as const satisfies Record<keyof QuestionnairePrefill, number>;
/** One answer to one question: at most 1700 characters (the contact form's text). */
export const ANSWER_MAX = 1700;

export type QuestionnaireProblem = "maxLength" | "integer" | "range" | "unknown";

/** Every broken rule of a questionnaire's fields and answers (by field, answers as "answers.<id>"). */
export const questionnaireProblems = (
  fields: Readonly<Record<string, string>>,
  answers: Readonly<Record<string, string>>,
  questionIds: ReadonlyArray<string>,
): Record<string, QuestionnaireProblem> => {
  const out: Record<string, QuestionnaireProblem> = {};
  for (const [name, value] of Object.entries(fields)) {
    const max = (QUESTIONNAIRE_FIELD_MAX as Record<string, number>)[name];
    if (max === undefined) out[name] = "unknown";
    else if (value.length > max) out[name] = "maxLength";
  }
  const age = ageProblem(fields.age ?? "");
  if (age) out.age = age;
  for (const [id, value] of Object.entries(answers)) {
    if (!questionIds.includes(id)) out[`answers.${id}`] = "unknown";
    else if (value.length > ANSWER_MAX) out[`answers.${id}`] = "maxLength";
  }
  return out;
};
