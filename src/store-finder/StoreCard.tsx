import type { Store } from "../../domain/cart/model";
import { formatDistance } from "../../domain/store-finder/distance";
import { hoursRuns } from "../../domain/store-finder/hours";
import { isOpenAt } from "../../domain/store-finder/openNow";
import { FavouriteStoreToggle } from "../favourites/FavouriteStoreToggle";
import { useT } from "../state/context";

/** One store of the finder: number on the map, address, distance, open now, hours, services, "Mein Markt". */
export const StoreCard = ({
  store: s,
  number,
  km,
  now,
  favourite,
  busy,
  onToggle,
}: {
  readonly store: Store;
  readonly number: number;
  readonly km: number | null;
  readonly now: number | null;
  readonly favourite: boolean;
  readonly busy: boolean;
  readonly onToggle: () => void;
}) => {
  const t = useT();
  const day = (d: number) => t(`storeFinder.day.${d}`);
  const open = now === null ? null : isOpenAt(s, now);
  return (
    <li
      className={`fav-store store-card${favourite ? " is-on" : ""}`}
      data-testid="favourite-store"
      data-store-id={s.storeId}
    >
      <div className="fav-store__text">
        <p className="fav-store__name">
          <span className="store-card__number" aria-hidden="true">
            {number}
          </span>
          {s.name}
        </p>
        <p className="fav-store__address">
          {s.streetName} {s.streetNumber}, {s.postalCode} {s.city}
        </p>
        {km !== null && (
          <p className="store-card__distance" data-testid="store-distance">
            {t("storeFinder.distance", { distance: formatDistance(km) })}
          </p>
        )}
        {s.temporarilyClosed ? (
          <p className="fav-store__note">{t("favourites.stores.closed")}</p>
        ) : (
          open !== null && (
            <p className={`store-card__open${open ? " is-open" : ""}`} data-testid="store-open">
              {t(open ? "storeFinder.openNow" : "storeFinder.closedNow")}
            </p>
          )
        )}
        <details className="store-card__details">
          <summary>
            {t("storeFinder.hours")} · {t("storeFinder.services")}
          </summary>
          <dl className="store-card__hours">
            {hoursRuns(s.openingHours).map((r) => (
              <div key={r.from}>
                <dt>{r.from === r.to ? day(r.from) : `${day(r.from)}–${day(r.to)}`}</dt>
                <dd>{r.hours ?? t("storeFinder.closedDay")}</dd>
              </div>
            ))}
          </dl>
          {(s.services ?? []).length > 0 && (
            <ul className="store-card__services" aria-label={t("storeFinder.services")}>
              {(s.services ?? []).map((k) => (
                <li key={k}>{t(`storeFinder.service.${k}`)}</li>
              ))}
            </ul>
          )}
        </details>
      </div>
      <FavouriteStoreToggle name={s.name} on={favourite} busy={busy} onToggle={onToggle} />
    </li>
  );
};
