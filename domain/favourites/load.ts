import { Effect } from "effect";
import { favourites } from "./access";
import { loadFavouriteProducts } from "./handlers";

/** The favourites screen (/favoriten): its list in the mode last chosen. */
export const loadFavouritesRoute = () =>
  Effect.flatMap(favourites.state, (s) => loadFavouriteProducts(s.list.mode));
