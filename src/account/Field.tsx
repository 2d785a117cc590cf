import type { ReactNode } from "react";

/** A labelled field with its error tied to it (aria-invalid, aria-describedby). */
export const Field = ({
  id,
  label,
  error,
  hint,
  optional,
  optionalText,
  className,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly optional?: boolean;
  readonly optionalText?: string;
  readonly className?: string;
  readonly children: ReactNode;
}) => (
  <div className={`account-field ${className ?? ""}`}>
    <label className="account-field__label" htmlFor={id}>
      {label}
      {optional && <span className="account-field__optional"> ({optionalText})</span>}
    </label>
    {children}
    {hint && (
      <p className="account-field__hint" id={`${id}-hint`}>
        {hint}
      </p>
    )}
    {error && (
      <p className="account-field__error" id={`${id}-error`}>
        {error}
      </p>
    )}
  </div>
);

/** The input's aria attributes for a Field of that id. */
export const describedBy = (id: string, error: string | undefined, hint?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby":
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined,
});

/** The account screens' frame: a centred card with the title. */
export const AccountCard = ({
  title,
  wide,
  children,
  testId,
}: {
  readonly title: string;
  readonly wide?: boolean;
  readonly children: ReactNode;
  readonly testId: string;
}) => (
  <div className={`account-page${wide ? " account-page--wide" : ""}`} data-testid={testId}>
    <h1 className="account-page__title">{title}</h1>
    {children}
  </div>
);
