import type { ComponentType } from "react";

type Screen = Promise<{ readonly default: ComponentType<{ readonly path: string }> }>;

/**
 * The screens a shopper reaches later than the first page (the customer's account, profile,
 * favourites, the store finder, recipes and the sitemap; brands; the payment return and the confirmations), each its own chunk,
 * loaded through this small one: the first load names one chunk for all of them, not nine. Plain
 * loaders, not lazy components: React does not resolve a lazy component to another one.
 */
export const laterScreens = {
  AccountScreens: (): Screen => import("../account/AccountScreens"),
  // One component for both profile routes: moving between a section and an order keeps the screen.
  ProfileScreen: (): Screen => import("../profile/ProfileScreen"),
  FavouritesScreen: (): Screen =>
    import("../favourites/screens").then((m) => ({ default: m.FavouritesScreen })),
  StoreFinderScreen: (): Screen => import("../store-finder/StoreFinderScreen"),
  RecipesScreen: (): Screen => import("../recipes/RecipesScreen"),
  RecipeDetailScreen: (): Screen => import("../recipes/RecipeDetailScreen"),
  SitemapScreen: (): Screen => import("../sitemap/SitemapScreen"),
  BrandsScreen: (): Screen => import("../discovery/BrandsScreen"),
  BrandDetailScreen: (): Screen => import("../discovery/BrandDetailScreen"),
  PaymentReturnScreen: (): Screen => import("../checkout/PaymentReturnScreen"),
  ConfirmationScreen: (): Screen => import("../checkout/ConfirmationScreen"),
  PhysicalCardScreen: (): Screen => import("../loyalty/PhysicalCardScreen"),
  DeliveryPassScreen: (): Screen => import("../delivery-pass/DeliveryPassScreen"),
};
