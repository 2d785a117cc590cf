import { ShopLink } from "../routing/ShopLink";
import { useT } from "../state/context";
import { useOrderFormat } from "./format";
import { useProfilePaths } from "./paths";
import { SectionPending } from "./SectionStatus";
import { useSection } from "./useSection";

/** The customer's orders, newest first (document 1 §6: only the customer's own). */
const OrderList = () => {
  const t = useT();
  const f = useOrderFormat();
  const paths = useProfilePaths();
  const { data, status, reload } = useSection("orders");
  if (data === null || status !== "loaded") return <SectionPending status={status} retry={reload} />;
  if (data.orders.length === 0)
    return (
      <div className="profile-panel" data-testid="orders-empty">
        <p>{t("profile.orders.empty")}</p>
        <ShopLink href="/" className="btn btn--primary">
          {t("profile.orders.startShopping")}
        </ShopLink>
      </div>
    );
  return (
    <ul className="profile-orders" data-testid="orders-list">
      {data.orders.map((o) => (
        <li key={o.orderNumber} className="profile-order" data-testid="order-row">
          <div className="profile-order__head">
            <h2 className="profile-order__number">
              {t("profile.orders.number", { orderNumber: o.orderNumber })}
            </h2>
            <span className={`profile-status profile-status--${o.status}`}>
              {t(`profile.orders.status.${o.status}`)}
            </span>
          </div>
          <dl className="profile-order__facts">
            <div>
              <dt>{t("profile.orders.date")}</dt>
              <dd>{f.date(o.placedAt)}</dd>
            </div>
            <div>
              <dt>{t("profile.orders.service")}</dt>
              <dd>{t(`profile.orders.serviceType.${o.distributionType}`)}</dd>
            </div>
            <div>
              <dt>{t("profile.orders.total")}</dt>
              <dd className="profile-order__total">{f.money(o.total)}</dd>
            </div>
          </dl>
          <ShopLink
            href={paths.order(o.orderNumber)}
            className="profile-order__link"
            aria-label={t("profile.orders.detailsOf", { orderNumber: o.orderNumber })}
          >
            {t("profile.orders.details")}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
};

export default OrderList;
