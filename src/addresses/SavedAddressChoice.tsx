import "../styles/addresses.css";
import { type ChangeEvent, useState } from "react";
import type { SavedAddress } from "../../domain/addresses/model";
import { CHECKOUT_SALUTATIONS, type CheckoutAddress } from "../../domain/checkout/address";
import { useSelector, useT } from "../state/context";
import { addressLines } from "./lines";

/**
 * The checkout fields a saved address fills: only those it has (the customer's e-mail stays).
 * Its phone becomes the billing phone, so it is prefilled by document 1 §5's rule with the
 * locale's country (the rule and its phone metadata load with the first choice, not with the
 * checkout).
 */
const checkoutFieldsOf = (
  saved: SavedAddress,
  locale: string,
  prefillPhone: (raw: string, locale: string) => string,
): Partial<CheckoutAddress> => {
  const a = saved.address;
  const out: Record<string, string> = {};
  const salutation = a.salutation ?? "";
  if ((CHECKOUT_SALUTATIONS as ReadonlyArray<string>).includes(salutation)) out.salutation = salutation;
  for (const f of [
    "firstName",
    "lastName",
    "email",
    "streetName",
    "streetNumber",
    "postalCode",
    "city",
  ] as const) {
    const v = a[f];
    if (v !== undefined && v.trim() !== "") out[f] = v;
  }
  if (a.phoneNumber !== undefined && a.phoneNumber.trim() !== "")
    out.phoneNumber = prefillPhone(a.phoneNumber, locale);
  return out;
};

/**
 * The customer's saved addresses offered in the checkout (document 2 §3): choosing one fills the
 * address form, which the shopper may still change. Nothing is shown to a guest or a customer
 * without saved addresses.
 */
export const SavedAddressChoice = ({
  disabled,
  onPick,
}: {
  readonly disabled: boolean;
  readonly onPick: (fields: Partial<CheckoutAddress>) => void;
}) => {
  const t = useT();
  const list = useSelector((s) => s.addresses.list);
  const locale = useSelector((s) => s.tenant.config?.locale ?? "de-DE");
  const [chosen, setChosen] = useState("");
  if (list.length === 0) return null;
  const change = (e: ChangeEvent<HTMLSelectElement>) => {
    setChosen(e.target.value);
    const saved = list.find((a) => a.id === e.target.value);
    if (saved === undefined) return;
    void import("../../domain/addresses/rules/phone").then((m) =>
      onPick(checkoutFieldsOf(saved, locale, m.prefillPhone)),
    );
  };
  return (
    <div className="saved-address-choice">
      <label className="field__label" htmlFor="checkout-saved-address">
        {t("addresses.checkout.choose")}
      </label>
      <select
        id="checkout-saved-address"
        className="field__select"
        value={chosen}
        disabled={disabled}
        aria-describedby="checkout-saved-address-hint"
        onChange={change}
        data-testid="checkout-saved-address"
      >
        <option value="">{t("addresses.checkout.none")}</option>
        {list.map((a) => (
          <option key={a.id} value={a.id}>
            {[
              t(`addresses.category.${a.category}`) + (a.primary ? ` (${t("addresses.primary")})` : ""),
              ...addressLines(a, t).slice(0, 3),
            ].join(" · ")}
          </option>
        ))}
      </select>
      <p className="field__hint" id="checkout-saved-address-hint">
        {t("addresses.checkout.hint")}
      </p>
    </div>
  );
};
