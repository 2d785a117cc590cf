/**
 * Password rules (document 1 §5, document 2 §5): a login password is only required; a new password
 * (registration, reset, change) is 8–50 characters. Shared by the forms and the server.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;

export type PasswordProblem = "required" | "tooShort" | "tooLong";

export const newPasswordProblem = (password: string): PasswordProblem | null =>
  password.length === 0
    ? "required"
    : password.length < PASSWORD_MIN
      ? "tooShort"
      : password.length > PASSWORD_MAX
        ? "tooLong"
        : null;
