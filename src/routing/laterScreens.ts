import { lazy } from "react";

/**
 * The screens a shopper reaches later than the first page (the customer's account, profile,
 * favourites and stores; brands; the payment return and the confirmations), each its own chunk,
 * reached through this small one: the first load names one chunk for all of them, not nine.
 */
export const AccountScreens = lazy(() => import("../account/AccountScreens"));
// One component for both profile routes: moving between a section and an order keeps the screen.
export const ProfileScreen = lazy(() => import("../profile/ProfileScreen"));
const favouriteScreens = () => import("../favourites/screens");
export const FavouritesScreen = lazy(() => favouriteScreens().then((m) => ({ default: m.FavouritesScreen })));
export const StoresScreen = lazy(() => favouriteScreens().then((m) => ({ default: m.StoresScreen })));
export const BrandsScreen = lazy(() => import("../discovery/BrandsScreen"));
export const BrandDetailScreen = lazy(() => import("../discovery/BrandDetailScreen"));
export const PaymentReturnScreen = lazy(() => import("../checkout/PaymentReturnScreen"));
export const ConfirmationScreen = lazy(() => import("../checkout/ConfirmationScreen"));
