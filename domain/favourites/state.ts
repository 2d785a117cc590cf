import type { Store } from "../cart/model";
import type { Product } from "../discovery/product";
import type { FavouriteStore, SourceMode } from "./model";

type Status = "idle" | "loading" | "loaded" | "failed";

export interface FavouritesState {
  /** Whose favourites `skus` are; null: none loaded (a guest, or cleared with the customer). */
  readonly customerId: string | null;
  readonly status: Status;
  /** The favourite products' skus, in the order they were added (optimistic while a change is sent). */
  readonly skus: ReadonlyArray<string>;
  /** The favourites screen's list: the products of the chosen source mode (Favorites OR Purchased first). */
  readonly list: {
    readonly mode: SourceMode;
    readonly status: Status;
    readonly products: ReadonlyArray<Product>;
  };
  /** The stores to choose favourites from and a guest's favourite stores (local storage). */
  readonly stores: {
    readonly status: Status;
    readonly all: ReadonlyArray<Store>;
    readonly local: ReadonlyArray<FavouriteStore>;
  };
}

export const initialFavourites: FavouritesState = {
  customerId: null,
  status: "idle",
  skus: [],
  list: { mode: "favoritesOrPurchased", status: "idle", products: [] },
  stores: { status: "idle", all: [], local: [] },
};
