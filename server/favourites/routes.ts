import type { Context } from "hono";
import {
  deleteFavourite,
  getFavouriteProducts,
  getFavourites,
  postFavouriteStore,
  putFavourite,
} from "../../domain/api/favourites";
import type { Product } from "../../domain/discovery/product";
import { modeOfQuery, productsOfMode } from "../../domain/favourites/rules/sources";
import { storeIdOfType } from "../../domain/favourites/rules/stores";
import { findCustomerById } from "../customers/store";
import { inStore } from "../discovery/availability";
import { productsBySkus } from "../discovery/store";
import { findStore } from "../distribution/store";
import type { App, AppEnv } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { addFavourite, listFavourites, purchasedSkus, removeFavourite, setFavouriteStore } from "./store";

/** Favourites are the logged-in customer's own: every route answers 401 without one. */
const customerOf = (c: Context<AppEnv>): string => {
  const customerId = c.get("session")?.customerId;
  if (!customerId) throw new HttpError(401, "not logged in");
  return customerId;
};

/** Favourite products and favourite stores of the logged-in customer (document 1 §3, §7; document 2 §3, §7). */
export const favouriteRoutes = (app: App) => {
  // Before GET /api/customers/favorites/:type would be: "products" is not a type.
  route(app, getFavouriteProducts, async ({ query }, c) => {
    const customerId = customerOf(c);
    const mode = modeOfQuery({
      favorites: query.favorites === true,
      purchasedProducts: query.purchasedProducts === true,
      combine: query.combine ?? "or",
    });
    if (mode === null)
      throw new HttpError(400, "name a source: favorites=true and/or purchasedProducts=true", {
        errors: [{ path: "favorites", message: "favorites or purchasedProducts must be true" }],
      });
    const db = c.get("db");
    const skus = productsOfMode(
      mode,
      (await listFavourites(db, customerId)).PRODUCT,
      mode === "favorites" ? [] : await purchasedSkus(db, customerId),
    );
    const found = await productsBySkus(db, skus);
    // A favourite whose product left the catalogue is not listed (and not an error).
    return {
      products: skus.flatMap((s): Product[] => {
        const p = found.get(s);
        return p ? [inStore(p, query.storeId)] : [];
      }),
    };
  });

  route(app, getFavourites, async (_r, c) => listFavourites(c.get("db"), customerOf(c)));

  route(app, putFavourite, async ({ params, body }, c) => {
    const customerId = customerOf(c);
    const db = c.get("db");
    if (!(await productsBySkus(db, [body.reference])).has(body.reference))
      throw new HttpError(404, `no product with sku ${body.reference}`, {
        code: "product_not_found",
        errors: [{ path: "reference", message: "no product with this sku" }],
      });
    return addFavourite(db, customerId, params.type, body.reference);
  });

  route(app, deleteFavourite, async ({ params }, c) =>
    removeFavourite(c.get("db"), customerOf(c), params.type, params.reference),
  );

  route(app, postFavouriteStore, async ({ body }, c) => {
    const customerId = customerOf(c);
    const db = c.get("db");
    if (storeIdOfType(body.storeType) !== body.storeId)
      throw new HttpError(400, "storeType must be MY_STORE_{storeId}", {
        errors: [{ path: "storeType", message: `expected MY_STORE_${body.storeId}` }],
      });
    if (!(await findStore(db, body.storeId)))
      throw new HttpError(404, `no store ${body.storeId}`, {
        code: "store_not_found",
        errors: [{ path: "storeId", message: "no store with this id" }],
      });
    await setFavouriteStore(db, customerId, body.storeId, body.selected ?? true);
    const customer = await findCustomerById(db, customerId);
    if (!customer) throw new HttpError(401, "not logged in");
    return customer;
  });
};
