import type { Store } from "../cart/model";
import type { FavouriteStore } from "../favourites/model";
import { favouriteStoresFirst } from "../favourites/rules/stores";
import { distanceKm } from "./distance";
import type { StoreSearchPlace } from "./model";

export interface ListedStore {
  readonly store: Store;
  /** Km from the searched place; null without a search. */
  readonly km: number | null;
}

/** The finder's list: by distance from the searched place, or the favourites first without one. */
export const storesForFinder = (
  all: ReadonlyArray<Store>,
  favourites: ReadonlyArray<FavouriteStore>,
  place: StoreSearchPlace | null,
): ListedStore[] => {
  if (place === null) return favouriteStoresFirst(all, favourites).map((store) => ({ store, km: null }));
  return all
    .map((store) => ({ store, km: distanceKm(place.position, store.position) }))
    .sort((a, b) => a.km - b.km || a.store.storeId.localeCompare(b.store.storeId));
};
