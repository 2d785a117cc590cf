import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { RouteName } from "../../domain/routing/routes";
import type { ScreenRoute } from "../../domain/routing/subject";

interface ScreenProps {
  readonly path: string;
}

export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * Screens by route, each its own lazy chunk: exactly the routes domain/routing/subject names as
 * screen routes. The others show the CMS content page at their path (the content screen), which is
 * also the start page and the catch-all.
 */
// The customer's screens come through one small chunk (./customerScreens) that names theirs.
const customer = () => import("./customerScreens");
const customerScreen = (name: "AccountScreens" | "ProfileScreen" | "FavouritesScreen" | "StoresScreen") =>
  lazy(() => customer().then((m) => ({ default: m[name] as ComponentType<ScreenProps> })));
const profileScreen = customerScreen("ProfileScreen");
const accountScreens = customerScreen("AccountScreens");

const screens: Record<ScreenRoute, LazyScreen> = {
  productList: lazy(() => import("../discovery/ProductListScreen")),
  productDetail: lazy(() => import("../discovery/ProductDetailScreen")),
  brands: lazy(() => import("../discovery/BrandsScreen")),
  brandDetail: lazy(() => import("../discovery/BrandDetailScreen")),
  search: lazy(() => import("../search/SearchScreen")),
  cart: lazy(() => import("../cart/CartScreen")),
  checkout: lazy(() => import("../checkout/CheckoutScreen")),
  paymentReturn: lazy(() => import("../checkout/PaymentReturnScreen")),
  checkoutConfirmation: lazy(() => import("../checkout/ConfirmationScreen")),
  testConfirmation: lazy(() => import("../checkout/ConfirmationScreen")),
  profile: profileScreen,
  profileSub: profileScreen,
  favourites: customerScreen("FavouritesScreen"),
  storeFinder: customerScreen("StoresScreen"),
  login: accountScreens,
  registration: accountScreens,
  passwordReset: accountScreens,
  offlineAccount: accountScreens,
};

export const screenFor = (route: string | null): LazyScreen | null =>
  route === null ? null : ((screens as Partial<Record<RouteName, LazyScreen>>)[route as RouteName] ?? null);
