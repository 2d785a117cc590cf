import { type FormEvent, useState } from "react";
import { formatBirthdate } from "../../domain/account/rules/birthdate";
import {
  PERSONAL_DATA_MAX,
  type PersonalData,
  type PersonalDataField,
  PROFILE_SALUTATIONS,
  personalDataOf,
} from "../../domain/profile/rules/personal-data";
import type { Customer } from "../../domain/session/customer";
import { selectCustomer } from "../../domain/session/selectors";
import { fieldId, focusFirstError } from "../components/fieldFocus";
import { useDispatchAsync, useGetState, useSelector, useT } from "../state/context";
import { FormNotice, type Notice, problemText, SubmitButton, TextField } from "./Field";

const FORM = "personalData";
const FIELDS: ReadonlyArray<PersonalDataField> = [
  "salutation",
  "academicTitle",
  "firstName",
  "lastName",
  "email",
  "birthdate",
];
const MAX: Partial<Record<PersonalDataField, number>> = PERSONAL_DATA_MAX;

const Form = ({ customer }: { readonly customer: Customer }) => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const getState = useGetState();
  const dateFormat = useSelector((s) => s.tenant.config?.dateFormat ?? "dd.MM.yyyy");
  const refusals = useSelector((s) => s.profile.refusals.personalData);
  const [data, setData] = useState<PersonalData>(() => personalDataOf(customer));
  const [pending, setPending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const errors = attempted ? (refusals ?? {}) : {};
  const example = formatBirthdate(new Date(1988, 2, 14), dateFormat);
  const set = (field: PersonalDataField) => (value: string) => setData((d) => ({ ...d, [field]: value }));
  const error = (field: PersonalDataField) => {
    const p = errors[field];
    return p === undefined ? undefined : problemText(t, field, p, MAX[field], example);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    setNotice(null);
    const outcome = await dispatch({ _tag: "SavePersonalData", ...data });
    setPending(false);
    setAttempted(true);
    switch (outcome) {
      case "saved":
        setNotice({ kind: "success", text: t("profile.personalData.saved") });
        return;
      case "unchanged":
        setNotice({ kind: "info", text: t("profile.personalData.unchanged") });
        return;
      case "invalid":
      case "refused":
        setNotice({ kind: "error", text: t("profile.form.checkFields") });
        focusFirstError(FORM, FIELDS, getState().profile.refusals.personalData ?? {});
        return;
      case "loggedOut":
        return;
      default:
        setNotice({ kind: "error", text: t("profile.form.failed") });
    }
  };

  const salutationError = error("salutation");
  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-labelledby="profile-section-title">
      <p className="profile-form__required">{t("profile.form.requiredNote")}</p>
      <div className="profile-field">
        <label className="field__label" htmlFor={fieldId(FORM, "salutation")}>
          {t("profile.field.salutation")}
        </label>
        <select
          id={fieldId(FORM, "salutation")}
          className="field__select"
          value={data.salutation}
          onChange={(e) => set("salutation")(e.target.value)}
          aria-invalid={salutationError ? true : undefined}
          aria-describedby={salutationError ? `${fieldId(FORM, "salutation")}-error` : undefined}
        >
          <option value="">{t("profile.salutation.none")}</option>
          {PROFILE_SALUTATIONS.map((s) => (
            <option key={s} value={s}>
              {t(`profile.salutation.${s}`)}
            </option>
          ))}
        </select>
        {salutationError && (
          <p className="field__error" id={`${fieldId(FORM, "salutation")}-error`}>
            {salutationError}
          </p>
        )}
      </div>
      <TextField
        form={FORM}
        field="academicTitle"
        label={t("profile.field.academicTitle")}
        value={data.academicTitle}
        onChange={set("academicTitle")}
        error={error("academicTitle")}
        autoComplete="honorific-prefix"
      />
      <div className="profile-form__pair">
        <TextField
          form={FORM}
          field="firstName"
          label={t("profile.field.firstName")}
          value={data.firstName}
          onChange={set("firstName")}
          error={error("firstName")}
          required
          autoComplete="given-name"
        />
        <TextField
          form={FORM}
          field="lastName"
          label={t("profile.field.lastName")}
          value={data.lastName}
          onChange={set("lastName")}
          error={error("lastName")}
          required
          autoComplete="family-name"
        />
      </div>
      <TextField
        form={FORM}
        field="email"
        type="email"
        label={t("profile.field.email")}
        value={data.email}
        onChange={set("email")}
        error={error("email")}
        required
        autoComplete="email"
      />
      <TextField
        form={FORM}
        field="birthdate"
        label={t("profile.field.birthdate")}
        value={data.birthdate}
        onChange={set("birthdate")}
        error={error("birthdate")}
        hint={t("profile.field.birthdateHint", { example })}
        autoComplete="bday"
      />
      <FormNotice notice={notice} testId="personal-data-notice" />
      <SubmitButton pending={pending} label={t("profile.form.save")} />
    </form>
  );
};

/** Personal data (document 1 §3, §5, §7): saved only when something changed. */
const PersonalDataForm = () => {
  const customer = useSelector(selectCustomer);
  return customer ? <Form customer={customer} key={customer.customerId} /> : null;
};

export default PersonalDataForm;
