import "../styles/delivery-pass.css";
import { selectCustomer } from "../../domain/session/selectors";
import { useMoney } from "../discovery/hooks";
import { PageMeta } from "../pages/PageMeta";
import { useOrderFormat } from "../profile/format";
import { ShopLink } from "../routing/ShopLink";
import { useRoutePath } from "../routing/useRoutePath";
import { useDispatch, useSelector, useT } from "../state/context";
import { usePassPromise } from "./DeliveryPassBanner";
import { useDeliveryPass } from "./useDeliveryPass";

/**
 * The delivery pass overview (route "deliveryPass", document 2 §4): the offer from the server (price,
 * duration, the free-delivery threshold), the customer's pass (valid until, or expired), and buying
 * it as a cart line item. Guests are asked to log in (document 2 §6).
 */
const DeliveryPassScreen = () => {
  const t = useT();
  const money = useMoney();
  const f = useOrderFormat();
  const dispatch = useDispatch();
  const promise = usePassPromise();
  const customer = useSelector(selectCustomer);
  const addon = useSelector((s) => s.cart.cart?.mode === "ADDON");
  const { offer, offerStatus, pass, passState, valid, inCart } = useDeliveryPass();
  const loginPath = useRoutePath("login");
  const cartPath = useRoutePath("cart");
  const title = t("deliveryPass.title");

  return (
    <div className="pass-page" data-testid="delivery-pass-page">
      <PageMeta title={title} />
      <h1>{title}</h1>
      {offer === null ? (
        offerStatus === "failed" ? (
          <div role="alert" className="pass-page__failed">
            <p>{t("deliveryPass.loadFailed")}</p>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => dispatch({ _tag: "LoadDeliveryPassOffer" })}
            >
              {t("deliveryPass.retry")}
            </button>
          </div>
        ) : (
          <p aria-busy="true">{t("common.loading")}</p>
        )
      ) : (
        <>
          <p className="pass-page__promise" data-testid="delivery-pass-promise">
            {promise(offer)}
          </p>
          <section className="pass-card" aria-labelledby="pass-offer-title">
            <h2 id="pass-offer-title" className="pass-card__title">
              {offer.name}
            </h2>
            <dl className="pass-card__facts">
              <div>
                <dt>{t("deliveryPass.price")}</dt>
                <dd data-testid="delivery-pass-price">{money.price(offer.price)}</dd>
              </div>
              <div>
                <dt>{t("deliveryPass.duration")}</dt>
                <dd>{t("deliveryPass.durationDays", { days: String(offer.durationDays) })}</dd>
              </div>
              <div>
                <dt>{t("deliveryPass.threshold")}</dt>
                <dd>{money.price(offer.freeDeliveryThreshold)}</dd>
              </div>
            </dl>
            {customer !== null && pass !== null && (
              <p className="pass-card__status" data-testid="delivery-pass-status">
                {valid
                  ? t("deliveryPass.validUntil", { date: f.date(pass.endDate) })
                  : passState === "upcoming"
                    ? t("deliveryPass.startsOn", { date: f.date(pass.startDate) })
                    : t("deliveryPass.expiredOn", { date: f.date(pass.endDate) })}
              </p>
            )}
            <div className="pass-card__actions">
              {customer === null ? (
                <>
                  <p>{t("deliveryPass.loginNeeded")}</p>
                  <ShopLink href={loginPath} className="btn btn--primary">
                    {t("deliveryPass.login")}
                  </ShopLink>
                </>
              ) : inCart ? (
                <>
                  <p role="status" data-testid="delivery-pass-in-cart">
                    {t("deliveryPass.inCart")}
                  </p>
                  <ShopLink href={cartPath} className="btn btn--primary">
                    {t("deliveryPass.toCart")}
                  </ShopLink>
                  <button
                    type="button"
                    className="btn btn--secondary"
                    onClick={() => dispatch({ _tag: "SetDeliveryPassInCart", inCart: false })}
                  >
                    {t("deliveryPass.remove")}
                  </button>
                </>
              ) : addon ? (
                <p>{t("deliveryPass.notInAddon")}</p>
              ) : (
                <button
                  type="button"
                  className="btn btn--primary"
                  data-testid="delivery-pass-add"
                  onClick={() => dispatch({ _tag: "SetDeliveryPassInCart", inCart: true })}
                >
                  {valid ? t("deliveryPass.extend") : t("deliveryPass.add")}
                </button>
              )}
            </div>
          </section>
        </>
      )}
    </div>
  );
};

export default DeliveryPassScreen;
