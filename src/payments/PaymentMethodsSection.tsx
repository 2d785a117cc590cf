import "../styles/cart.css";
import "../styles/addresses.css";
import "../styles/payments.css";
import { useState } from "react";
import { selectSavedMethods } from "../../domain/payments/selectors";
import { useDispatchAsync, useSelector, useT } from "../state/context";
import { expiryText, methodName } from "./format";
import { PaymentWarning } from "./PaymentWarning";

/**
 * The customer's saved payment methods (document 2 §3, §7, §9; the profile's "Zahlungsarten"):
 * the primary first, expired ones marked (and listed next), the card expiry as MM/YY; make
 * primary, delete after a confirmation. The payment warning when the primary has expired.
 */
const PaymentMethodsSection = () => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const { methods, status, changing, hasInactiveMethods } = useSelector(selectSavedMethods);
  const [confirming, setConfirming] = useState<string | null>(null);
  const busy = changing !== null;

  const remove = async (id: string) => {
    await dispatch({ _tag: "DeletePaymentMethod", id });
    setConfirming(null);
  };

  return (
    // The profile's heading names the section (src/profile/ProfileScreen).
    <section
      className="payment-methods"
      aria-labelledby="profile-section-title"
      data-testid="payment-methods"
    >
      <p className="address-book__intro">{t("payments.intro")}</p>
      <PaymentWarning link={false} />
      {hasInactiveMethods && <p className="payment-methods__note">{t("payments.inactive")}</p>}
      {status === "loading" && methods.length === 0 && <p role="status">{t("payments.loading")}</p>}
      {status === "failed" && (
        <div className="cart-notice cart-notice--error" role="alert">
          <p>{t("payments.loadFailed")}</p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void dispatch({ _tag: "LoadPaymentMethods", force: true })}
          >
            {t("payments.retry")}
          </button>
        </div>
      )}
      {status === "loaded" && methods.length === 0 && (
        <p data-testid="payment-methods-empty">{t("payments.empty")}</p>
      )}
      <ul className="address-list" data-testid="payment-method-list">
        {methods.map((m) => {
          const name = methodName(m);
          const expiry = expiryText(t, m);
          return (
            <li
              key={m.id}
              className={`address-card payment-card${m.expired ? " payment-card--expired" : ""}`}
              data-testid="payment-method"
              data-id={m.id}
            >
              <div className="address-card__tags">
                {m.isPrimary && (
                  <span className="address-card__badge" data-testid="payment-primary-badge">
                    {t("payments.primary")}
                  </span>
                )}
                {m.expired && (
                  <span className="payment-card__expired" data-testid="payment-expired-badge">
                    {t("payments.expired")}
                  </span>
                )}
                <span className="address-card__category">{t(`checkout.payment.${m.methodKey}`)}</span>
              </div>
              <p className="payment-card__name" data-testid="payment-method-name">
                {name}
              </p>
              {expiry !== null && (
                <p className="payment-card__expiry" data-testid="payment-method-expiry">
                  {expiry}
                </p>
              )}
              {confirming === m.id ? (
                <fieldset className="cart-confirm address-card__confirm">
                  <legend className="address-card__question">{t("payments.confirmDelete", { name })}</legend>
                  <button
                    type="button"
                    className="btn btn--primary"
                    disabled={busy}
                    onClick={() => void remove(m.id)}
                    data-testid="payment-delete-yes"
                    // biome-ignore lint/a11y/noAutofocus: the confirmation replaces the button that had the focus
                    autoFocus
                  >
                    {t("payments.confirmYes")}
                  </button>
                  <button type="button" className="btn btn--secondary" onClick={() => setConfirming(null)}>
                    {t("payments.confirmNo")}
                  </button>
                </fieldset>
              ) : (
                <div className="address-card__actions">
                  {!m.isPrimary && !m.expired && (
                    <button
                      type="button"
                      className="btn btn--secondary"
                      aria-label={t("payments.makePrimaryNamed", { name })}
                      disabled={busy}
                      onClick={() => void dispatch({ _tag: "SetPrimaryPaymentMethod", id: m.id })}
                      data-testid="payment-set-primary"
                    >
                      {t("payments.makePrimary")}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn--secondary"
                    aria-label={t("payments.deleteNamed", { name })}
                    disabled={busy}
                    onClick={() => setConfirming(m.id)}
                    data-testid="payment-delete"
                  >
                    {t("payments.delete")}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
};

export default PaymentMethodsSection;
