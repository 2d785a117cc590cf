import type { FavouriteStore, Favourites, FavouriteType } from "../../domain/favourites/model";
import { MAX_FAVOURITE_STORES, MAX_FAVOURITES } from "../../domain/favourites/rules/limits";
import { toggleFavouriteStore } from "../../domain/favourites/rules/stores";
import type { Db } from "../db/db";
import { HttpError } from "../http/errors";
import { toJsonb } from "../http/jsonb";

/** A customer's favourite references of one type, in the order they were added. */
const referencesOf = async (db: Db, customerId: string, type: FavouriteType): Promise<string[]> =>
  (
    await db.query<{ reference: string }>(
      "SELECT reference FROM customer_favourites WHERE customer_id = $1 AND type = $2 ORDER BY seq",
      [customerId, type],
    )
  ).map((r) => r.reference);

export const listFavourites = async (db: Db, customerId: string): Promise<Favourites> => ({
  PRODUCT: await referencesOf(db, customerId, "PRODUCT"),
});

/**
 * Adds a reference; adding one that is there already changes nothing. The customer's row is
 * locked so that concurrent additions cannot both pass the maximum (409 beyond it).
 */
export const addFavourite = (db: Db, customerId: string, type: FavouriteType, reference: string) =>
  db.transaction(async (tx) => {
    await tx.query("SELECT id FROM customers WHERE id = $1 FOR UPDATE", [customerId]);
    const existing = await referencesOf(tx, customerId, type);
    if (existing.includes(reference)) return listFavourites(tx, customerId);
    if (existing.length >= MAX_FAVOURITES)
      throw new HttpError(409, `at most ${MAX_FAVOURITES} favourites per customer`, {
        code: "maxFavouritesReached",
        errors: [{ path: "reference", message: `at most ${MAX_FAVOURITES} favourites` }],
      });
    await tx.query("INSERT INTO customer_favourites (customer_id, type, reference) VALUES ($1, $2, $3)", [
      customerId,
      type,
      reference,
    ]);
    return listFavourites(tx, customerId);
  });

export const removeFavourite = async (db: Db, customerId: string, type: FavouriteType, reference: string) => {
  await db.query("DELETE FROM customer_favourites WHERE customer_id = $1 AND type = $2 AND reference = $3", [
    customerId,
    type,
    reference,
  ]);
  return listFavourites(db, customerId);
};

/** Replaces a customer's favourites of a type (the seed). */
export const replaceFavourites = async (
  db: Db,
  customerId: string,
  type: FavouriteType,
  references: ReadonlyArray<string>,
) => {
  await db.query("DELETE FROM customer_favourites WHERE customer_id = $1 AND type = $2", [customerId, type]);
  for (const r of references)
    await db.query("INSERT INTO customer_favourites (customer_id, type, reference) VALUES ($1, $2, $3)", [
      customerId,
      type,
      r,
    ]);
};

/**
 * The skus of the customer's placed orders, newest order first, each once: the purchased
 * products of document 1 §3. Only this customer's orders count.
 */
export const purchasedSkus = async (db: Db, customerId: string): Promise<string[]> => {
  const rows = await db.query<{ sku: string }>(
    `SELECT line->>'articleId' AS sku
       FROM orders o, jsonb_array_elements(o.cart->'productLineItems') WITH ORDINALITY AS l(line, n)
      WHERE o.customer_id = $1
      ORDER BY o.placed_at DESC, o.order_number DESC, l.n`,
    [customerId],
  );
  return [...new Set(rows.map((r) => r.sku).filter((s): s is string => typeof s === "string"))];
};

/** The favourite stores kept on the customer's profile (absent: none). */
const storesOf = async (db: Db, customerId: string): Promise<FavouriteStore[]> => {
  const [row] = await db.query<{ stores: unknown }>(
    "SELECT profile->'favouriteStores' AS stores FROM customers WHERE id = $1",
    [customerId],
  );
  const stores = row?.stores;
  return Array.isArray(stores)
    ? stores
        .filter((s): s is FavouriteStore => typeof s?.storeId === "string")
        .map((s) => ({ storeId: s.storeId }))
    : [];
};

/**
 * Marks or unmarks a favourite store on the customer's profile. Only the profile's
 * favouriteStores key is written, so a concurrent profile change keeps its other fields.
 */
export const setFavouriteStore = (db: Db, customerId: string, storeId: string, selected: boolean) =>
  db.transaction(async (tx) => {
    await tx.query("SELECT id FROM customers WHERE id = $1 FOR UPDATE", [customerId]);
    const current = await storesOf(tx, customerId);
    const has = current.some((s) => s.storeId === storeId);
    if (has === selected) return;
    const next = toggleFavouriteStore(current, storeId);
    if (next === null)
      throw new HttpError(409, `at most ${MAX_FAVOURITE_STORES} favourite stores`, {
        code: "maxFavouriteStoresReached",
        errors: [{ path: "storeId", message: `at most ${MAX_FAVOURITE_STORES} favourite stores` }],
      });
    await tx.query(
      "UPDATE customers SET profile = jsonb_set(profile, '{favouriteStores}', $2::jsonb) WHERE id = $1",
      [customerId, toJsonb(next)],
    );
  });
