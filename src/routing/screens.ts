import type { ComponentType } from "react";
import type { RouteName } from "../../domain/routing/routes";
import type { ScreenRoute } from "../../domain/routing/subject";
import { lazyChunk } from "../app/chunks";

interface ScreenProps {
  readonly path: string;
}

export type LazyScreen = ComponentType<ScreenProps>;

/**
 * Screens by route, each its own lazy chunk: exactly the routes domain/routing/subject names as
 * screen routes. The others show the CMS content page at their path (the content screen), which is
 * also the start page and the catch-all.
 */
// Screens reached later than the first page come through one small chunk (./laterScreens).
const later = () => import("./laterScreens");
type LaterScreen = keyof Awaited<ReturnType<typeof later>>["laterScreens"];
const laterScreen = (name: LaterScreen): LazyScreen =>
  lazyChunk(`screen:${name}`, () => later().then((m) => m.laterScreens[name]()));
const profileScreen = laterScreen("ProfileScreen");
const accountScreens = laterScreen("AccountScreens");
const confirmationScreen = laterScreen("ConfirmationScreen");

const screens: Record<ScreenRoute, LazyScreen> = {
  productList: lazyChunk("screen:productList", () => import("../discovery/ProductListScreen")),
  productDetail: lazyChunk("screen:productDetail", () => import("../discovery/ProductDetailScreen")),
  brands: laterScreen("BrandsScreen"),
  brandDetail: laterScreen("BrandDetailScreen"),
  search: lazyChunk("screen:search", () => import("../search/SearchScreen")),
  cart: lazyChunk("screen:cart", () => import("../cart/CartScreen")),
  checkout: lazyChunk("screen:checkout", () => import("../checkout/CheckoutScreen")),
  paymentReturn: laterScreen("PaymentReturnScreen"),
  checkoutConfirmation: confirmationScreen,
  testConfirmation: confirmationScreen,
  profile: profileScreen,
  profileSub: profileScreen,
  favourites: laterScreen("FavouritesScreen"),
  storeFinder: laterScreen("StoreFinderScreen"),
  recipes: laterScreen("RecipesScreen"),
  recipeDetail: laterScreen("RecipeDetailScreen"),
  sitemap: laterScreen("SitemapScreen"),
  login: accountScreens,
  registration: accountScreens,
  passwordReset: accountScreens,
  offlineAccount: accountScreens,
  physicalCard: laterScreen("PhysicalCardScreen"),
  physicalCardConfirmation: laterScreen("PhysicalCardScreen"),
  deliveryPass: laterScreen("DeliveryPassScreen"),
};

export const screenFor = (route: string | null): LazyScreen | null =>
  route === null ? null : ((screens as Partial<Record<RouteName, LazyScreen>>)[route as RouteName] ?? null);
