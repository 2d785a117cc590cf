import "../styles/account.css";
import { type FormEvent, useState } from "react";
import { birthdateProblem } from "../../domain/account/rules/birthdate";
import { isValidEan13, isValidEmail } from "../../domain/account/rules/registration";
import { PageMeta } from "../pages/PageMeta";
import { useDispatchAsync, usePlatform, useSelector, useT } from "../state/context";
import { selectRuntimeConfig, selectSearch } from "../state/selectors";
import { AccountCard, describedBy, Field } from "./Field";
import { PasswordForm } from "./PasswordForm";

type OfflineField = "cardNumber" | "email" | "birthdate";

/**
 * The offline account: a shopper with a loyalty card from the store (EAN-13) and no online account
 * asks for online access with card number, e-mail and birthdate as given in the store; the mailed
 * link (?token=) sets the password and opens the account.
 */
const OfflineAccountScreen = () => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const search = useSelector(selectSearch);
  const format = useSelector(selectRuntimeConfig)?.dateFormat ?? "dd.MM.yyyy";
  const { today } = usePlatform();
  const token = new URLSearchParams(search).get("token");
  const [value, setValue] = useState<Record<OfflineField, string>>({
    cardNumber: "",
    email: "",
    birthdate: "",
  });
  const [errors, setErrors] = useState<Partial<Record<OfflineField, string>>>({});
  const [message, setMessage] = useState<{ readonly text: string; readonly done: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (): Partial<Record<OfflineField, string>> => {
    const out: Partial<Record<OfflineField, string>> = {};
    const v = {
      cardNumber: value.cardNumber.trim(),
      email: value.email.trim(),
      birthdate: value.birthdate.trim(),
    };
    if (!isValidEan13(v.cardNumber))
      out.cardNumber = t(v.cardNumber ? "account.error.cardNumber" : "account.error.required");
    if (!isValidEmail(v.email)) out.email = t(v.email ? "account.error.email" : "account.error.required");
    if (birthdateProblem(v.birthdate, format, today()) === "invalid")
      out.birthdate = t(v.birthdate ? "account.error.birthdate" : "account.error.required", {
        format: format.toUpperCase(),
      });
    return out;
  };
  const request = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    const first = (Object.keys(found) as OfflineField[])[0];
    if (first) {
      document.getElementById(`offline-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const outcome = await dispatch({ _tag: "RequestOfflineActivation", ...value });
    setBusy(false);
    setMessage(
      outcome === "sent"
        ? { text: t("account.offline.sent"), done: true }
        : { text: t("account.failed"), done: false },
    );
  };
  const fields: ReadonlyArray<{
    f: OfflineField;
    label: string;
    type: string;
    auto: string;
    mode?: "numeric";
  }> = [
    { f: "cardNumber", label: t("account.offline.cardNumber"), type: "text", auto: "off", mode: "numeric" },
    { f: "email", label: t("account.field.email"), type: "email", auto: "email" },
    {
      f: "birthdate",
      label: t("account.field.birthdate", { format: format.toUpperCase() }),
      type: "text",
      auto: "bday",
    },
  ];
  const title = token ? t("account.offline.setTitle") : t("account.offline.title");
  return (
    <AccountCard title={title} testId="offline-account-screen">
      <PageMeta title={title} noIndex />
      <p role="status" className="account-note" data-testid="offline-status" hidden={message === null}>
        {message?.text}
      </p>
      {token ? (
        <PasswordForm
          label={t("account.reset.newPassword")}
          submitLabel={t("account.offline.setSubmit")}
          onSubmit={async (password) => {
            const outcome = await dispatch({ _tag: "CompleteOfflineActivation", token, password });
            if (outcome !== "loggedIn")
              setMessage({
                text: t(outcome === "invalidLink" ? "account.registration.invalidLink" : "account.failed"),
                done: false,
              });
          }}
        />
      ) : message?.done ? null : (
        <>
          <p>{t("account.offline.intro")}</p>
          <form className="account-form" onSubmit={request} noValidate>
            {fields.map(({ f, label, type, auto, mode }) => (
              <Field key={f} id={`offline-${f}`} label={label} error={errors[f]}>
                <input
                  id={`offline-${f}`}
                  className="account-field__input"
                  type={type}
                  inputMode={mode}
                  autoComplete={auto}
                  required
                  value={value[f]}
                  onChange={(e) => setValue({ ...value, [f]: e.target.value })}
                  {...describedBy(`offline-${f}`, errors[f])}
                />
              </Field>
            ))}
            <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
              {t("account.offline.submit")}
            </button>
          </form>
        </>
      )}
    </AccountCard>
  );
};

export default OfflineAccountScreen;
