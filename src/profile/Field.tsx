import type { Ref } from "react";
import { fieldId } from "../components/fieldFocus";
import { type Translate, useT } from "../state/context";

/** A problem of a profile field as the shopper reads it (the rules' names; document 1 §5). */
export const problemText = (
  t: Translate,
  field: string,
  problem: string,
  max?: number,
  example?: string,
): string => {
  if (field === "birthdate" && problem === "invalid")
    return t("profile.error.birthdateInvalid", { example: example ?? "" });
  if (problem === "tooLong") return t("profile.error.tooLong", { max: String(max ?? "") });
  return t(`profile.error.${problem}`);
};

/** A labelled text input with its hint and field-level error (aria-invalid, aria-describedby). */
export const TextField = ({
  form,
  field,
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  type = "text",
  autoComplete,
  inputRef,
}: {
  readonly form: string;
  readonly field: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly hint?: string;
  readonly required?: boolean;
  readonly type?: "text" | "email" | "password";
  readonly autoComplete?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}) => {
  const id = fieldId(form, field);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="profile-field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="field__input"
        type={type}
        name={field}
        value={value}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
};

type NoticeKind = "success" | "info" | "error";
export interface Notice {
  readonly kind: NoticeKind;
  readonly text: string;
}

/** A form's answer: announced politely (success, info) or assertively (error). */
export const FormNotice = ({
  notice,
  testId,
}: {
  readonly notice: Notice | null;
  readonly testId: string;
}) => (
  <div aria-live="polite" className="profile-notice-slot">
    {notice && (
      <p
        className={`profile-notice profile-notice--${notice.kind}`}
        role={notice.kind === "error" ? "alert" : undefined}
        data-testid={testId}
      >
        {notice.text}
      </p>
    )}
  </div>
);

/** A profile form's submit button: disabled and busy while its command runs. */
export const SubmitButton = ({ pending, label }: { readonly pending: boolean; readonly label: string }) => {
  const t = useT();
  return (
    <div className="profile-form__actions">
      <button type="submit" className="btn btn--primary" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t("profile.form.saving") : label}
      </button>
    </div>
  );
};
