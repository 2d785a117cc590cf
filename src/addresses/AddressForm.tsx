import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import type { AddressCategory, AddressType, SavedAddress } from "../../domain/addresses/model";
import { addressPayload, visibleAddressFields } from "../../domain/addresses/rules/hidden";
import {
  ADDRESS_SALUTATIONS,
  type AddressFieldError,
  type AddressFormField,
  validateSavedAddress,
} from "../../domain/addresses/rules/validation";
import { type Translate, useSelector, useT } from "../state/context";

const REQUIRED: ReadonlySet<AddressFormField> = new Set(["streetName", "streetNumber", "postalCode", "city"]);
const CATEGORIES: ReadonlyArray<AddressCategory> = ["billing", "delivery", "combined"];
const TYPES: ReadonlyArray<AddressType> = ["PRIVATE", "COMPANY"];
const AUTOCOMPLETE: Partial<Record<AddressFormField, string>> = {
  salutation: "honorific-prefix",
  title: "honorific-suffix",
  firstName: "given-name",
  lastName: "family-name",
  companyName: "organization",
  streetName: "address-line1",
  streetNumber: "address-line2",
  additionalInfo: "address-line3",
  postalCode: "postal-code",
  city: "address-level2",
  phoneNumber: "tel",
};
/** Short fields share a row on wide screens. */
const NARROW: ReadonlySet<AddressFormField> = new Set(["salutation", "title", "streetNumber", "postalCode"]);

const addressFieldId = (field: AddressFormField) => `address-${field}`;

const errorText = (t: Translate, e: AddressFieldError): string => {
  switch (e.rule) {
    case "tooLong":
      return t("addresses.error.tooLong", { max: String(e.max) });
    case "tooShort":
      return t("addresses.error.tooShort", { min: String(e.min) });
    default:
      return t(`addresses.error.${e.rule}`);
  }
};

export interface AddressDraft {
  readonly category: AddressCategory;
  readonly addressType: AddressType;
  readonly primary: boolean;
  readonly address: Readonly<Record<string, string>>;
}

/**
 * The saved address form (document 2 §3, §5), for a new address and, prefilled, for an edit:
 * labelled fields, the hidden billing fields of the configuration left out, each field's error
 * tied to it once the field was left or a save was tried.
 */
export const AddressForm = ({
  editing,
  busy,
  onSave,
  onCancel,
}: {
  readonly editing: SavedAddress | null;
  readonly busy: boolean;
  readonly onSave: (draft: AddressDraft) => void;
  readonly onCancel: () => void;
}) => {
  const t = useT();
  const hidden = useSelector((s) => s.tenant.config?.billingAddressFields);
  const [category, setCategory] = useState<AddressCategory>(editing?.category ?? "delivery");
  const [addressType, setAddressType] = useState<AddressType>(editing?.addressType ?? "PRIVATE");
  const [primary, setPrimary] = useState(editing?.primary ?? false);
  const [values, setValues] = useState<Readonly<Record<string, string>>>(
    (editing?.address ?? {}) as Record<string, string>,
  );
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fields = visibleAddressFields(addressType, category, hidden);
  const payload = useMemo(
    () => addressPayload(values, addressType, category, hidden) as Record<string, string>,
    [values, addressType, category, hidden],
  );
  const errors = useMemo(() => validateSavedAddress(payload), [payload]);
  const invalid = fields.filter((f) => errors[f] !== undefined);

  useEffect(() => {
    form.current?.querySelector<HTMLElement>("input, select")?.focus();
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const first = invalid[0];
    if (first !== undefined) {
      form.current?.querySelector<HTMLElement>(`#${addressFieldId(first)}`)?.focus();
      return;
    }
    onSave({ category, addressType, primary, address: payload });
  };

  const titleId = "address-form-title";
  return (
    <form
      ref={form}
      className="address-form"
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-testid="address-form"
    >
      <h3 id={titleId} className="address-form__title">
        {t(editing === null ? "addresses.form.addTitle" : "addresses.form.editTitle")}
      </h3>
      <p className="field__hint">{t("addresses.form.required")}</p>
      {submitted && invalid.length > 0 && (
        <p className="cart-notice cart-notice--error" role="alert" data-testid="address-form-errors">
          {t("addresses.form.summary", { count: String(invalid.length) })}
        </p>
      )}
      <div className="address-form__choices">
        <fieldset className="address-form__group" disabled={editing !== null}>
          <legend className="field__label">{t("addresses.form.category")}</legend>
          {CATEGORIES.map((c) => (
            <label key={c} className="address-form__choice">
              <input
                type="radio"
                name="address-category"
                value={c}
                checked={category === c}
                onChange={() => setCategory(c)}
              />
              {t(`addresses.category.${c}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="address-form__group">
          <legend className="field__label">{t("addresses.form.addressType")}</legend>
          {TYPES.map((a) => (
            <label key={a} className="address-form__choice">
              <input
                type="radio"
                name="address-type"
                value={a}
                checked={addressType === a}
                onChange={() => setAddressType(a)}
              />
              {t(`addresses.type.${a}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="address-form__fields">
        {fields.map((f) => {
          const id = addressFieldId(f);
          const error = submitted || left.has(f) ? errors[f] : undefined;
          const common = {
            id,
            name: f,
            autoComplete: AUTOCOMPLETE[f] ?? "off",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
            "aria-required": REQUIRED.has(f) ? true : undefined,
            value: values[f] ?? "",
            onBlur: () => setLeft((l) => (l.has(f) ? l : new Set([...l, f]))),
            "data-testid": id,
          } as const;
          const set = (v: string) => setValues((old) => ({ ...old, [f]: v }));
          return (
            <div
              key={f}
              className={`address-form__field${NARROW.has(f) ? " address-form__field--narrow" : ""}`}
            >
              <label className="field__label" htmlFor={id}>
                {t(`addresses.field.${f}`)}
                {REQUIRED.has(f) && <span aria-hidden="true"> *</span>}
              </label>
              {f === "salutation" ? (
                <select {...common} className="field__select" onChange={(e) => set(e.target.value)}>
                  <option value="">{t("addresses.salutation.none")}</option>
                  {ADDRESS_SALUTATIONS.map((s) => (
                    <option key={s} value={s}>
                      {t(`addresses.salutation.${s}`)}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  className="field__input"
                  type={f === "phoneNumber" ? "tel" : "text"}
                  inputMode={f === "postalCode" ? "numeric" : undefined}
                  onChange={(e) => set(e.target.value)}
                />
              )}
              {error && (
                <p className="field__error" id={`${id}-error`} data-testid={`${id}-error`}>
                  {errorText(t, error)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <label className="address-form__choice address-form__primary">
        <input
          type="checkbox"
          checked={primary}
          onChange={(e) => setPrimary(e.target.checked)}
          data-testid="address-primary"
        />
        {t("addresses.form.primary")}
      </label>
      <div className="address-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="address-save">
          {t("addresses.form.save")}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t("addresses.cancel")}
        </button>
      </div>
    </form>
  );
};
