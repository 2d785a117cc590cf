import "../styles/favourites.css";
import { useEffect, useMemo, useState } from "react";
import { favouriteStoresFirst } from "../../domain/favourites/rules/stores";
import { selectFavouriteStoreChoice } from "../../domain/favourites/selectors";
import { selectCustomer } from "../../domain/session/selectors";
import { useDispatchAsync, useSelector, useT } from "../state/context";
import { FavouriteStoreToggle } from "./FavouriteStoreToggle";
import { StoresLoadFailed } from "./StoresLoadFailed";

/**
 * The favourite stores (document 1 §3, §4, §7): every store with its "Mein Markt" toggle, the
 * chosen ones first. A guest's choice is kept in local storage, a customer's on the server.
 */
const FavouriteStores = () => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const customer = useSelector(selectCustomer);
  const choice = useSelector(selectFavouriteStoreChoice);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    if (choice.status === "idle") void dispatch({ _tag: "LoadFavouriteStores" });
  }, [choice.status, dispatch]);
  const chosen = customer ? (customer.favouriteStores ?? []) : choice.local;
  const stores = useMemo(() => favouriteStoresFirst(choice.all, chosen), [choice.all, chosen]);
  const toggle = (storeId: string) => {
    setBusy(storeId);
    void dispatch({ _tag: "ToggleFavouriteStore", storeId }).finally(() => setBusy(null));
  };
  return (
    <section className="fav-stores" aria-labelledby="fav-stores-title" data-testid="favourite-stores">
      <h2 id="fav-stores-title" className="fav-stores__title">
        {t("favourites.stores.title")}
      </h2>
      <p className="fav-stores__intro">
        {t(customer ? "favourites.stores.introCustomer" : "favourites.stores.introGuest")}
      </p>
      {choice.status === "failed" ? (
        <StoresLoadFailed />
      ) : choice.status !== "loaded" ? (
        <p aria-busy="true">{t("common.loading")}</p>
      ) : (
        <ul className="fav-stores__list">
          {stores.map((s) => {
            const on = chosen.some((c) => c.storeId === s.storeId);
            return (
              <li
                key={s.storeId}
                className={`fav-store${on ? " is-on" : ""}`}
                data-testid="favourite-store"
                data-store-id={s.storeId}
              >
                <div className="fav-store__text">
                  <p className="fav-store__name">{s.name}</p>
                  <p className="fav-store__address">
                    {s.streetName} {s.streetNumber}, {s.postalCode} {s.city}
                  </p>
                  {s.temporarilyClosed && <p className="fav-store__note">{t("favourites.stores.closed")}</p>}
                </div>
                <FavouriteStoreToggle
                  name={s.name}
                  on={on}
                  busy={busy === s.storeId}
                  onToggle={() => toggle(s.storeId)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
export default FavouriteStores;
