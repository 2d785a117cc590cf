import type { ReactNode } from "react";
import { fieldId as inputId } from "../components/fieldFocus";
import { type Translate, useT } from "../state/context";

/** A rule's generic message (document 1 §5), with the limit where it has one. */
export const errorText = (t: Translate, problem: string, limits?: { max?: number; min?: number }): string =>
  t(`forms.error.${problem}`, { max: String(limits?.max ?? ""), min: String(limits?.min ?? "") });

/** A labelled input or text area with its hint and error (aria-invalid, aria-describedby). */
export const FormField = ({
  form,
  field,
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  multiline = false,
  type = "text",
  inputMode,
  autoComplete,
  maxLength,
}: {
  readonly form: string;
  readonly field: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly multiline?: boolean;
  readonly type?: "text" | "email" | "tel";
  readonly inputMode?: "numeric" | "email" | "tel" | "text";
  readonly autoComplete?: string;
  readonly maxLength?: number;
}) => {
  const id = inputId(form, field);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const common = {
    id,
    name: field,
    value,
    className: "cf-field__input",
    "aria-required": required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    autoComplete,
  } as const;
  return (
    <div className={`cf-field${multiline ? " cf-field--wide" : ""}`}>
      <label className="cf-field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      {maxLength !== undefined && multiline && (
        <p className="cf-field__count" aria-hidden="true">
          {value.length} / {maxLength}
        </p>
      )}
      {hint && (
        <p className="cf-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="cf-field__error" id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
};

/** The form's answer: announced politely, an error assertively. */
export const FormMessage = ({
  kind,
  children,
  testId,
}: {
  readonly kind: "success" | "info" | "error";
  readonly children: ReactNode;
  readonly testId: string;
}) => (
  <p
    className={`cf-message cf-message--${kind}`}
    role={kind === "error" ? "alert" : "status"}
    data-testid={testId}
  >
    {children}
  </p>
);

export const SubmitButton = ({ busy, label }: { readonly busy: boolean; readonly label: string }) => {
  const t = useT();
  return (
    <button type="submit" className="cf-submit" aria-disabled={busy || undefined} disabled={busy}>
      {busy ? t("forms.sending") : label}
    </button>
  );
};
