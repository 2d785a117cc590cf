import "../styles/cart.css";
import "../styles/checkout.css";
import { useEffect } from "react";
import { AddOnOrders } from "../addon/AddOnOrders";
import { ReorderButton } from "../addon/ReorderButton";
import { OrderSummary } from "../checkout/OrderSummary";
import { ShopLink } from "../routing/ShopLink";
import { useDispatch, useSelector, useT } from "../state/context";
import { useOrderFormat } from "./format";
import { useProfilePaths } from "./paths";
import { SectionPending } from "./SectionStatus";
import { useSection } from "./useSection";

/** One order of the customer: its lines, totals, address and window. */
const OrderDetail = ({ orderNumber }: { readonly orderNumber: string }) => {
  const t = useT();
  const f = useOrderFormat();
  const paths = useProfilePaths();
  const stores = useSelector((s) => s.cart.stores);
  const dispatch = useDispatch();
  const { data, status, reload } = useSection("order", orderNumber);
  const pickup = data?.order?.cart.distributionAddress?.distributionType === "CLICK_AND_COLLECT";
  // A pickup order names its store by id: the store list gives its name and address.
  useEffect(() => {
    if (pickup && stores.length === 0) dispatch({ _tag: "LoadStores" });
  }, [pickup, stores.length, dispatch]);
  const back = (
    <ShopLink href={paths.section("bestellungen")} className="profile-back">
      {t("profile.orders.back")}
    </ShopLink>
  );
  if (status === "notFound")
    return (
      <div className="profile-panel" data-testid="order-not-found">
        <p>{t("profile.orders.notFound")}</p>
        {back}
      </div>
    );
  const order = data?.order;
  if (!order || order.orderNumber !== orderNumber || status !== "loaded")
    return <SectionPending status={status} retry={reload} />;
  const cart = order.cart;
  return (
    <div className="profile-order-detail" data-testid="order-detail">
      {back}
      <p className="profile-order-detail__meta">
        {t("profile.orders.placedOn", { date: f.date(order.placedAt) })} ·{" "}
        {t(`profile.orders.serviceType.${order.distributionType}`)}
      </p>
      <AddOnOrders order={order} />
      <ReorderButton order={order} />
      <OrderSummary
        cart={cart}
        stores={stores}
        idPrefix="order"
        keys={{
          service: "profile.orders.serviceTitle",
          items: "profile.orders.items",
          totals: "profile.orders.totals",
        }}
        serviceType={order.distributionType}
        surchargePercent={null}
      />
    </div>
  );
};

export default OrderDetail;
