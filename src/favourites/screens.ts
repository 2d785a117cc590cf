/** The favourites' screens, one lazy chunk (src/routing/screens). */
export { default as FavouritesScreen } from "./FavouritesScreen";
export { default as StoresScreen } from "./StoresScreen";
