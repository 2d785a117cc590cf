import type { ReactNode } from "react";
import type { Cart, Store } from "../../domain/cart/model";
import { PriceSummary } from "../cart/PriceSummary";
import { useT } from "../state/context";
import { OrderLines } from "./OrderLines";
import { OrderPayment } from "./OrderPayment";
import { ServiceSummary } from "./ServiceSummary";

/**
 * A placed order as the shopper reads it: its service and window, its lines, and its totals (the
 * checkout's confirmation and the profile's order detail), and how it was paid: gift cards and the
 * main method. `aside` goes above the totals.
 */
export const OrderSummary = ({
  cart,
  stores,
  idPrefix,
  keys,
  serviceType,
  surchargePercent,
  aside,
  footer,
}: {
  readonly cart: Cart;
  readonly stores: ReadonlyArray<Store>;
  readonly idPrefix: string;
  /** The message keys of the three section titles. */
  readonly keys: { readonly service: string; readonly items: string; readonly totals: string };
  readonly serviceType: Parameters<typeof PriceSummary>[0]["serviceType"];
  readonly surchargePercent: Parameters<typeof PriceSummary>[0]["surchargePercent"];
  readonly aside?: ReactNode;
  readonly footer?: ReactNode;
}) => {
  const t = useT();
  return (
    <div className="order-layout">
      <div className="order-main">
        <ServiceSummary
          address={cart.distributionAddress}
          window={cart.distributionWindow}
          stores={stores}
          headingId={`${idPrefix}-service-title`}
          title={t(keys.service)}
        />
        <section className="cart-panel" aria-labelledby={`${idPrefix}-items-title`}>
          <h2 id={`${idPrefix}-items-title`} className="cart-panel__title">
            {t(keys.items)}
          </h2>
          <OrderLines lines={cart.productLineItems} />
        </section>
      </div>
      <aside className="order-aside" aria-label={t(keys.totals)}>
        <section className="cart-panel" aria-labelledby={`${idPrefix}-totals-title`}>
          <h2 id={`${idPrefix}-totals-title`} className="cart-panel__title">
            {t(keys.totals)}
          </h2>
          {aside}
          <PriceSummary cart={cart} serviceType={serviceType} surchargePercent={surchargePercent} />
          <OrderPayment cart={cart} idPrefix={idPrefix} />
          {footer}
        </section>
      </aside>
    </div>
  );
};
