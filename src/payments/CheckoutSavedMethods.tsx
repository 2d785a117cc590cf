import "../styles/payments.css";
import type { PaymentMethodKey } from "../../domain/cart/model";
import { isSavable, reusableFor } from "../../domain/payments/rules/saved";
import { selectSavedMethods } from "../../domain/payments/selectors";
import { selectCustomer } from "../../domain/session/selectors";
import { useSelector, useT } from "../state/context";
import { expiryText, methodName } from "./format";
import { PaymentWarning } from "./PaymentWarning";

/**
 * Below the checkout's payment methods, for a logged-in customer: the payment warning, and for
 * the chosen method the saved ones the payment page offers again (or that it can be saved there:
 * the payment return brings saveMethod and setPrimary back, document 2 §2).
 */
export const CheckoutSavedMethods = ({ selected }: { readonly selected: PaymentMethodKey | null }) => {
  const t = useT();
  const customer = useSelector(selectCustomer);
  const { methods } = useSelector(selectSavedMethods);
  if (customer === null) return null;
  const reusable = selected === null ? [] : reusableFor(methods, selected);
  const listed = reusable
    .map((m) => {
      const expiry = expiryText(t, m);
      return expiry === null ? methodName(m) : `${methodName(m)} (${expiry})`;
    })
    .join(", ");
  return (
    <div className="checkout-saved" data-testid="checkout-saved-methods">
      <PaymentWarning />
      {reusable.length > 0 ? (
        <p className="checkout-saved__text" data-testid="checkout-saved-list">
          {t("payments.savedAtProvider", { methods: listed })}
        </p>
      ) : (
        selected !== null &&
        isSavable(selected) && <p className="checkout-saved__text">{t("payments.saveAtProvider")}</p>
      )}
    </div>
  );
};
