import { lazy } from "react";

/**
 * The customer's screens (account, profile, favourites, stores), each its own chunk, reached
 * through this one: the first load names one chunk for all of them instead of four.
 */
export const AccountScreens = lazy(() => import("../account/AccountScreens"));
// One component for both profile routes: moving between a section and an order keeps the screen.
export const ProfileScreen = lazy(() => import("../profile/ProfileScreen"));
const favouriteScreens = () => import("../favourites/screens");
export const FavouritesScreen = lazy(() => favouriteScreens().then((m) => ({ default: m.FavouritesScreen })));
export const StoresScreen = lazy(() => favouriteScreens().then((m) => ({ default: m.StoresScreen })));
