import "../styles/checkout.css";
import { useEffect, useRef } from "react";
import { PageMeta } from "../pages/PageMeta";
import { useDispatch, useSelector, useT } from "../state/context";
import { selectSearch } from "../state/selectors";

/**
 * The payment-return route (document 2 §2, §4): on arrival it places the order from its query
 * (FinaliseCheckout); the handler then sends the shopper to the confirmation, or back to checkout.
 * When the placement got no clear answer (issue 16 #10) the shopper stays here, told to wait and
 * try again; the retry places the same order again, which the server answers with the order.
 */
const PaymentReturnScreen = () => {
  const t = useT();
  const dispatch = useDispatch();
  const search = useSelector(selectSearch);
  const unclear = useSelector((s) => s.checkout.finalisationUnclear);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === search) return;
    sent.current = search;
    dispatch({ _tag: "FinaliseCheckout", query: search });
  }, [search, dispatch]);
  const title = t("paymentReturn.title");
  return (
    <div className="checkout-page checkout-return" data-testid="payment-return">
      <PageMeta title={title} noIndex />
      <h1>{title}</h1>
      {unclear ? (
        <div className="checkout-return__status" role="alert" data-testid="payment-return-unclear">
          <p className="checkout-return__text">{t("paymentReturn.unclear")}</p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => dispatch({ _tag: "FinaliseCheckout", query: search })}
          >
            {t("common.retry")}
          </button>
        </div>
      ) : (
        <div className="checkout-return__status" role="status" aria-live="polite">
          <div className="spinner" aria-hidden="true" />
          <p className="checkout-return__text">{t("paymentReturn.processing")}</p>
          <p className="checkout-return__hint">{t("paymentReturn.hint")}</p>
        </div>
      )}
    </div>
  );
};

export default PaymentReturnScreen;
