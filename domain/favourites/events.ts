import { Schema } from "effect";
import { Store } from "../cart/model";
import { Product } from "../discovery/product";
import { FavouriteStore, SourceMode } from "./model";

const FavouritesRequested = Schema.TaggedStruct("FavouritesRequested", {});
export const FavouritesLoaded = Schema.TaggedStruct("FavouritesLoaded", {
  customerId: Schema.String,
  skus: Schema.Array(Schema.String),
});
const FavouritesFailed = Schema.TaggedStruct("FavouritesFailed", {});
const FavouritesCleared = Schema.TaggedStruct("FavouritesCleared", {});
/** A heart changed before the server answered (optimistic). */
export const FavouriteMarked = Schema.TaggedStruct("FavouriteMarked", {
  sku: Schema.String,
  favourite: Schema.Boolean,
});
/** The server refused or did not answer: the heart goes back to what it was. */
export const FavouriteMarkReverted = Schema.TaggedStruct("FavouriteMarkReverted", {
  sku: Schema.String,
  favourite: Schema.Boolean,
});
export const FavouriteProductsRequested = Schema.TaggedStruct("FavouriteProductsRequested", {
  mode: SourceMode,
});
export const FavouriteProductsLoaded = Schema.TaggedStruct("FavouriteProductsLoaded", {
  mode: SourceMode,
  products: Schema.Array(Product),
});
export const FavouriteProductsFailed = Schema.TaggedStruct("FavouriteProductsFailed", { mode: SourceMode });
const FavouriteStoresRequested = Schema.TaggedStruct("FavouriteStoresRequested", {});
export const FavouriteStoresLoaded = Schema.TaggedStruct("FavouriteStoresLoaded", {
  stores: Schema.Array(Store),
  local: Schema.Array(FavouriteStore),
});
export const FavouriteStoresFailed = Schema.TaggedStruct("FavouriteStoresFailed", {
  local: Schema.Array(FavouriteStore),
});
export const LocalFavouriteStoresChanged = Schema.TaggedStruct("LocalFavouriteStoresChanged", {
  local: Schema.Array(FavouriteStore),
});

export const FavouriteEvents = [
  FavouritesRequested,
  FavouritesLoaded,
  FavouritesFailed,
  FavouritesCleared,
  FavouriteMarked,
  FavouriteMarkReverted,
  FavouriteProductsRequested,
  FavouriteProductsLoaded,
  FavouriteProductsFailed,
  FavouriteStoresRequested,
  FavouriteStoresLoaded,
  FavouriteStoresFailed,
  LocalFavouriteStoresChanged,
] as const;
export type FavouritesEvent = (typeof FavouriteEvents)[number]["Type"];
