import { newPasswordProblem, type PasswordProblem } from "../../account/rules/password";

/** Password change (document 1 §5): old and repeat required, the new one 8–50 and repeated exactly. */
export interface PasswordChange {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly repeatPassword: string;
}
export type PasswordChangeField = keyof PasswordChange;
type PasswordChangeProblem = "required" | "mismatch" | PasswordProblem;
export type PasswordChangeProblems = Partial<Record<PasswordChangeField, PasswordChangeProblem>>;

export const passwordChangeProblems = (p: PasswordChange): PasswordChangeProblems => {
  const out: Partial<Record<PasswordChangeField, PasswordChangeProblem>> = {};
  if (p.oldPassword === "") out.oldPassword = "required";
  const fresh = newPasswordProblem(p.newPassword);
  if (fresh) out.newPassword = fresh;
  if (p.repeatPassword === "") out.repeatPassword = "required";
  else if (p.repeatPassword !== p.newPassword) out.repeatPassword = "mismatch";
  return out;
};
