import { useEffect } from "react";
import type { Cart } from "../../domain/cart/model";
import { hasServiceWithStreet, hasStreet } from "../../domain/cart/rules/service";
import { useDispatch, useSelector, useT } from "../state/context";
import { DeliveryWindowPicker } from "./DeliveryWindowPicker";

/**
 * The cart's service: delivery address or pickup store, a button that opens the service selection,
 * and the window chooser once a service is set.
 */
export const ServiceBlock = ({ cart }: { readonly cart: Cart }) => {
  const t = useT();
  const dispatch = useDispatch();
  const windows = useSelector((s) => s.cart.windows);
  const stores = useSelector((s) => s.cart.stores);
  const a = cart.distributionAddress;
  const type = a?.distributionType ?? null;
  const withStreet = hasStreet(a);
  const serviceKey = a
    ? `${type}|${a.storeId ?? ""}|${a.deliveryAreaNumber ?? ""}|${a.postalCode ?? ""}`
    : "";
  // Windows depend on the service: fetch them again whenever it changes.
  useEffect(() => {
    if (serviceKey !== "" && withStreet) dispatch({ _tag: "LoadDeliveryWindows" });
  }, [serviceKey, withStreet, dispatch]);
  const store = type === "CLICK_AND_COLLECT" ? stores.find((s) => s.storeId === a?.storeId) : undefined;
  const outsideArea = type === "DELIVERY" && hasServiceWithStreet(a) && (a?.deliveryAreaNumber ?? "") === "";
  return (
    <section
      className="cart-panel service-block"
      aria-labelledby="cart-service-title"
      data-testid="service-block"
    >
      <div className="service-block__head">
        <div>
          <h2 id="cart-service-title" className="cart-panel__title">
            {type === "DELIVERY"
              ? t("cart.service.deliveryTo")
              : type === "CLICK_AND_COLLECT"
                ? t("cart.service.pickupAt")
                : t("cart.service.none")}
          </h2>
          {a && withStreet ? (
            <p className="service-block__address" data-testid="service-address">
              {store && (
                <>
                  <strong>{store.name}</strong>
                  <br />
                </>
              )}
              {a.streetName} {a.streetNumber}
              <br />
              {a.postalCode} {a.city}
            </p>
          ) : (
            <p className="service-block__address">{t("cart.service.noneText")}</p>
          )}
        </div>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-haspopup="dialog"
          onClick={() => dispatch({ _tag: "OpenServiceSelection" })}
          data-testid="change-service"
        >
          {a && withStreet ? t("cart.service.change") : t("cart.service.choose")}
        </button>
      </div>
      {outsideArea && (
        <p className="cart-notice cart-notice--error" role="alert">
          {t("cart.service.outsideArea")}
        </p>
      )}
      {a && withStreet && !outsideArea && (
        <DeliveryWindowPicker
          windows={windows}
          selectedId={cart.distributionWindow?.id ?? null}
          onChoose={(id) => dispatch({ _tag: "ChooseDeliveryWindow", id })}
          onRetry={() => dispatch({ _tag: "LoadDeliveryWindows" })}
        />
      )}
    </section>
  );
};
