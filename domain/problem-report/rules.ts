import { isValidEmail } from "../account/rules/registration";
import { PROBLEM_DESCRIPTION_MAX } from "./model";

export type ProblemFieldError = "descriptionRequired" | "descriptionTooLong" | "emailInvalid";

/** The form's rules: a description is required and bounded; an e-mail, when given, looks like one. */
export const validateProblemReport = (
  description: string,
  email: string,
): { readonly description?: ProblemFieldError; readonly email?: ProblemFieldError } => {
  const out: { description?: ProblemFieldError; email?: ProblemFieldError } = {};
  const d = description.trim();
  if (d.length === 0) out.description = "descriptionRequired";
  else if (d.length > PROBLEM_DESCRIPTION_MAX) out.description = "descriptionTooLong";
  const e = email.trim();
  // Checked like the registration's e-mail (domain/account/rules/registration).
  if (e.length > 0 && !isValidEmail(e)) out.email = "emailInvalid";
  return out;
};
