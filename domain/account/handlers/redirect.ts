import { Effect } from "effect";
import type { Cart } from "../../cart/model";
import { canBeginCheckout } from "../../checkout/rules";
import { showPath } from "../../navigation/handlers";
import { sameOriginPath } from "../../navigation/url";
import { buildPath } from "../../routing/match";
import { matchRoute, type RouteName, routePattern } from "../../routing/routes";
import { routesFor } from "../../routing/table";
import type { ClientRuntimeConfig } from "../../tenant/config";
import { account } from "../access";

const pathOf = (config: ClientRuntimeConfig | null, name: RouteName): string | null => {
  if (config === null) return null;
  const pattern = routePattern(routesFor(config), name);
  return pattern === undefined ? null : buildPath(pattern);
};

/**
 * Where a login goes (document 1 §2): forwardToCheckout → the checkout when the cart can be
 * ordered, else the cart page; otherwise the returnUrl when it is a path of this shop after normalising
 * (the one rule of every redirect target, domain/navigation/url), else the start page.
 */
const afterLoginTarget = (search: string, config: ClientRuntimeConfig | null, cart: Cart | null): string => {
  const query = new URLSearchParams(search);
  if (query.has("forwardToCheckout"))
    return (canBeginCheckout(cart) ? pathOf(config, "checkout") : pathOf(config, "cart")) ?? "/";
  return sameOriginPath(query.get("returnUrl") ?? undefined) ?? "/";
};

const go = (target: string, history: "push" | "replace") => {
  const url = new URL(target, "http://shop.invalid");
  return showPath(url.pathname, url.search, history);
};

/** After a login: the login page is replaced by where the shopper wanted to go. */
export const goAfterLogin = Effect.gen(function* () {
  const { location, config, cart } = yield* account.inputs;
  yield* go(afterLoginTarget(location.search, config, cart), "replace");
});

/** The login page, asked to come back here afterwards (document 1 §2: returnUrl, authRequired=true). */
export const toLogin = Effect.gen(function* () {
  const { location, config } = yield* account.inputs;
  const login = pathOf(config, "login");
  if (login === null) return false;
  const returnUrl = `${location.path}${location.search}`;
  yield* showPath(
    login,
    `?${new URLSearchParams({ returnUrl, authRequired: "true" }).toString()}`,
    "replace",
  );
  return true;
});

/** Whether the page shown needs a logged-in customer. */
export const onLoginRequiredPage = Effect.gen(function* () {
  const { location, config } = yield* account.inputs;
  if (config === null) return false;
  return matchRoute(routesFor(config), location.path)?.route.loginRequired ?? false;
});

export { go as goTo };
