import { useMemo } from "react";
import { favouritesOn } from "../../domain/favourites/rules/flags";
import { selectFavouriteCount } from "../../domain/favourites/selectors";
import { buildPath } from "../../domain/routing/match";
import { routePattern } from "../../domain/routing/routes";
import { routesFor } from "../../domain/routing/table";
import { selectCustomer } from "../../domain/session/selectors";
import { selectRuntimeConfig } from "../../domain/shell/selectors";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";
import { HeartIcon } from "./HeartIcon";

/**
 * The favourites header menu (document 1 §2): a heart with the number of favourite products,
 * for a customer only and only when favourites and discovery are on. Kept tiny: it is in the header.
 */
const FavouritesHeaderLink = () => {
  const t = useT();
  const config = useSelector(selectRuntimeConfig);
  const customer = useSelector(selectCustomer);
  const count = useSelector(selectFavouriteCount);
  const href = useMemo(() => {
    const pattern =
      config && favouritesOn(config) ? routePattern(routesFor(config), "favourites") : undefined;
    return pattern === undefined ? null : buildPath(pattern);
  }, [config]);
  if (customer === null || href === null) return null;
  return (
    <ShopLink
      href={href}
      className="icon-button favourites-link"
      aria-label={t("favourites.headerLink", { count: String(count) })}
      data-testid="favourites-header-link"
    >
      <HeartIcon filled={count > 0} size={24} />
      <span className="favourites-link__count" aria-hidden="true">
        {count}
      </span>
    </ShopLink>
  );
};
export default FavouritesHeaderLink;
