import type { Order } from "../../domain/checkout/model";
import { useOrderFormat } from "../profile/format";
import { useProfilePaths } from "../profile/paths";
import { ShopLink } from "../routing/ShopLink";
import { useT } from "../state/context";

/**
 * An order's add-on orders (document 2 §4), or for an add-on the order it tops up: in the
 * customer's order detail.
 */
export const AddOnOrders = ({ order }: { readonly order: Order }) => {
  const t = useT();
  const f = useOrderFormat();
  const paths = useProfilePaths();
  if (order.parentOrderNumber)
    return (
      <p className="addon-parent" data-testid="addon-parent">
        {t("addon.parent")}{" "}
        <ShopLink href={paths.order(order.parentOrderNumber)}>
          {t("profile.orders.number", { orderNumber: order.parentOrderNumber })}
        </ShopLink>
      </p>
    );
  const addOns = order.addOns ?? [];
  if (addOns.length === 0) return null;
  return (
    <section className="addon-list" aria-labelledby="addon-list-title" data-testid="addon-list">
      <h2 id="addon-list-title" className="addon-list__title">
        {t("addon.listTitle")}
      </h2>
      <ul>
        {addOns.map((a) => (
          <li key={a.orderNumber} data-testid="addon-list-item">
            <ShopLink href={paths.order(a.orderNumber)}>
              {t("profile.orders.number", { orderNumber: a.orderNumber })}
            </ShopLink>{" "}
            {t("addon.listItem", {
              date: f.date(a.placedAt),
              count: String(a.itemCount),
              total: f.money(a.total),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
};
