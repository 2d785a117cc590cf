import { useWindowFormat } from "../cart/DeliveryWindowPicker";
import { useDispatch, useSelector, useT } from "../state/context";

/**
 * While the cart is an add-on to an order (document 2 §4): which order, until when it can still be
 * changed (the order's cut-off, as the server computes it), that the minimum order value does not
 * apply, and the way back to the regular cart (which was kept).
 */
export const AddOnBanner = () => {
  const t = useT();
  const dispatch = useDispatch();
  const cart = useSelector((s) => s.cart.cart);
  const f = useWindowFormat();
  if (cart?.mode !== "ADDON" || !cart.orderNumber) return null;
  return (
    <section className="addon-banner" aria-labelledby="addon-banner-title" data-testid="addon-banner">
      <h2 id="addon-banner-title" className="addon-banner__title">
        {t("addon.title", { orderNumber: cart.orderNumber })}
      </h2>
      {cart.addOnCutoff && (
        <p className="addon-banner__cutoff" data-testid="addon-cutoff">
          {t("addon.cutoff", { day: f.day(cart.addOnCutoff), time: f.clock(cart.addOnCutoff) })}
        </p>
      )}
      <p>{t("addon.text")}</p>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        data-testid="addon-back-to-regular"
        onClick={() => dispatch({ _tag: "SwitchCartMode", mode: "REGULAR" })}
      >
        {t("addon.backToRegular")}
      </button>
    </section>
  );
};
