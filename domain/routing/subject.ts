import type { RouteMatch, RouteName } from "./routes";

/**
 * Routes the shop shows with a screen of its own. Every other route (the start page, the catch-all,
 * and the routes whose screens the CMS provides, such as pesticides) shows the CMS
 * page at its path.
 */
const SCREEN_ROUTES = [
  "productList",
  "productDetail",
  "brands",
  "brandDetail",
  "search",
  "cart",
  "checkout",
  "paymentReturn",
  "checkoutConfirmation",
  "testConfirmation",
  "profile",
  "profileSub",
  "favourites",
  "storeFinder",
  "login",
  "registration",
  "passwordReset",
  "offlineAccount",
  "physicalCard",
  "physicalCardConfirmation",
  "deliveryPass",
  "recipes",
  "recipeDetail",
  "sitemap",
] as const satisfies ReadonlyArray<RouteName>;
export type ScreenRoute = (typeof SCREEN_ROUTES)[number];

const screenRoutes: ReadonlySet<RouteName> = new Set(SCREEN_ROUTES);

/** Whether a route shows a screen of its own rather than the CMS page at its path. */
export const hasOwnScreen = (name: RouteName): boolean => screenRoutes.has(name);

/**
 * What a matched path shows, and so what must exist for it to be found: a screen that is always
 * there, the CMS page at the path, or a category, brand, product or recipe of the catalogue. The client
 * loads it; the server answers 404 for a page whose subject does not exist.
 */
export type RouteSubject =
  | { readonly kind: "screen" }
  | { readonly kind: "contentPage"; readonly path: string }
  | { readonly kind: "category"; readonly slug: string }
  | { readonly kind: "brand"; readonly slug: string }
  | { readonly kind: "product"; readonly slug: string; readonly sku: string | null }
  | { readonly kind: "recipe"; readonly slug: string };

export const routeSubject = (match: Pick<RouteMatch, "name" | "params">, path: string): RouteSubject => {
  const { name, params } = match;
  if (!hasOwnScreen(name)) return { kind: "contentPage", path };
  switch (name) {
    case "productList":
      return params.slug ? { kind: "category", slug: params.slug } : { kind: "screen" };
    case "brandDetail":
      return params.slug ? { kind: "brand", slug: params.slug } : { kind: "screen" };
    case "productDetail":
      return { kind: "product", slug: params.slug ?? "", sku: params.sku || null };
    case "recipeDetail":
      return { kind: "recipe", slug: params.slug ?? "" };
    default:
      return { kind: "screen" };
  }
};
