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
// One component for both profile routes: moving between a section and an order keeps the screen.
const profileScreen: LazyScreen = lazy(() => import("../profile/ProfileScreen"));
// One chunk for both favourites screens: one module name in the first load, not two.
const favouriteScreens = () => import("../favourites/screens");
const accountScreens = lazy(() => import("../account/AccountScreens"));

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
  favourites: lazy(() => favouriteScreens().then((m) => ({ default: m.FavouritesScreen }))),
  storeFinder: lazy(() => favouriteScreens().then((m) => ({ default: m.StoresScreen }))),
  login: accountScreens,
  registration: accountScreens,
  passwordReset: accountScreens,
  offlineAccount: accountScreens,
};

export const screenFor = (route: string | null): LazyScreen | null =>
  route === null ? null : ((screens as Partial<Record<RouteName, LazyScreen>>)[route as RouteName] ?? null);
