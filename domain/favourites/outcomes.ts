import type { OutcomeLists } from "../core/feature";
import type { FavouritesCommand } from "./commands";

export const FavouritesOutcomes = {
  LoadFavourites: ["loaded", "cached", "failed", "guest", "off"],
  ClearFavourites: ["cleared"],
  ToggleFavourite: ["added", "removed", "guest", "off", "failed", "limit"],
  LoadFavouriteProducts: ["loaded", "failed", "guest", "off", "stale"],
  LoadFavouriteStores: ["loaded", "failed"],
  ToggleFavouriteStore: ["added", "removed", "failed", "limit"],
} as const satisfies OutcomeLists<FavouritesCommand>;
