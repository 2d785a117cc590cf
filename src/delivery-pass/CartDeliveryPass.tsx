import "../styles/delivery-pass.css";
import { useMoney } from "../discovery/hooks";
import { useDispatch, useSelector, useT } from "../state/context";
import { DeliveryPassBanner } from "./DeliveryPassBanner";
import { useDeliveryPass } from "./useDeliveryPass";

/**
 * The delivery pass in the cart (document 2 §3, §4): its line item with a remove button while it is
 * in the cart; otherwise, for a delivery cart of a shopper without the pass, the offer's banner.
 * The cart page and the side cart show it alike (`onNavigate`: the side cart closes on its link).
 */
export const CartDeliveryPass = ({ onNavigate }: { readonly onNavigate?: () => void } = {}) => {
  const t = useT();
  const money = useMoney();
  const dispatch = useDispatch();
  const { offer, has, inCart } = useDeliveryPass();
  const type = useSelector((s) => s.cart.cart?.distributionAddress?.distributionType);
  const addon = useSelector((s) => s.cart.cart?.mode === "ADDON");
  if (inCart)
    return (
      <section
        className="cart-panel pass-line"
        aria-labelledby="pass-line-title"
        data-testid="cart-delivery-pass"
      >
        <h2 id="pass-line-title" className="cart-panel__title">
          {t("deliveryPass.title")}
        </h2>
        <div className="pass-line__row">
          <p className="pass-line__name">
            {inCart.name}
            <span className="pass-line__meta">
              {t("deliveryPass.durationDays", { days: String(inCart.durationDays) })}
            </span>
          </p>
          <p className="pass-line__price">{money.price(inCart.price)}</p>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            data-testid="cart-delivery-pass-remove"
            onClick={() => dispatch({ _tag: "SetDeliveryPassInCart", inCart: false })}
          >
            {t("deliveryPass.remove")}
          </button>
        </div>
      </section>
    );
  if (!offer || has || addon || type === "CLICK_AND_COLLECT") return null;
  return <DeliveryPassBanner offer={offer} onNavigate={onNavigate} />;
};
