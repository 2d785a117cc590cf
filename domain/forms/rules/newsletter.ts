import { isValidEmail } from "../../account/rules/registration";

export type NewsletterEmailProblem = "required" | "email";

/** The anonymous newsletter forms ask for an e-mail address: required, the shop's pattern, at most 50. */
export const newsletterEmailProblem = (email: string): NewsletterEmailProblem | null => {
  const t = email.trim();
  if (t === "") return "required";
  return isValidEmail(t) ? null : "email";
};
