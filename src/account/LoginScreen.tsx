import "../styles/account.css";
import { type FormEvent, useRef, useState } from "react";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useRoutePath } from "../routing/useRoutePath";
import { useDispatchAsync, useSelector, useT } from "../state/context";
import { selectSearch } from "../state/selectors";
import { AccountCard, describedBy, Field } from "./Field";

type Problem =
  | "wrongCredentials"
  | "throttled"
  | "unconfirmed"
  | "failed"
  | "emailRequired"
  | "passwordRequired";

const PROBLEM_KEY: Record<Problem, string> = {
  wrongCredentials: "account.login.wrongCredentials",
  throttled: "account.login.throttledInline",
  unconfirmed: "account.login.unconfirmed",
  failed: "account.login.failed",
  emailRequired: "account.error.required",
  passwordRequired: "account.error.required",
};

/** The login (document 1 §5: the password is required; §2: returnUrl, authRequired, forwardToCheckout). */
const LoginScreen = () => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const search = useSelector(selectSearch);
  const registration = useRoutePath("registration");
  const reset = useRoutePath("passwordReset");
  const offline = useRoutePath("offlineAccount");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const authRequired = new URLSearchParams(search).get("authRequired") === "true";

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() === "") return setProblem("emailRequired");
    if (password === "") return setProblem("passwordRequired");
    setBusy(true);
    const outcome = await dispatch({ _tag: "LogIn", email, password });
    setBusy(false);
    if (outcome === "loggedIn") return;
    setProblem(outcome ?? "failed");
    status.current?.focus();
  };
  const fieldError = (p: Problem) => (problem === p ? t(PROBLEM_KEY[p]) : undefined);
  const formError =
    problem !== null && problem !== "emailRequired" && problem !== "passwordRequired"
      ? t(PROBLEM_KEY[problem])
      : null;

  return (
    <AccountCard title={t("account.login.title")} testId="login-screen">
      <PageMeta title={t("account.login.title")} noIndex />
      {authRequired && (
        <p className="account-note" data-testid="auth-required">
          {t("account.login.authRequired")}
        </p>
      )}
      <p>{t("account.login.intro")}</p>
      <form className="account-form" onSubmit={submit} noValidate>
        <p ref={status} tabIndex={-1} role="alert" className="account-form__error" data-testid="login-error">
          {formError}
        </p>
        <Field id="login-email" label={t("account.login.email")} error={fieldError("emailRequired")}>
          <input
            id="login-email"
            className="account-field__input"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...describedBy("login-email", fieldError("emailRequired"))}
          />
        </Field>
        <Field id="login-password" label={t("account.login.password")} error={fieldError("passwordRequired")}>
          <input
            id="login-password"
            className="account-field__input"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...describedBy("login-password", fieldError("passwordRequired"))}
          />
        </Field>
        <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
          {t("account.login.submit")}
        </button>
      </form>
      <ul className="account-links">
        <li>
          <ShopLink href={reset}>{t("account.login.toPasswordReset")}</ShopLink>
        </li>
        <li>
          {t("account.login.noAccount")}{" "}
          <ShopLink href={registration}>{t("account.login.toRegistration")}</ShopLink>
        </li>
        <li>
          <ShopLink href={offline}>{t("account.login.toOffline")}</ShopLink>
        </li>
      </ul>
    </AccountCard>
  );
};

export default LoginScreen;
