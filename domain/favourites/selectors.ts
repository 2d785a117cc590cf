import type { FavouritesState } from "./state";

/** What other features and the UI may read of the favourites. */
type Root = { readonly favourites: FavouritesState };

export const selectFavouriteCount = (r: Root) => r.favourites.skus.length;
export const isFavourite = (sku: string) => (r: Root) => r.favourites.skus.includes(sku);
export const selectFavouriteList = (r: Root) => r.favourites.list;
export const selectFavouriteStoreChoice = (r: Root) => r.favourites.stores;
