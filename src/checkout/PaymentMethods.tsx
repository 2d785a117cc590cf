import { useState } from "react";
import type { DistributionType, PaymentMethodKey } from "../../domain/cart/model";
import { surchargePercentOf } from "../../domain/checkout/payment";
import { isCompanyCustomer, offeredMethods } from "../../domain/payments/rules/offer";
import { selectPaymentWallets } from "../../domain/payments/selectors";
import { selectCustomer } from "../../domain/session/selectors";
import { usePercent } from "../cart/hooks";
import { useDispatchAsync, useSelector, useT } from "../state/context";

/**
 * The payment methods of the cart's service type (document 2 §9) as a radio group: a choice sets
 * it on the cart at once (ChoosePaymentMethod); each option says whether it carries the surcharge.
 * The shown choice is the shopper's last click until the cart answers, then the cart's.
 */
export const PaymentMethods = ({
  type,
  selected,
  surchargePercent,
  locked,
  describedBy,
}: {
  readonly type: DistributionType | null;
  readonly selected: PaymentMethodKey | null;
  readonly surchargePercent: number;
  /** A finalized cart keeps its method. */
  readonly locked: boolean;
  readonly describedBy?: string;
}) => {
  const t = useT();
  const percent = usePercent();
  const dispatch = useDispatchAsync();
  const [pending, setPending] = useState<PaymentMethodKey | null>(null);
  // Per customer (invoice b2b for companies) and browser (Apple Pay, Google Pay): domain/payments/rules/offer.
  const company = useSelector((s) => isCompanyCustomer(selectCustomer(s)));
  const wallets = useSelector(selectPaymentWallets);
  const shown = pending ?? selected;
  const choose = (methodKey: PaymentMethodKey) => {
    setPending(methodKey);
    void dispatch({ _tag: "ChoosePaymentMethod", methodKey }).finally(() =>
      setPending((p) => (p === methodKey ? null : p)),
    );
  };
  return (
    <fieldset
      className="cart-panel checkout-payment"
      disabled={locked}
      aria-describedby={describedBy}
      data-testid="checkout-payment"
    >
      <legend className="cart-panel__title checkout-payment__legend">{t("checkout.payment.title")}</legend>
      {locked && <p className="checkout-payment__locked">{t("checkout.payment.locked")}</p>}
      <div className="checkout-payment__options">
        {offeredMethods(type, company, wallets).map((key) => {
          const fee = surchargePercentOf(key, surchargePercent);
          const noteId = `payment-${key}-note`;
          return (
            <label
              key={key}
              className={`checkout-option${shown === key ? " checkout-option--checked" : ""}`}
              data-testid="payment-option"
              data-method={key}
            >
              <input
                type="radio"
                name="payment-method"
                value={key}
                checked={shown === key}
                onChange={() => choose(key)}
                aria-describedby={noteId}
              />
              <span className="checkout-option__body">
                <span className="checkout-option__name">{t(`checkout.payment.${key}`)}</span>
                <span className="checkout-option__note" id={noteId}>
                  {t(`checkout.payment.note.${key}`)}{" "}
                  <span className={fee > 0 ? "checkout-option__fee" : "checkout-option__free"}>
                    {fee > 0
                      ? t("checkout.payment.surcharge", { percent: percent(fee) })
                      : t("checkout.payment.noSurcharge")}
                  </span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
};
