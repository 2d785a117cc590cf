import "../styles/favourites.css";
import "../styles/discovery.css";
import { useId } from "react";
import type { SourceMode } from "../../domain/favourites/model";
import { SOURCE_MODES } from "../../domain/favourites/rules/sources";
import { selectFavouriteList } from "../../domain/favourites/selectors";
import { ProductGrid, Spinner } from "../discovery/components";
import { PageMeta } from "../pages/PageMeta";
import { useDispatch, useSelector, useT } from "../state/context";

/** The four source modes as radio buttons: one tab stop, arrow keys choose (document 1 §3). */
const ModeSwitch = ({ mode }: { readonly mode: SourceMode }) => {
  const t = useT();
  const dispatch = useDispatch();
  const name = useId();
  return (
    <fieldset className="fav-modes" data-testid="favourite-modes">
      <legend className="fav-modes__legend">{t("favourites.modes")}</legend>
      <div className="fav-modes__options">
        {SOURCE_MODES.map((m) => (
          <label key={m} className={`fav-modes__option${m === mode ? " is-on" : ""}`}>
            <input
              type="radio"
              name={name}
              value={m}
              checked={m === mode}
              onChange={() => dispatch({ _tag: "LoadFavouriteProducts", mode: m })}
            />
            <span>{t(`favourites.mode.${m}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};

/** /favoriten: the customer's favourite and purchased products in the chosen source mode. */
const FavouritesScreen = () => {
  const t = useT();
  const dispatch = useDispatch();
  const list = useSelector(selectFavouriteList);
  return (
    <div className="discovery-page favourites-page" data-testid="favourites">
      <PageMeta title={t("favourites.title")} />
      <h1>{t("favourites.title")}</h1>
      <ModeSwitch mode={list.mode} />
      <div aria-live="polite" aria-busy={list.status === "loading"}>
        {list.status === "failed" ? (
          <div role="alert" className="fav-empty">
            <p>{t("favourites.loadFailed")}</p>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => dispatch({ _tag: "LoadFavouriteProducts", mode: list.mode })}
            >
              {t("favourites.retry")}
            </button>
          </div>
        ) : list.status !== "loaded" && list.products.length === 0 ? (
          <Spinner />
        ) : list.products.length === 0 ? (
          <p className="fav-empty" data-testid="favourites-empty">
            {t(`favourites.empty.${list.mode}`)}
          </p>
        ) : (
          <>
            <p className="fav-count">
              {t(list.products.length === 1 ? "favourites.countOne" : "favourites.count", {
                count: String(list.products.length),
              })}
            </p>
            <ProductGrid products={list.products} />
          </>
        )}
      </div>
    </div>
  );
};
export default FavouritesScreen;
