import "../styles/favourites.css";
import { useMemo } from "react";
import { loginForFavourite } from "../../domain/favourites/rules/login";
import { isFavourite } from "../../domain/favourites/selectors";
import { routesFor } from "../../domain/routing/table";
import { selectCustomer } from "../../domain/session/selectors";
import { selectRuntimeConfig } from "../../domain/shell/selectors";
import { useDispatch, useSelector, useT } from "../state/context";
import { selectPath, selectSearch } from "../state/selectors";
import { HeartIcon } from "./HeartIcon";
import type { FavouriteSlotProps } from "./slotProps";

/**
 * A guest's heart: a button to the login page, coming back here afterwards. A button, not a
 * link: its name ("Zu Favoriten hinzufügen: …") names the product, and the tile's one link to the
 * product must stay the only link that does.
 */
const GuestHeart = ({ product, variant }: FavouriteSlotProps) => {
  const t = useT();
  const dispatch = useDispatch();
  const config = useSelector(selectRuntimeConfig);
  const path = useSelector(selectPath);
  const search = useSelector(selectSearch);
  const href = useMemo(
    () => (config ? loginForFavourite(routesFor(config), `${path}${search}`) : null),
    [config, path, search],
  );
  if (href === null) return null;
  return (
    <button
      type="button"
      className={`fav-heart fav-heart--${variant}`}
      aria-label={t("favourites.addNamed", { name: product.name })}
      title={t("favourites.loginToAdd")}
      onClick={() => dispatch({ _tag: "Navigate", to: href })}
      data-testid="favourite-toggle"
    >
      <HeartIcon filled={false} />
    </button>
  );
};

/**
 * The heart of a tile or the product page. A customer's heart toggles at once (the feature sends
 * the change and takes it back with a notice when the server refuses); a guest's leads to login.
 */
const FavouriteToggle = (props: FavouriteSlotProps) => {
  const t = useT();
  const dispatch = useDispatch();
  const customer = useSelector(selectCustomer);
  const { product, variant } = props;
  const pressed = useSelector((s) => isFavourite(product.sku)(s));
  if (customer === null) return <GuestHeart {...props} />;
  return (
    <button
      type="button"
      className={`fav-heart fav-heart--${variant}${pressed ? " is-on" : ""}`}
      aria-pressed={pressed}
      aria-label={t(pressed ? "favourites.removeNamed" : "favourites.addNamed", { name: product.name })}
      title={t(pressed ? "favourites.remove" : "favourites.add")}
      onClick={() => dispatch({ _tag: "ToggleFavourite", sku: product.sku })}
      data-testid="favourite-toggle"
    >
      <HeartIcon filled={pressed} />
    </button>
  );
};
export default FavouriteToggle;
