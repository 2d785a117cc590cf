import { Schema } from "effect";
import { Product, Sku } from "../discovery/product";
import { Favourites, FavouriteType } from "../favourites/model";
import { Customer } from "../session/customer";
import { defineCall } from "./contract";

/** "true" or "false" in the query. */
const Flag = Schema.BooleanFromString;

/** The customer's favourites, grouped by type (document 2 §3, §7). */
export const getFavourites = defineCall({
  name: "customers.favorites.get",
  method: "GET",
  path: "/api/customers/favorites",
  response: Favourites,
  errors: { 401: "not logged in" },
});

/** Adds a reference (a product's sku) to the customer's favourites; answers the favourites. */
export const putFavourite = defineCall({
  name: "customers.favorites.put",
  method: "PUT",
  path: "/api/customers/favorites/:type",
  params: Schema.Struct({ type: FavouriteType }),
  body: Schema.Struct({ reference: Sku }),
  response: Favourites,
  errors: {
    400: "unknown type or invalid reference",
    401: "not logged in",
    404: "no product with this sku",
    409: "too many favourites",
  },
});

/** Removes a reference from the customer's favourites (removing one that is not there is no error). */
export const deleteFavourite = defineCall({
  name: "customers.favorites.delete",
  method: "DELETE",
  path: "/api/customers/favorites/:type/:reference",
  params: Schema.Struct({ type: FavouriteType, reference: Sku }),
  response: Favourites,
  errors: { 400: "unknown type or invalid reference", 401: "not logged in" },
});

/**
 * The products of the customer's favourites and/or purchased products (document 1 §3, §7):
 * `combine=and` lists only the products in both sources (the mode Favorite AND Purchased).
 */
export const getFavouriteProducts = defineCall({
  name: "customers.favorites.products",
  method: "GET",
  path: "/api/customers/favorites/products",
  query: Schema.Struct({
    favorites: Schema.optional(Flag),
    purchasedProducts: Schema.optional(Flag),
    combine: Schema.optional(Schema.Literal("or", "and")),
    storeId: Schema.optional(
      Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{1,40}$/, { message: () => "not a store id" })),
    ),
  }),
  response: Schema.Struct({ products: Schema.Array(Product) }),
  errors: { 400: "no source named", 401: "not logged in" },
});

/**
 * Marks a store as the customer's favourite (storeType MY_STORE_{storeId}, document 1 §7), or
 * unmarks it with `selected: false`; answers the customer with its favouriteStores.
 */
export const postFavouriteStore = defineCall({
  name: "customers.favoriteStore",
  method: "POST",
  path: "/api/customers/favorite-store",
  body: Schema.Struct({
    storeType: Schema.String.pipe(Schema.maxLength(80)),
    storeId: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(40)),
    selected: Schema.optional(Schema.Boolean),
  }),
  response: Customer,
  errors: {
    400: "storeType does not name the store",
    401: "not logged in",
    404: "no store with this id",
    409: "too many favourite stores",
  },
});
