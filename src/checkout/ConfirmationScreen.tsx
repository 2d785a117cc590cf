import "../styles/cart.css";
import "../styles/checkout.css";
import { parsePaymentReturn } from "../../domain/checkout/payment";
import { ReorderButton } from "../addon/ReorderButton";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";
import { selectSearch } from "../state/selectors";
import { OrderSummary } from "./OrderSummary";

/**
 * The order confirmation (route "checkoutConfirmation", also the CMS preview's test confirmation):
 * the order just placed, or after a reload the order of the orderNumber query (the route's loader
 * reads it); an unknown number is not found.
 */
const ConfirmationScreen = () => {
  const t = useT();
  const search = useSelector(selectSearch);
  const order = useSelector((s) => s.checkout.order);
  const lookup = useSelector((s) => s.checkout.orderLookup);
  const stores = useSelector((s) => s.cart.stores);
  const surcharge = useSelector((s) => s.cart.orderConfig?.surchargePercent ?? null);
  const wanted = parsePaymentReturn(search).orderNumber;
  const shown = order !== null && order.orderNumber === wanted ? order : null;

  if (shown === null) {
    const notFound = lookup?.status === "notFound" || wanted === null;
    const failed = lookup?.status === "error";
    const title = notFound ? t("confirmation.notFound.title") : t("confirmation.title");
    return (
      <div className="checkout-page checkout-confirmation" data-testid="order-confirmation">
        <PageMeta title={title} noIndex />
        <h1>{title}</h1>
        {notFound ? (
          <div className="cart-empty" data-testid="order-not-found">
            <p>{t("confirmation.notFound.text")}</p>
            <ShopLink href="/" className="btn btn--primary">
              {t("confirmation.continue")}
            </ShopLink>
          </div>
        ) : failed ? (
          <p role="alert">{t("confirmation.loadFailed")}</p>
        ) : (
          <p aria-busy="true" data-testid="page-skeleton">
            {t("confirmation.loading")}
          </p>
        )}
      </div>
    );
  }

  const cart = shown.cart;
  const title = t("confirmation.title");
  return (
    <div className="checkout-page checkout-confirmation" data-testid="order-confirmation">
      <PageMeta title={title} noIndex />
      <div className="checkout-confirmation__head">
        <h1>{title}</h1>
        <p className="checkout-confirmation__number" data-testid="order-number">
          {t("confirmation.orderNumber", { orderNumber: shown.orderNumber })}
        </p>
        <p>{t("confirmation.text")}</p>
      </div>
      <OrderSummary
        cart={cart}
        stores={stores}
        idPrefix="confirmation"
        keys={{ service: "confirmation.service", items: "confirmation.items", totals: "confirmation.totals" }}
        serviceType={shown.distributionType}
        surchargePercent={surcharge}
        footer={
          <>
            <ShopLink href="/" className="btn btn--primary checkout-place">
              {t("confirmation.continue")}
            </ShopLink>
            <ReorderButton order={shown} />
          </>
        }
      />
    </div>
  );
};

export default ConfirmationScreen;
