import "../styles/account.css";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  COUNTRIES,
  emptyRegistration,
  type RegistrationErrors,
  type RegistrationField,
  registrationErrors,
  SALUTATIONS,
} from "../../domain/account/rules/registration";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useRoutePath } from "../routing/useRoutePath";
import { useDispatchAsync, usePlatform, useSelector, useT } from "../state/context";
import { selectRuntimeConfig, selectSearch } from "../state/selectors";
import { AccountCard, describedBy, Field } from "./Field";
import { ruleMessage } from "./ruleText";

interface Input {
  readonly field: RegistrationField;
  readonly type?: "text" | "email" | "password" | "tel";
  readonly autoComplete?: string;
  readonly inputMode?: "numeric" | "tel" | "email";
  readonly optional?: boolean;
  readonly size?: "s" | "m";
  readonly multiline?: boolean;
}

type Part =
  | { readonly kind: "inputs"; readonly inputs: ReadonlyArray<Input> }
  | { readonly kind: "select"; readonly field: RegistrationField; readonly options: ReadonlyArray<string> }
  | { readonly kind: "yesNo"; readonly field: "hasClubCard" | "hasActivationCode" };

const SECTIONS: ReadonlyArray<{ readonly legend: string; readonly parts: ReadonlyArray<Part> }> = [
  {
    legend: "account.registration.personal",
    parts: [
      { kind: "select", field: "salutation", options: SALUTATIONS },
      {
        kind: "inputs",
        inputs: [
          { field: "academicTitle", optional: true, autoComplete: "honorific-prefix", size: "s" },
          { field: "firstName", autoComplete: "given-name" },
          { field: "lastName", autoComplete: "family-name" },
          { field: "birthdate", autoComplete: "bday", inputMode: "numeric" },
          { field: "mobile", type: "tel", optional: true, autoComplete: "tel" },
          { field: "telephone", type: "tel", optional: true, autoComplete: "tel" },
        ],
      },
    ],
  },
  {
    legend: "account.registration.access",
    parts: [
      {
        kind: "inputs",
        inputs: [
          { field: "email", type: "email", autoComplete: "email" },
          { field: "password", type: "password", autoComplete: "new-password" },
        ],
      },
    ],
  },
  {
    legend: "account.registration.address",
    parts: [
      {
        kind: "inputs",
        inputs: [
          { field: "street", autoComplete: "address-line1" },
          { field: "houseNumber", size: "s", autoComplete: "address-line2" },
          { field: "staircase", optional: true, size: "s" },
          { field: "floor", optional: true, size: "s" },
          { field: "door", optional: true, size: "s" },
          { field: "zip", inputMode: "numeric", autoComplete: "postal-code", size: "s" },
          { field: "city", autoComplete: "address-level2" },
        ],
      },
      { kind: "select", field: "country", options: COUNTRIES },
      { kind: "inputs", inputs: [{ field: "deliveryNote", optional: true, multiline: true }] },
    ],
  },
  {
    legend: "account.registration.company",
    parts: [
      {
        kind: "inputs",
        inputs: [
          { field: "company", optional: true, autoComplete: "organization" },
          { field: "vatId", optional: true },
          { field: "registrationNumber", optional: true },
        ],
      },
    ],
  },
  {
    legend: "account.registration.loyalty",
    parts: [
      { kind: "yesNo", field: "hasClubCard" },
      { kind: "inputs", inputs: [{ field: "cardNumber", inputMode: "numeric" }] },
      { kind: "yesNo", field: "hasActivationCode" },
      { kind: "inputs", inputs: [{ field: "activationCode" }] },
    ],
  },
];

const id = (f: RegistrationField) => `registration-${f}`;

/** The confirmation link (?confirm=): confirmed once, then the login. */
const Confirmation = ({ token }: { readonly token: string }) => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const login = useRoutePath("login");
  const [outcome, setOutcome] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void dispatch({ _tag: "ConfirmRegistration", token }).then((o) => {
      if (live) setOutcome(o ?? "failed");
    });
    return () => {
      live = false;
    };
  }, [dispatch, token]);
  return (
    <AccountCard title={t("account.registration.title")} testId="registration-confirmation">
      <PageMeta title={t("account.registration.title")} noIndex />
      <p role="status" data-testid="confirmation-status">
        {outcome === null
          ? t("account.registration.confirming")
          : outcome === "confirmed"
            ? t("account.registration.confirmed")
            : outcome === "invalidLink"
              ? t("account.registration.invalidLink")
              : t("account.failed")}
      </p>
      {outcome === "confirmed" && (
        <ShopLink href={login} className="btn btn--primary">
          {t("account.login.submit")}
        </ShopLink>
      )}
    </AccountCard>
  );
};

/** The registration (document 1 §5): every rule checked here and again by the server. */
const RegistrationScreen = () => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const search = useSelector(selectSearch);
  const format = useSelector(selectRuntimeConfig)?.dateFormat ?? "dd.MM.yyyy";
  const { today } = usePlatform();
  const [value, setValue] = useState<Record<RegistrationField, string>>(emptyRegistration);
  const [shown, setShown] = useState<RegistrationErrors>({});
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const token = new URLSearchParams(search).get("confirm");
  if (token) return <Confirmation token={token} />;

  const check = (next: Record<RegistrationField, string>) => registrationErrors(next, format, today());
  const change = (f: RegistrationField, v: string) => {
    const next = { ...value, [f]: v };
    setValue(next);
    if (tried || shown[f]) setShown(check(next));
  };
  const leave = (f: RegistrationField) => {
    const rule = check(value)[f];
    setShown((s) => {
      const { [f]: _, ...rest } = s;
      return rule && value[f] !== "" ? { ...rest, [f]: rule } : rest;
    });
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const errors = check(value);
    setShown(errors);
    setNotice(null);
    const first = Object.keys(errors)[0] as RegistrationField | undefined;
    if (first) {
      summary.current?.focus();
      return;
    }
    setBusy(true);
    const outcome = await dispatch({ _tag: "Register", registration: value });
    setBusy(false);
    if (outcome === "confirmationSent") setSent(true);
    else if (outcome === "duplicate") setNotice(t("account.registration.duplicate"));
    else if (outcome === "invalid") setNotice(t("account.registration.invalid"));
    else if (outcome !== "loggedIn") setNotice(t("account.failed"));
  };

  if (sent)
    return (
      <AccountCard title={t("account.registration.sentTitle")} testId="registration-sent">
        <PageMeta title={t("account.registration.sentTitle")} noIndex />
        <p role="status">{t("account.registration.sentText")}</p>
      </AccountCard>
    );

  const errorOf = (f: RegistrationField) => (shown[f] ? ruleMessage(t, shown[f], format) : undefined);
  const label = (f: RegistrationField) => t(`account.field.${f}`, { format: format.toUpperCase() });
  const count = Object.keys(shown).length;
  const hidden = (f: RegistrationField) =>
    (f === "cardNumber" && value.hasClubCard !== "yes") ||
    (f === "activationCode" && value.hasActivationCode !== "yes");

  return (
    <AccountCard title={t("account.registration.title")} wide testId="registration-screen">
      <PageMeta title={t("account.registration.title")} noIndex />
      <p>{t("account.registration.intro")}</p>
      <form className="account-form account-form--grid" onSubmit={submit} noValidate>
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="account-form__error"
          data-testid="registration-errors"
        >
          {tried && count > 0 && (
            <>
              <p>{t("account.registration.errorSummary", { count: String(count) })}</p>
              <ul>
                {(Object.keys(shown) as RegistrationField[]).map((f) => (
                  <li key={f}>
                    <a href={`#${id(f)}`}>
                      {label(f)}: {errorOf(f)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {notice}
        </div>
        {SECTIONS.map((section) => (
          <fieldset key={section.legend} className="account-fieldset">
            <legend>{t(section.legend)}</legend>
            {section.parts.map((part) => {
              if (part.kind === "select")
                return (
                  <Field
                    key={part.field}
                    id={id(part.field)}
                    label={label(part.field)}
                    error={errorOf(part.field)}
                  >
                    <select
                      id={id(part.field)}
                      className="account-field__input"
                      value={value[part.field]}
                      onChange={(e) => change(part.field, e.target.value)}
                      onBlur={() => leave(part.field)}
                      required
                      {...describedBy(id(part.field), errorOf(part.field))}
                    >
                      <option value="">–</option>
                      {part.options.map((o) => (
                        <option key={o} value={o}>
                          {t(`account.field.${part.field}.${o}`)}
                        </option>
                      ))}
                    </select>
                  </Field>
                );
              if (part.kind === "yesNo") {
                const error = errorOf(part.field);
                return (
                  <fieldset
                    key={part.field}
                    className="account-choice"
                    aria-describedby={error ? `${id(part.field)}-error` : undefined}
                  >
                    <legend className="account-field__label">{label(part.field)}</legend>
                    {(["yes", "no"] as const).map((v) => (
                      <label key={v} className="account-choice__option">
                        <input
                          type="radio"
                          name={part.field}
                          id={v === "yes" ? id(part.field) : undefined}
                          value={v}
                          aria-invalid={error ? true : undefined}
                          checked={value[part.field] === v}
                          onChange={() => change(part.field, v)}
                        />
                        {t(`account.${v}`)}
                      </label>
                    ))}
                    {error && (
                      <p className="account-field__error" id={`${id(part.field)}-error`}>
                        {error}
                      </p>
                    )}
                  </fieldset>
                );
              }
              return part.inputs
                .filter((input) => !hidden(input.field))
                .map((input) => {
                  const fid = id(input.field);
                  const error = errorOf(input.field);
                  const common = {
                    id: fid,
                    name: input.field,
                    className: "account-field__input",
                    value: value[input.field],
                    required: !input.optional,
                    onBlur: () => leave(input.field),
                    ...describedBy(fid, error),
                  };
                  return (
                    <Field
                      key={input.field}
                      id={fid}
                      label={label(input.field)}
                      error={error}
                      optional={input.optional}
                      optionalText={t("account.optional")}
                      className={input.size ? `account-field--${input.size}` : undefined}
                    >
                      {input.multiline ? (
                        <textarea
                          {...common}
                          rows={3}
                          onChange={(e) => change(input.field, e.target.value)}
                        />
                      ) : (
                        <input
                          {...common}
                          type={input.type ?? "text"}
                          inputMode={input.inputMode}
                          autoComplete={input.autoComplete}
                          onChange={(e) => change(input.field, e.target.value)}
                        />
                      )}
                    </Field>
                  );
                });
            })}
          </fieldset>
        ))}
        <button type="submit" className="btn btn--primary account-form__submit" disabled={busy}>
          {t("account.registration.submit")}
        </button>
      </form>
    </AccountCard>
  );
};

export default RegistrationScreen;
