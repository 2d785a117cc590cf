import { useState } from "react";
import type { Order } from "../../domain/checkout/model";
import { selectCustomer } from "../../domain/session/selectors";
import { useRoutePath } from "../routing/useRoutePath";
import { useDispatch, useDispatchAsync, useSelector, useT } from "../state/context";

/**
 * "Artikel nachbestellen" (document 2 §4 cart mode ADDON): the cart becomes an add-on to this order
 * and the shopper goes to the shop to add articles. Only for the customer's own regular orders; the
 * server refuses after the order's cut-off or beyond the add-on limit (a notification says which).
 */
export const ReorderButton = ({ order }: { readonly order: Order }) => {
  const { orderNumber, customerId } = order;
  // An add-on (its cart was an ADDON cart) takes no add-ons of its own.
  const addOn = Boolean(order.parentOrderNumber) || order.cart.mode === "ADDON";
  const t = useT();
  const dispatch = useDispatch();
  const dispatchAsync = useDispatchAsync();
  const customer = useSelector(selectCustomer);
  const cartPath = useRoutePath("cart");
  const [busy, setBusy] = useState(false);
  if (customer === null || customerId === null || customer.customerId !== customerId || addOn) return null;
  return (
    <button
      type="button"
      className="btn btn--secondary addon-reorder"
      data-testid="addon-reorder"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const outcome = await dispatchAsync({ _tag: "SwitchCartMode", mode: "ADDON", orderNumber });
        setBusy(false);
        if (outcome === "addon") dispatch({ _tag: "Navigate", to: cartPath });
      }}
    >
      {t("addon.reorder")}
    </button>
  );
};
