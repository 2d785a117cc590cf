import type { ChangeEvent } from "react";
import {
  type AddressErrors,
  CHECKOUT_SALUTATIONS,
  type CheckoutAddress,
  type CheckoutField,
  type FieldError,
} from "../../domain/checkout/address";
import { type Translate, useT } from "../state/context";

/** The id of a field's input: the error summary and the first-error focus find it by this. */
export const fieldId = (field: CheckoutField) => `checkout-${field}`;

/** A rule broken, as the shopper reads it (a required field names itself). */
const errorText = (t: Translate, field: CheckoutField, e: FieldError): string => {
  switch (e.rule) {
    case "required":
      return t(`checkout.error.required.${field}`);
    case "tooLong":
      return t("checkout.error.tooLong", { max: String(e.max) });
    default:
      return t(`checkout.error.${e.rule}`);
  }
};

interface FieldSpec {
  readonly field: Exclude<CheckoutField, "salutation">;
  readonly type: "text" | "email" | "tel";
  readonly autoComplete: string;
  readonly inputMode?: "numeric" | "email" | "tel";
  readonly hint?: boolean;
  readonly className?: string;
}

const FIELDS: ReadonlyArray<FieldSpec> = [
  { field: "firstName", type: "text", autoComplete: "given-name" },
  { field: "lastName", type: "text", autoComplete: "family-name" },
  {
    field: "email",
    type: "email",
    autoComplete: "email",
    hint: true,
    className: "checkout-form__wide",
  },
  {
    field: "phoneNumber",
    type: "tel",
    autoComplete: "tel",
    hint: true,
    className: "checkout-form__wide",
  },
  {
    field: "streetName",
    type: "text",
    autoComplete: "address-line1",
    className: "checkout-form__street",
  },
  {
    field: "streetNumber",
    type: "text",
    autoComplete: "address-line2",
    className: "checkout-form__number",
  },
  {
    field: "postalCode",
    type: "text",
    autoComplete: "postal-code",
    inputMode: "numeric",
    className: "checkout-form__postal",
  },
  {
    field: "city",
    type: "text",
    autoComplete: "address-level2",
    className: "checkout-form__city",
  },
];

/**
 * The contact and billing address (document 2 §5): labelled fields, each with its hint and its
 * error tied to it (aria-describedby, aria-invalid). `shown` are the errors the shopper sees now
 * (after leaving a field, or after trying to place the order).
 */
export const AddressForm = ({
  value,
  shown,
  disabled,
  onChange,
  onLeave,
  hidden,
}: {
  readonly value: CheckoutAddress;
  /** Billing fields hidden by configuration (document 2 §5, domain/checkout/billing-fields). */
  readonly hidden?: ReadonlySet<CheckoutField>;
  readonly shown: AddressErrors;
  readonly disabled: boolean;
  readonly onChange: (field: CheckoutField, value: string) => void;
  readonly onLeave: (field: CheckoutField) => void;
}) => {
  const t = useT();
  const change = (field: CheckoutField) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange(field, e.target.value);
  const salutationError = shown.salutation;
  return (
    <fieldset className="checkout-form" disabled={disabled} data-testid="checkout-address">
      <legend className="visually-hidden">{t("checkout.address.title")}</legend>
      <div className="checkout-form__field checkout-form__salutation">
        <label className="field__label" htmlFor={fieldId("salutation")}>
          {t("checkout.field.salutation")}
        </label>
        <select
          id={fieldId("salutation")}
          className="field__select"
          value={value.salutation}
          autoComplete="honorific-prefix"
          aria-invalid={salutationError ? true : undefined}
          aria-describedby={salutationError ? `${fieldId("salutation")}-error` : undefined}
          onChange={change("salutation")}
          onBlur={() => onLeave("salutation")}
        >
          <option value="">{t("checkout.salutation.none")}</option>
          {CHECKOUT_SALUTATIONS.map((s) => (
            <option key={s} value={s}>
              {t(`checkout.salutation.${s}`)}
            </option>
          ))}
        </select>
        {salutationError && (
          <p className="field__error" id={`${fieldId("salutation")}-error`}>
            {errorText(t, "salutation", salutationError)}
          </p>
        )}
      </div>
      {FIELDS.filter((f) => !hidden?.has(f.field)).map((f) => {
        const id = fieldId(f.field);
        const error = shown[f.field];
        const described = [f.hint ? `${id}-hint` : null, error ? `${id}-error` : null]
          .filter(Boolean)
          .join(" ");
        return (
          <div key={f.field} className={`checkout-form__field ${f.className ?? ""}`}>
            <label className="field__label" htmlFor={id}>
              {t(`checkout.field.${f.field}`)}
              <span aria-hidden="true"> *</span>
            </label>
            <input
              id={id}
              name={f.field}
              className="field__input"
              type={f.type}
              inputMode={f.inputMode}
              autoComplete={f.autoComplete}
              required
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={described || undefined}
              value={value[f.field]}
              onChange={change(f.field)}
              onBlur={() => onLeave(f.field)}
              data-testid={id}
            />
            {f.hint && (
              <p className="field__hint" id={`${id}-hint`}>
                {t(`checkout.hint.${f.field}`)}
              </p>
            )}
            {error && (
              <p className="field__error" id={`${id}-error`} data-testid={`${id}-error`}>
                {errorText(t, f.field, error)}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
};
