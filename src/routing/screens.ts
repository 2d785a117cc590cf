import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { RouteName } from "../../domain/routing/routes";

export interface ScreenProps {
  readonly path: string;
}

export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * Screens by route, each its own lazy chunk. Routes without an entry show the CMS content page at
 * their path (the content screen), which is also the start page and the catch-all.
 */
export const screens: Partial<Record<RouteName, LazyScreen>> = {
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
};

export const screenFor = (route: string | null): LazyScreen | null =>
  route === null ? null : (screens[route as RouteName] ?? null);
