import type { FavouriteStore } from "../model";
import { MAX_FAVOURITE_STORES } from "./limits";

/** The local-storage key of a guest's favourite stores (document 1 §4). */
export const FAVOURITE_STORES_KEY = "favouriteStores";

/** The storeType the favourite-store call sends for a store (document 1 §7). */
export const storeTypeOf = (storeId: string): string => `MY_STORE_${storeId}`;
const STORE_TYPE = /^MY_STORE_(.+)$/;
/** The store id a storeType names, or null when it is not MY_STORE_{id}. */
export const storeIdOfType = (storeType: string): string | null => STORE_TYPE.exec(storeType)?.[1] ?? null;

const isEntry = (x: unknown): x is FavouriteStore =>
  typeof x === "object" && x !== null && typeof (x as { storeId?: unknown }).storeId === "string";

/**
 * The favourite stores a stored value holds (document 1 §4): nothing stored, malformed JSON or a
 * value that is not an array are ignored (an empty list); entries without a storeId are dropped,
 * a repeated store counts once.
 */
export const readFavouriteStores = (raw: string | null): FavouriteStore[] => {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const out: FavouriteStore[] = [];
  for (const x of parsed) {
    if (!isEntry(x) || seen.has(x.storeId)) continue;
    seen.add(x.storeId);
    out.push({ storeId: x.storeId });
  }
  return out;
};

/** What to write for a list: the JSON array, or removal of the key when the list is empty (document 1 §4). */
export const storedFavouriteStores = (
  list: ReadonlyArray<FavouriteStore>,
): { readonly kind: "remove" } | { readonly kind: "set"; readonly value: string } =>
  list.length === 0
    ? { kind: "remove" }
    : { kind: "set", value: JSON.stringify(list.map((s) => ({ storeId: s.storeId }))) };

/** The list with the store added or removed; null when adding would pass the maximum. */
export const toggleFavouriteStore = (
  list: ReadonlyArray<FavouriteStore>,
  storeId: string,
): FavouriteStore[] | null => {
  if (list.some((s) => s.storeId === storeId)) return list.filter((s) => s.storeId !== storeId);
  if (list.length >= MAX_FAVOURITE_STORES) return null;
  return [...list, { storeId }];
};

/** The stores with the favourite ones first, each group in its given order. */
export const favouriteStoresFirst = <S extends { readonly storeId: string }>(
  stores: ReadonlyArray<S>,
  favourites: ReadonlyArray<FavouriteStore>,
): S[] => {
  const chosen = new Set(favourites.map((f) => f.storeId));
  return [...stores.filter((s) => chosen.has(s.storeId)), ...stores.filter((s) => !chosen.has(s.storeId))];
};
