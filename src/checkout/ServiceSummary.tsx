import type { DeliveryWindow, DistributionAddress, Store } from "../../domain/cart/model";
import { useWindowFormat } from "../cart/DeliveryWindowPicker";
import { ShopLink } from "../routing/ShopLink";
import { useT } from "../state/context";

/**
 * The order's service as the checkout confirms it (document 2 §2): the delivery address or the
 * pickup store, and the window. `changeHref`: where the shopper changes them (the cart page).
 */
export const ServiceSummary = ({
  address,
  window,
  stores,
  changeHref,
  headingId,
  title,
}: {
  readonly address: DistributionAddress | null;
  readonly window: DeliveryWindow | null;
  readonly stores: ReadonlyArray<Store>;
  readonly changeHref?: string;
  readonly headingId: string;
  readonly title: string;
}) => {
  const t = useT();
  const f = useWindowFormat();
  const pickup = address?.distributionType === "CLICK_AND_COLLECT";
  const store = pickup ? stores.find((s) => s.storeId === address?.storeId) : undefined;
  return (
    <section
      className="cart-panel checkout-service"
      aria-labelledby={headingId}
      data-testid="checkout-service"
    >
      <div className="checkout-panel__head">
        <h2 id={headingId} className="cart-panel__title">
          {title}
        </h2>
        {changeHref !== undefined && (
          <ShopLink href={changeHref} className="checkout-panel__link">
            {t("checkout.service.change")}
          </ShopLink>
        )}
      </div>
      <dl className="checkout-service__list">
        <div>
          <dt>{pickup ? t("cart.service.pickupAt") : t("cart.service.deliveryTo")}</dt>
          <dd data-testid="checkout-service-address">
            {store && (
              <>
                <strong>{store.name}</strong>
                <br />
              </>
            )}
            {address?.streetName} {address?.streetNumber}
            <br />
            {address?.postalCode} {address?.city}
          </dd>
        </div>
        <div>
          <dt>{t("checkout.service.window")}</dt>
          <dd data-testid="checkout-service-window">
            {window ? (
              <>
                {f.day(window.start)}
                <br />
                {t("cart.windows.clockTime", { time: f.time(window) })}
              </>
            ) : (
              t("checkout.service.noWindow")
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
};
