import { selectPassFreeDeliveryThreshold } from "../../domain/delivery-pass/selectors";
import { formatPrice } from "../../domain/discovery/money";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";
import { selectComponentConfigs, selectDisplayLocale, selectRuntimeConfig } from "../state/selectors";

/**
 * The tenant's top banner. A shopper who has the delivery pass (document 2 §4: valid, or its line in
 * the cart) reads the pass's free-delivery threshold instead of the shop's own.
 */
export const TopBar = () => {
  const t = useT();
  const config = useSelector(selectRuntimeConfig);
  const locale = useSelector(selectDisplayLocale);
  const banner = useSelector(selectComponentConfigs).topbarbanner;
  const passThreshold = useSelector(selectPassFreeDeliveryThreshold);
  if (!banner?.enabled || !banner.text) return null;
  return (
    <aside className="topbar" aria-label={t("topbar.label")}>
      <p className="topbar__inner">
        {passThreshold === null ? (
          <span>{banner.text}</span>
        ) : (
          <span data-testid="topbar-pass">
            {t("deliveryPass.topbar", {
              threshold: formatPrice(passThreshold, locale, config?.currency),
            })}
          </span>
        )}
        {banner.link && (
          <ShopLink href={banner.link.href} external={banner.link.external} className="topbar__link">
            {banner.link.label}
          </ShopLink>
        )}
      </p>
    </aside>
  );
};
