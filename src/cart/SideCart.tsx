import "../styles/cart.css";
import { useId } from "react";
import { selectLimitNotices, selectServiceType, selectSortedLines } from "../../domain/cart/selectors";
import { CloseIcon } from "../components/CloseIcon";
import { CartDeliveryPass } from "../delivery-pass/CartDeliveryPass";
import { ShopLink } from "../routing/ShopLink";
import { useDispatch, useSelector, useT } from "../state/context";
import { useCartCountText } from "./countText";
import { useCartDerived } from "./hooks";
import { LimitNotices } from "./LimitNotices";
import { CartLine } from "./LineItemRow";
import { Modal } from "./Modal";
import { PriceSummary } from "./PriceSummary";
import { useCartPath } from "./path";

/**
 * The slide-in cart: a modal drawer from the right (open while state.cart.sideCartOpen). It shows
 * the delivery pass as the cart page does: its line while it is in the cart, else its banner.
 */
const SideCart = () => {
  const t = useT();
  const dispatch = useDispatch();
  const cart = useSelector((s) => s.cart.cart);
  const counts = useCartCountText();
  const lines = useCartDerived(selectSortedLines);
  const notices = useCartDerived(selectLimitNotices);
  const serviceType = useCartDerived(selectServiceType);
  const cartPath = useCartPath();
  const titleId = useId();
  const close = () => dispatch({ _tag: "ToggleSideCart", open: false });
  return (
    <Modal labelledBy={titleId} className="modal drawer" onDismiss={close} testId="side-cart">
      <div className="drawer__inner">
        <div className="modal__head drawer__head">
          <h2 id={titleId} className="modal__title">
            {t("cart.title")}
            <span className="drawer__count"> {t("cart.articleCount", { counts })}</span>
          </h2>
          <button type="button" className="icon-button" onClick={close} aria-label={t("cart.sideCart.close")}>
            <CloseIcon size={24} />
          </button>
        </div>
        <div className="drawer__body">
          {cart === null || lines.length === 0 ? (
            <p className="drawer__empty" data-testid="side-cart-empty">
              {t("cart.empty.title")}
            </p>
          ) : (
            <>
              <LimitNotices notices={notices} />
              <ul className="cart-lines" aria-label={t("cart.items")}>
                {lines.map((l) => (
                  <CartLine key={l.lineItemId} line={l} compact />
                ))}
              </ul>
              {/* The pass's line or its banner, as on the cart page (document 2 §4). */}
              <CartDeliveryPass onNavigate={close} />
            </>
          )}
        </div>
        {cart !== null && lines.length > 0 && (
          <div className="drawer__foot">
            <PriceSummary cart={cart} serviceType={serviceType} compact />
            <ShopLink href={cartPath} className="btn btn--primary drawer__cta" onClick={close}>
              {t("cart.toCart")}
            </ShopLink>
          </div>
        )}
      </div>
    </Modal>
  );
};

export default SideCart;
