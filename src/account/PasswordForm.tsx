import { type FormEvent, useState } from "react";
import { newPasswordProblem } from "../../domain/account/rules/password";
import { useT } from "../state/context";
import { describedBy, Field } from "./Field";

/** A new password (8–50, document 1 §5) for a mailed link's token: the reset and the offline account. */
export const PasswordForm = ({
  label,
  submitLabel,
  onSubmit,
}: {
  readonly label: string;
  readonly submitLabel: string;
  readonly onSubmit: (password: string) => Promise<void>;
}) => {
  const t = useT();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = newPasswordProblem(password);
    if (problem !== null) {
      setError(
        problem === "required"
          ? t("account.error.required")
          : t("account.error.lengthBetween", { min: "8", max: "50" }),
      );
      document.getElementById("new-password")?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    await onSubmit(password);
    setBusy(false);
  };
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <Field id="new-password" label={label} error={error}>
        <input
          id="new-password"
          className="account-field__input"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...describedBy("new-password", error)}
        />
      </Field>
      <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
};
