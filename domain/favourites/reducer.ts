import type { Draft } from "immer";
import type { Store } from "../cart/model";
import type { Product } from "../discovery/product";
import type {
  FavouriteMarked,
  FavouriteMarkReverted,
  FavouriteProductsFailed,
  FavouriteProductsLoaded,
  FavouriteProductsRequested,
  FavouriteStoresFailed,
  FavouriteStoresLoaded,
  FavouritesLoaded,
  LocalFavouriteStoresChanged,
} from "./events";
import { type FavouritesState, initialFavourites } from "./state";

type D = Draft<{ favourites: FavouritesState }>;

const mark = (d: D, sku: string, favourite: boolean) => {
  const without = d.favourites.skus.filter((s) => s !== sku);
  d.favourites.skus = favourite ? [...without, sku] : without;
};

export const favouriteCases = {
  FavouritesRequested: (d: D) => {
    d.favourites.status = "loading";
  },
  FavouritesLoaded: (d: D, e: typeof FavouritesLoaded.Type) => {
    d.favourites.customerId = e.customerId;
    d.favourites.status = "loaded";
    d.favourites.skus = [...e.skus];
  },
  FavouritesFailed: (d: D) => {
    d.favourites.status = "failed";
  },
  FavouritesCleared: (d: D) => {
    // The stores are not the customer's: the list to choose from and a guest's local choice stay.
    d.favourites = { ...initialFavourites, stores: d.favourites.stores } as Draft<FavouritesState>;
  },
  FavouriteMarked: (d: D, e: typeof FavouriteMarked.Type) => mark(d, e.sku, e.favourite),
  FavouriteMarkReverted: (d: D, e: typeof FavouriteMarkReverted.Type) => mark(d, e.sku, e.favourite),
  FavouriteProductsRequested: (d: D, e: typeof FavouriteProductsRequested.Type) => {
    const same = d.favourites.list.mode === e.mode;
    d.favourites.list = { mode: e.mode, status: "loading", products: same ? d.favourites.list.products : [] };
  },
  FavouriteProductsLoaded: (d: D, e: typeof FavouriteProductsLoaded.Type) => {
    d.favourites.list = { mode: e.mode, status: "loaded", products: e.products as Draft<Product>[] };
  },
  FavouriteProductsFailed: (d: D, e: typeof FavouriteProductsFailed.Type) => {
    d.favourites.list = { mode: e.mode, status: "failed", products: [] };
  },
  FavouriteStoresRequested: (d: D) => {
    d.favourites.stores.status = "loading";
  },
  FavouriteStoresLoaded: (d: D, e: typeof FavouriteStoresLoaded.Type) => {
    d.favourites.stores = { status: "loaded", all: e.stores as Draft<Store>[], local: [...e.local] };
  },
  FavouriteStoresFailed: (d: D, e: typeof FavouriteStoresFailed.Type) => {
    d.favourites.stores = { status: "failed", all: [], local: [...e.local] };
  },
  LocalFavouriteStoresChanged: (d: D, e: typeof LocalFavouriteStoresChanged.Type) => {
    d.favourites.stores.local = [...e.local];
  },
};
