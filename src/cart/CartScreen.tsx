import "../styles/cart.css";
import { useEffect, useId, useState } from "react";
import {
  selectCartPageValidation,
  selectLimitNotices,
  selectServiceType,
  selectSortedLines,
  selectUnavailableLines,
} from "../../domain/cart/selectors";
import { CART_SORTS, type CartSort } from "../../domain/cart/state";
import { AddOnBanner } from "../addon/AddOnBanner";
import { CartDeliveryPass } from "../delivery-pass/CartDeliveryPass";
import { useLinks } from "../discovery/hooks";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useRoutePath } from "../routing/useRoutePath";
import { useDispatch, useSelector, useT } from "../state/context";
import { CartPending } from "./CartPending";
import { useCartCountText } from "./countText";
import { DiscountCodeForm } from "./DiscountCodeForm";
import { useCartDerived } from "./hooks";
import { LimitNotices } from "./LimitNotices";
import { CartLine, UnavailableLineRow } from "./LineItemRow";
import { PriceSummary } from "./PriceSummary";
import { ServiceBlock } from "./ServiceBlock";
import { ValidationMessages } from "./ValidationMessages";

const RemoveAll = () => {
  const t = useT();
  const dispatch = useDispatch();
  const [confirm, setConfirm] = useState(false);
  if (!confirm)
    return (
      <button type="button" className="btn btn--secondary btn--small" onClick={() => setConfirm(true)}>
        {t("cart.removeAll")}
      </button>
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: an inline confirmation, not a form field group
    <div className="cart-confirm" role="group" aria-label={t("cart.removeAllConfirm")}>
      <span>{t("cart.removeAllConfirm")}</span>
      <button
        type="button"
        className="btn btn--primary btn--small"
        onClick={() => {
          setConfirm(false);
          dispatch({ _tag: "RemoveAllItems" });
        }}
      >
        {t("cart.removeAllYes")}
      </button>
      <button type="button" className="btn btn--secondary btn--small" onClick={() => setConfirm(false)}>
        {t("cart.removeAllNo")}
      </button>
    </div>
  );
};

const Empty = () => {
  const t = useT();
  const links = useLinks();
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <p className="cart-empty__title">{t("cart.empty.title")}</p>
      <p>{t("cart.empty.text")}</p>
      <ShopLink href={links.category()} className="btn btn--primary">
        {t("cart.empty.toProducts")}
      </ShopLink>
    </div>
  );
};

/** The cart page (route "cart", default layout). */
const CartScreen = () => {
  const t = useT();
  const dispatch = useDispatch();
  const cart = useSelector((s) => s.cart.cart);
  const sort = useSelector((s) => s.cart.sort);
  const error = useSelector((s) => s.cart.error);
  const lines = useCartDerived(selectSortedLines);
  const unavailable = useCartDerived(selectUnavailableLines);
  const notices = useCartDerived(selectLimitNotices);
  const groups = useCartDerived(selectCartPageValidation);
  const serviceType = useCartDerived(selectServiceType);
  const sortId = useId();
  const checkoutPath = useRoutePath("checkout");
  // The page asks for a fresh validation when it opens (document 2 §4: "on request").
  useEffect(() => {
    dispatch({ _tag: "ValidateCart", reason: "request" });
  }, [dispatch]);

  const count = lines.length + unavailable.length;
  const counts = useCartCountText();
  const title = t("cart.title");
  if (cart === null) return <CartPending pageClass="cart-page" title={title} failed={t("cart.loadFailed")} />;
  return (
    <div className="cart-page" data-testid="cart-page">
      <PageMeta title={title} noIndex />
      <h1>
        {title}
        {count > 0 && <span className="cart-page__count"> {t("cart.articleCount", { counts })}</span>}
      </h1>
      {error !== null && (
        <p className="cart-notice cart-notice--error" role="alert" data-testid="cart-error">
          {t("cart.operationFailed")}
        </p>
      )}
      <AddOnBanner />
      {count === 0 ? (
        <Empty />
      ) : (
        <div className="order-layout">
          <div className="order-main">
            <LimitNotices notices={notices} />
            <ServiceBlock cart={cart} />
            <CartDeliveryPass />
            <ValidationMessages groups={groups} />
            {lines.length > 0 && (
              <section className="cart-panel" aria-labelledby="cart-lines-title">
                <div className="cart-toolbar">
                  <h2 id="cart-lines-title" className="cart-panel__title">
                    {t("cart.items")}
                  </h2>
                  <div className="cart-toolbar__actions">
                    <label htmlFor={sortId} className="cart-toolbar__label">
                      {t("cart.sort")}
                    </label>
                    <select
                      id={sortId}
                      className="field__select"
                      value={sort}
                      onChange={(e) => dispatch({ _tag: "SortCart", by: e.target.value as CartSort })}
                    >
                      {CART_SORTS.map((s) => (
                        <option key={s} value={s}>
                          {t(`cart.sort.${s}`)}
                        </option>
                      ))}
                    </select>
                    <RemoveAll />
                  </div>
                </div>
                <ul className="cart-lines" data-testid="cart-lines">
                  {lines.map((l) => (
                    <CartLine key={l.lineItemId} line={l} />
                  ))}
                </ul>
              </section>
            )}
            {unavailable.length > 0 && (
              <section
                className="cart-panel"
                aria-labelledby="cart-unavailable-title"
                data-testid="cart-unavailable"
              >
                <h2 id="cart-unavailable-title" className="cart-panel__title">
                  {t("cart.unavailable.title")}
                </h2>
                <p className="cart-panel__text">{t("cart.unavailable.text")}</p>
                <ul className="cart-lines">
                  {unavailable.map((l) => (
                    <UnavailableLineRow key={l.lineItemId} line={l} />
                  ))}
                </ul>
              </section>
            )}
          </div>
          <aside className="order-aside" aria-label={t("cart.summary.title")}>
            <section className="cart-panel" aria-labelledby="cart-summary-title">
              <h2 id="cart-summary-title" className="cart-panel__title">
                {t("cart.summary.title")}
              </h2>
              <PriceSummary cart={cart} serviceType={serviceType} />
              {lines.length > 0 && (
                <ShopLink
                  href={checkoutPath}
                  className="btn btn--primary cart-checkout"
                  data-testid="to-checkout"
                >
                  {t("cart.toCheckout")}
                </ShopLink>
              )}
            </section>
            <DiscountCodeForm codes={cart.discountCodes} />
          </aside>
        </div>
      )}
    </div>
  );
};

export default CartScreen;
