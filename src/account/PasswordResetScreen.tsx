import "../styles/account.css";
import { type FormEvent, useState } from "react";
import { isValidEmail } from "../../domain/account/rules/registration";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useRoutePath } from "../routing/useRoutePath";
import { useDispatchAsync, useSelector, useT } from "../state/context";
import { selectSearch } from "../state/selectors";
import { AccountCard, describedBy, Field } from "./Field";
import { PasswordForm } from "./PasswordForm";

/** Password reset: request a link; the link (?token=) sets a new password, once. */
const PasswordResetScreen = () => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const search = useSelector(selectSearch);
  const login = useRoutePath("login");
  const token = new URLSearchParams(search).get("token");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ readonly text: string; readonly done: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const request = async (e: FormEvent) => {
    e.preventDefault();
    if (!isValidEmail(email.trim())) {
      setError(email.trim() === "" ? t("account.error.required") : t("account.error.email"));
      document.getElementById("reset-email")?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    const outcome = await dispatch({ _tag: "RequestPasswordReset", email });
    setBusy(false);
    setMessage(
      outcome === "sent"
        ? { text: t("account.reset.sent"), done: true }
        : { text: t(outcome === "invalid" ? "account.error.email" : "account.failed"), done: false },
    );
  };
  const title = token ? t("account.reset.newTitle") : t("account.reset.title");
  return (
    <AccountCard title={title} testId="password-reset-screen">
      <PageMeta title={title} noIndex />
      <p role="status" className="account-note" data-testid="reset-status" hidden={message === null}>
        {message?.text}
      </p>
      {token ? (
        message?.done ? (
          <ShopLink href={login} className="btn btn--primary">
            {t("account.login.submit")}
          </ShopLink>
        ) : (
          <PasswordForm
            label={t("account.reset.newPassword")}
            submitLabel={t("account.reset.newSubmit")}
            onSubmit={async (password) => {
              const outcome = await dispatch({ _tag: "SetNewPassword", token, password });
              setMessage(
                outcome === "changed"
                  ? { text: t("account.reset.changed"), done: true }
                  : {
                      text: t(outcome === "invalidLink" ? "account.reset.invalidLink" : "account.failed"),
                      done: false,
                    },
              );
            }}
          />
        )
      ) : message?.done ? null : (
        <>
          <p>{t("account.reset.intro")}</p>
          <form className="account-form" onSubmit={request} noValidate>
            <Field id="reset-email" label={t("account.field.email")} error={error}>
              <input
                id="reset-email"
                className="account-field__input"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                {...describedBy("reset-email", error)}
              />
            </Field>
            <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
              {t("account.reset.submit")}
            </button>
          </form>
        </>
      )}
      <p className="account-links">
        <ShopLink href={login}>{t("account.login.title")}</ShopLink>
      </p>
    </AccountCard>
  );
};

export default PasswordResetScreen;
