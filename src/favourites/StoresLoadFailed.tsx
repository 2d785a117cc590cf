import { useDispatch, useT } from "../state/context";

/** The store list (favourite stores, the store finder) did not load: says so, with the retry. */
export const StoresLoadFailed = () => {
  const t = useT();
  const dispatch = useDispatch();
  return (
    <div role="alert">
      <p>{t("favourites.stores.loadFailed")}</p>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => dispatch({ _tag: "LoadFavouriteStores" })}
      >
        {t("favourites.retry")}
      </button>
    </div>
  );
};
