import "../styles/favourites.css";
import "../styles/recipes-stores.css";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import type { AppState } from "../../domain/app/state";
import { selectFavouriteStoreChoice } from "../../domain/favourites/selectors";
import { selectCustomer } from "../../domain/session/selectors";
import { storesForFinder } from "../../domain/store-finder/order";
import { StoresLoadFailed } from "../favourites/StoresLoadFailed";
import { PageMeta } from "../pages/PageMeta";
import { useDispatch, useDispatchAsync, useSelector, useT } from "../state/context";
import { StoreCard } from "./StoreCard";
import { StoreMap } from "./StoreMap";

const selectStoreFinder = (s: AppState) => s.storeFinder;

/**
 * The store finder (/maerkte): search by place or postal code (the maps call), the stores by
 * distance with opening hours, "open now" and services, a map of their positions, and "Mein Markt"
 * (the favourite stores: a guest's in local storage, a customer's on the server).
 */
const StoreFinderScreen = () => {
  const t = useT();
  const dispatch = useDispatch();
  const dispatchAsync = useDispatchAsync();
  const customer = useSelector(selectCustomer);
  const choice = useSelector(selectFavouriteStoreChoice);
  const finder = useSelector(selectStoreFinder);
  const [query, setQuery] = useState(finder.search.query);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    dispatch({ _tag: "OpenStoreFinder" });
  }, [dispatch]);
  useEffect(() => {
    if (choice.status === "idle") void dispatch({ _tag: "LoadFavouriteStores" });
  }, [choice.status, dispatch]);
  const chosen = customer ? (customer.favouriteStores ?? []) : choice.local;
  const place = finder.search.place;
  const listed = useMemo(() => storesForFinder(choice.all, chosen, place), [choice.all, chosen, place]);
  const favourites = useMemo(() => new Set(chosen.map((c) => c.storeId)), [chosen]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ _tag: "SearchStores", query });
  };
  const toggle = (storeId: string) => {
    setBusy(storeId);
    void dispatchAsync({ _tag: "ToggleFavouriteStore", storeId }).finally(() => setBusy(null));
  };
  const s = finder.search;
  return (
    <div className="stores-page" data-testid="stores-screen">
      <PageMeta title={t("favourites.stores.pageTitle")} />
      <h1>{t("favourites.stores.pageTitle")}</h1>
      <p className="fav-stores__intro">
        {t(customer ? "favourites.stores.introCustomer" : "favourites.stores.introGuest")}
      </p>
      <search>
        <form className="recipes-search" onSubmit={submit}>
          <label htmlFor="store-query">{t("storeFinder.searchLabel")}</label>
          <div className="recipes-search__row">
            <input
              id="store-query"
              type="search"
              value={query}
              maxLength={300}
              autoComplete="postal-code"
              onChange={(e) => setQuery(e.target.value)}
            />
            <button type="submit" className="btn btn--primary" disabled={s.status === "searching"}>
              {t("storeFinder.search")}
            </button>
          </div>
        </form>
      </search>
      <div aria-live="polite" className="store-finder__status">
        {s.status === "found" && place ? (
          <p data-testid="store-search-place">
            {t("storeFinder.near", { place: place.label })}{" "}
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => {
                setQuery("");
                dispatch({ _tag: "ClearStoreSearch" });
              }}
            >
              {t("storeFinder.showAll")}
            </button>
          </p>
        ) : s.status === "notFound" ? (
          <p role="alert">{t("storeFinder.notFound", { query: s.query })}</p>
        ) : s.status === "failed" ? (
          <p role="alert">{t("storeFinder.failed")}</p>
        ) : null}
      </div>
      {choice.status === "failed" ? (
        <StoresLoadFailed />
      ) : choice.status !== "loaded" ? (
        <p aria-busy="true">{t("common.loading")}</p>
      ) : (
        <div className="store-finder">
          <StoreMap stores={listed} favourites={favourites} place={place} />
          <ul className="fav-stores__list store-finder__list">
            {listed.map(({ store, km }, i) => (
              <StoreCard
                key={store.storeId}
                store={store}
                number={i + 1}
                km={km}
                now={finder.openedAt}
                favourite={favourites.has(store.storeId)}
                busy={busy === store.storeId}
                onToggle={() => toggle(store.storeId)}
              />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
};
export default StoreFinderScreen;
