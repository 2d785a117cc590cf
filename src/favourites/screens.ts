/** The favourites' screen, its own lazy chunk (src/routing/screens). */
export { default as FavouritesScreen } from "./FavouritesScreen";
