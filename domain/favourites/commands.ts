import { Schema } from "effect";
import { SourceMode } from "./model";

/** Loads the customer's favourites (a reaction to the customer appearing). */
const LoadFavourites = Schema.TaggedStruct("LoadFavourites", {});
/** Drops every favourite with the customer (a reaction to CustomerCleared: customer-bound data). */
const ClearFavourites = Schema.TaggedStruct("ClearFavourites", {});
/** The heart of a tile or the product page: adds or removes the product, optimistically. */
const ToggleFavourite = Schema.TaggedStruct("ToggleFavourite", { sku: Schema.String });
/** The favourites screen's list in a source mode (without one: the mode last chosen). */
const LoadFavouriteProducts = Schema.TaggedStruct("LoadFavouriteProducts", {
  mode: Schema.optional(SourceMode),
});
/** The stores and a guest's favourite stores from local storage. */
const LoadFavouriteStores = Schema.TaggedStruct("LoadFavouriteStores", {});
/** "Mein Markt": marks or unmarks a store (local storage for a guest, the customer's list otherwise). */
const ToggleFavouriteStore = Schema.TaggedStruct("ToggleFavouriteStore", { storeId: Schema.String });

export const FavouriteCommands = [
  LoadFavourites,
  ClearFavourites,
  ToggleFavourite,
  LoadFavouriteProducts,
  LoadFavouriteStores,
  ToggleFavouriteStore,
] as const;
export type FavouritesCommand = (typeof FavouriteCommands)[number]["Type"];
