import type { ClientRuntimeConfig, PageKey } from "../tenant/config";
import { matchPattern, type Params } from "./match";

export type RouteName =
  | "start"
  | "content"
  | "sitemap"
  | "favourites"
  | "deliveryPass"
  | "cart"
  | "checkout"
  | "paymentReturn"
  | "checkoutConfirmation"
  | "testConfirmation"
  | "recipes"
  | "recipeDetail"
  | "pesticides"
  | "productDetail"
  | "productList"
  | "brands"
  | "brandDetail"
  | "login"
  | "registration"
  | "offlineAccount"
  | "passwordReset"
  | "profileSub"
  | "profile"
  | "physicalCard"
  | "physicalCardConfirmation"
  | "storeFinder"
  | "search"
  | "generalerror";

export interface Route {
  readonly name: RouteName;
  readonly pattern: string;
  readonly priority: number;
  readonly layout: "default" | "focused";
  readonly loginRequired: boolean;
  /** The search results page keeps its state when the shopper leaves it. */
  readonly keepAlive: boolean;
  readonly middleware: ReadonlyArray<string>;
}

export const CATCH_ALL_PRIORITY = -1;
/** The payment-return route's path: the checkout slug plus this suffix ("/kasse-return"). */
const PAYMENT_RETURN_SUFFIX = "-return";
const PAGE_PRIORITY = 10;
/** Routes with parameters come after exact pages so a page slug is never taken for a parameter. */
const PARAM_PRIORITY = 5;

const slugPath = (config: ClientRuntimeConfig, key: PageKey, suffix = ""): string | null => {
  const slug = config.pages[key]?.urlslug;
  if (slug === undefined) return null;
  const base = slug === "" ? "" : `/${slug.replace(/^\/+|\/+$/g, "")}`;
  return `${base}${suffix}` || "/";
};

/**
 * The route table of document 1 §2, generated from the tenant's page slugs and feature flags,
 * highest priority first; the content catch-all comes last at priority -1.
 */
export const buildRoutes = (config: ClientRuntimeConfig): ReadonlyArray<Route> => {
  const routes: Route[] = [];
  const add = (
    name: RouteName,
    path: string | null,
    options: Partial<Pick<Route, "layout" | "loginRequired" | "keepAlive" | "priority">> = {},
  ) => {
    if (path === null) return;
    routes.push({
      name,
      pattern: path,
      priority: options.priority ?? (path.includes(":") ? PARAM_PRIORITY : PAGE_PRIORITY),
      layout: options.layout ?? "default",
      loginRequired: options.loginRequired ?? false,
      keepAlive: options.keepAlive ?? false,
      middleware: ["core/cacheable"],
    });
  };
  const f = config;
  add("start", "/");
  add("sitemap", slugPath(f, "sitemap"));
  add("generalerror", slugPath(f, "error"));
  if (f.featureCustomerFavorites && f.featureProductDiscovery)
    add("favourites", slugPath(f, "favourites"), { loginRequired: true });
  if (f.featureCustomer && f.featureCustomerDeliveryPass && f.featureCartCheckout)
    add("deliveryPass", slugPath(f, "deliveryPass"));
  if (f.featureCartCheckout) {
    add("cart", slugPath(f, "cart"));
    add("checkout", slugPath(f, "checkout"), { layout: "focused" });
    // Document 2 §2 names the checkout-finalisation (payment return) route without a path: the
    // checkout slug with -return, in the checkout's focused layout.
    add("paymentReturn", slugPath(f, "checkout", PAYMENT_RETURN_SUFFIX), { layout: "focused" });
    add("checkoutConfirmation", slugPath(f, "checkout", "-ok"));
    if (f.cms.preview) add("testConfirmation", slugPath(f, "checkout", "-ok-test"));
  }
  if (f.featureRecipes) {
    add("recipes", slugPath(f, "recipes"));
    add("recipeDetail", slugPath(f, "recipes", "/:slug"));
  }
  if (f.featurePesticides) add("pesticides", slugPath(f, "pesticides"));
  if (f.featureProductDiscovery) {
    add("productDetail", slugPath(f, "productDetail", "/:slug/:sku?"));
    add("productList", slugPath(f, "productList", "/:slug?"));
    add("brands", slugPath(f, "brands"));
    add("brandDetail", slugPath(f, "brandDetail", "/:slug"));
  }
  if (f.featureCustomer) {
    add("login", slugPath(f, "login"));
    add("registration", slugPath(f, "registration"));
    add("offlineAccount", slugPath(f, "offlineAccount"));
    add("passwordReset", slugPath(f, "passwordReset"));
    add("profileSub", slugPath(f, "profile", "/_sub/:link"), { loginRequired: true });
    add("profile", slugPath(f, "profile", "/:slug?"), { loginRequired: true });
    if (!f.featureJoe) {
      add("physicalCard", slugPath(f, "physicalCard"), { layout: "focused" });
      add("physicalCardConfirmation", slugPath(f, "physicalCard", "-ok"));
    }
  }
  if (f.featureMisc) add("storeFinder", slugPath(f, "storeFinder"));
  if (f.featureSearch) add("search", slugPath(f, "search", "/:term"), { keepAlive: true });
  add("content", "/:slug(.*)", { priority: CATCH_ALL_PRIORITY });
  // Stable sort: equal priorities keep declaration order.
  return routes
    .map((r, i) => [r, i] as const)
    .sort((a, b) => b[0].priority - a[0].priority || a[1] - b[1])
    .map(([r]) => r);
};

export interface RouteMatch {
  readonly name: RouteName;
  readonly params: Params;
  readonly route: Route;
}

export const matchRoute = (routes: ReadonlyArray<Route>, path: string): RouteMatch | null => {
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (params) return { name: route.name, params, route };
  }
  return null;
};

export const routePattern = (routes: ReadonlyArray<Route>, name: RouteName): string | undefined =>
  routes.find((r) => r.name === name)?.pattern;

/** Path reported to tracking: the start page is /startpage (document 1 §2). */
export const trackedPath = (path: string): string => (path === "/" || path === "" ? "/startpage" : path);
