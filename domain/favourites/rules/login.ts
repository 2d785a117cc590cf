import { buildPath } from "../../routing/match";
import { type Route, routePattern } from "../../routing/routes";

/**
 * Where a guest's heart leads (document 1 §2: favourites require login): the login page with the
 * current page as returnUrl; null when the tenant has no login route.
 */
export const loginForFavourite = (routes: ReadonlyArray<Route>, returnUrl: string): string | null => {
  const login = routePattern(routes, "login");
  return login === undefined ? null : `${buildPath(login)}?${new URLSearchParams({ returnUrl }).toString()}`;
};
