import { Schema } from "effect";

/** The kinds of favourites the customer API groups its references by; products are the only kind. */
export const FavouriteType = Schema.Literal("PRODUCT");
export type FavouriteType = typeof FavouriteType.Type;

/** GET /api/customers/favorites: the references, grouped by type (document 2 §3). */
export const Favourites = Schema.Struct({ PRODUCT: Schema.Array(Schema.String) });
export type Favourites = typeof Favourites.Type;

/** The product-source modes of a favourites list (document 1 §3, document 2 §3). */
export const SourceMode = Schema.Literal(
  "favoritesOrPurchased",
  "favorites",
  "purchased",
  "favoritesAndPurchased",
);
export type SourceMode = typeof SourceMode.Type;

/** One favourite store (document 1 §3): a store id. */
export const FavouriteStore = Schema.Struct({ storeId: Schema.String });
export type FavouriteStore = typeof FavouriteStore.Type;
