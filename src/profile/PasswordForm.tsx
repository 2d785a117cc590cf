import { type FormEvent, useState } from "react";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../domain/account/rules/password";
import type { PasswordChange, PasswordChangeField } from "../../domain/profile/rules/password-change";
import { focusFirstError } from "../components/fieldFocus";
import { useDispatchAsync, useGetState, useSelector, useT } from "../state/context";
import { FormNotice, type Notice, problemText, SubmitButton, TextField } from "./Field";

const FORM = "password";
const FIELDS: ReadonlyArray<PasswordChangeField> = ["oldPassword", "newPassword", "repeatPassword"];
const EMPTY: PasswordChange = { oldPassword: "", newPassword: "", repeatPassword: "" };

/** Password change (document 1 §5): old and repeat required, the new one 8–50. */
const PasswordForm = () => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const getState = useGetState();
  const refusals = useSelector((s) => s.profile.refusals.password);
  const [data, setData] = useState<PasswordChange>(EMPTY);
  const [pending, setPending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const errors = attempted ? (refusals ?? {}) : {};
  const set = (field: PasswordChangeField) => (value: string) => setData((d) => ({ ...d, [field]: value }));
  const error = (field: PasswordChangeField) => {
    const p = errors[field];
    return p === undefined ? undefined : problemText(t, field, p);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    setNotice(null);
    const outcome = await dispatch({ _tag: "ChangePassword", ...data });
    setPending(false);
    setAttempted(true);
    switch (outcome) {
      case "changed":
        setData(EMPTY);
        setNotice({ kind: "success", text: t("profile.password.changed") });
        return;
      case "invalid":
      case "refused":
        setNotice({ kind: "error", text: t("profile.form.checkFields") });
        focusFirstError(FORM, FIELDS, getState().profile.refusals.password ?? {});
        return;
      case "loggedOut":
        return;
      default:
        setNotice({ kind: "error", text: t("profile.form.failed") });
    }
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-labelledby="profile-section-title">
      <p className="profile-form__required">{t("profile.form.requiredNote")}</p>
      <TextField
        form={FORM}
        field="oldPassword"
        type="password"
        label={t("profile.field.oldPassword")}
        value={data.oldPassword}
        onChange={set("oldPassword")}
        error={error("oldPassword")}
        required
        autoComplete="current-password"
      />
      <TextField
        form={FORM}
        field="newPassword"
        type="password"
        label={t("profile.field.newPassword")}
        value={data.newPassword}
        onChange={set("newPassword")}
        error={error("newPassword")}
        hint={t("profile.field.newPasswordHint", { min: String(PASSWORD_MIN), max: String(PASSWORD_MAX) })}
        required
        autoComplete="new-password"
      />
      <TextField
        form={FORM}
        field="repeatPassword"
        type="password"
        label={t("profile.field.repeat")}
        value={data.repeatPassword}
        onChange={set("repeatPassword")}
        error={error("repeatPassword")}
        required
        autoComplete="new-password"
      />
      <FormNotice notice={notice} testId="password-notice" />
      <SubmitButton pending={pending} label={t("profile.password.submit")} />
    </form>
  );
};

export default PasswordForm;
