import type { DeliveryPassOffer } from "../../domain/delivery-pass/model";
import { useMoney } from "../discovery/hooks";
import { ShopLink } from "../routing/ShopLink";
import { useRoutePath } from "../routing/useRoutePath";
import { useT } from "../state/context";

/** The pass's promise, worded from the offer: the overview screen and the cart's banner say the same. */
export const usePassPromise = () => {
  const t = useT();
  const money = useMoney();
  return (offer: DeliveryPassOffer) =>
    t("deliveryPass.promise", {
      threshold: money.price(offer.freeDeliveryThreshold),
      price: money.price(offer.price),
      days: String(offer.durationDays),
    });
};

/**
 * The cart's banner for a shopper without the pass: what it gives, and a link to its overview
 * (`onNavigate`: the side cart closes as the link is followed).
 */
export const DeliveryPassBanner = ({
  offer,
  onNavigate,
}: {
  readonly offer: DeliveryPassOffer;
  readonly onNavigate?: () => void;
}) => {
  const t = useT();
  const promise = usePassPromise();
  const path = useRoutePath("deliveryPass");
  return (
    <aside className="pass-banner" aria-label={t("deliveryPass.title")} data-testid="delivery-pass-banner">
      <p>{promise(offer)}</p>
      <ShopLink href={path} className="pass-banner__link" onClick={onNavigate}>
        {t("deliveryPass.more")}
      </ShopLink>
    </aside>
  );
};
