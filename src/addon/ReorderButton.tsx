import { useState } from "react";
import { selectCustomer } from "../../domain/session/selectors";
import { useRoutePath } from "../routing/useRoutePath";
import { useDispatch, useDispatchAsync, useSelector, useT } from "../state/context";

/**
 * "Artikel nachbestellen" (document 2 §4 cart mode ADDON): the cart becomes an add-on to this order
 * and the shopper goes to the shop to add articles. Only for the customer's own regular orders; the
 * server refuses after the order's cut-off or beyond the add-on limit (a notification says which).
 */
export const ReorderButton = ({
  orderNumber,
  customerId,
  parentOrderNumber,
}: {
  readonly orderNumber: string;
  readonly customerId: string | null;
  readonly parentOrderNumber?: string | null | undefined;
}) => {
  const t = useT();
  const dispatch = useDispatch();
  const dispatchAsync = useDispatchAsync();
  const customer = useSelector(selectCustomer);
  const cartPath = useRoutePath("cart");
  const [busy, setBusy] = useState(false);
  if (customer === null || customerId === null || customer.customerId !== customerId || parentOrderNumber)
    return null;
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
