import type { AddressErrors, CheckoutAddress, CheckoutField } from "./address";
import { CHECKOUT_FIELDS } from "./address";

/**
 * Document 2 §5: billing fields can be hidden by configuration (runtime config
 * `billingAddressFields`, value "Hide", per address type). The checkout's billing address is a
 * company's (COMPANY) when the salutation is Company, else a private one (PRIVATE): a hidden field
 * is not shown, not required and removed from the payload. The salutation itself decides the
 * type and is never hidden.
 */
type BillingFieldConfig = Readonly<Record<string, Readonly<Record<string, string>>>> | undefined;

export const billingAddressType = (salutation: string): "COMPANY" | "PRIVATE" =>
  salutation === "Company" ? "COMPANY" : "PRIVATE";

export const hiddenCheckoutFields = (
  salutation: string,
  config: BillingFieldConfig,
): ReadonlySet<CheckoutField> => {
  const type = billingAddressType(salutation);
  return new Set(CHECKOUT_FIELDS.filter((f) => f !== "salutation" && config?.[type]?.[f] === "Hide"));
};

/** The address as sent: hidden fields emptied (toBillingAddress leaves empty fields out). */
export const withoutHidden = (
  address: CheckoutAddress,
  hidden: ReadonlySet<CheckoutField>,
): CheckoutAddress =>
  Object.fromEntries(
    Object.entries(address).map(([k, v]) => [k, hidden.has(k as CheckoutField) ? "" : v]),
  ) as CheckoutAddress;

/** Only the errors of fields the form shows. */
export const shownFieldErrors = (errors: AddressErrors, hidden: ReadonlySet<CheckoutField>): AddressErrors =>
  Object.fromEntries(
    Object.entries(errors).filter(([f]) => !hidden.has(f as CheckoutField)),
  ) as AddressErrors;
