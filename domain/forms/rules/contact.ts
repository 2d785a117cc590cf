import { isValidEmail } from "../../account/rules/registration";

/**
 * The contact form's limits (document 1 §5), once: the form, the handler and the server check
 * them with `contactProblems`. Lengths are characters; "digits" fields take digits only.
 */
interface FieldRule {
  readonly max: number;
  readonly min?: number;
  readonly required?: boolean;
  readonly digits?: boolean;
  readonly email?: boolean;
}

export const CONTACT_RULES = {
  firstName: { max: 24, required: true },
  // The spec names no limits for the surname and the e-mail: the registration's (24, 50) are ours.
  lastName: { max: 24 },
  email: { max: 50, required: true, email: true },
  text: { max: 1700, required: true },
  zip: { max: 7 },
  city: { max: 25 },
  loyaltyId: { max: 20, digits: true },
  productEan: { min: 1, max: 30, digits: true },
  productName: { max: 150 },
  batchNumber: { max: 50 },
  receiptNumber: { max: 150 },
  orderNumber: { max: 15, digits: true },
  errorCode: { max: 180 },
  timeWindow: { max: 50 },
  paymentMethod: { max: 50 },
  clientData: { max: 100 },
  discount: { max: 100 },
} as const satisfies Record<string, FieldRule>;

export type ContactField = keyof typeof CONTACT_RULES;
export const CONTACT_FIELDS = Object.keys(CONTACT_RULES) as ReadonlyArray<ContactField>;

/** The generic messages of document 1 §5 a field may break. */
export type FieldProblem = "required" | "maxLength" | "minLength" | "numbersOnly" | "email";

export type ContactFields = Partial<Record<ContactField, string>>;

const DIGITS = /^\d+$/;

/** Why one value breaks its rule, or null. An empty optional field is fine. */
export const fieldProblem = (rule: FieldRule, raw: string | undefined): FieldProblem | null => {
  const value = (raw ?? "").trim();
  if (value === "") return rule.required ? "required" : null;
  if (value.length > rule.max) return "maxLength";
  if (rule.min !== undefined && value.length < rule.min) return "minLength";
  if ("digits" in rule && rule.digits && !DIGITS.test(value)) return "numbersOnly";
  if ("email" in rule && rule.email && !isValidEmail(value)) return "email";
  return null;
};

/** Every broken rule of a contact form, by field; empty when it may be sent. */
export const contactProblems = (fields: ContactFields): Partial<Record<ContactField, FieldProblem>> => {
  const out: Partial<Record<ContactField, FieldProblem>> = {};
  for (const name of CONTACT_FIELDS) {
    const p = fieldProblem(CONTACT_RULES[name], fields[name]);
    if (p) out[name] = p;
  }
  return out;
};
