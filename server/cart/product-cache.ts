import { Product } from "../../domain/discovery/product";
import type { Db } from "../db/db";
import { trustedDecoder } from "../http/trusted-values";

/** Answers pass these products on without checking them again (../http/trusted-values). */
const decodeProduct = trustedDecoder(Product);

/** Decoded products kept per database; the oldest go first beyond this many. */
const MAX_PRODUCTS = 2_000;
/** Whose cart's product versions are remembered (shoppers), the oldest forgotten first. */
const MAX_SHOPPERS = 10_000;

/**
 * A product row's version: its sku and xmin, the transaction that wrote this version of the row.
 * Any UPDATE (a price, an availability) or a delete and insert writes a new row version with a new
 * xmin, so a version key never names two contents.
 */
type ProductVersion = string;

interface Known {
  readonly products: Map<ProductVersion, Product>;
  /** Per shopper, the versions of the products their cart last read. */
  readonly lastRead: Map<string, ReadonlyArray<ProductVersion>>;
}

const perDb = new WeakMap<Db, Known>();
const knownOf = (db: Db): Known => {
  let known = perDb.get(db);
  if (!known) {
    known = { products: new Map(), lastRead: new Map() };
    perDb.set(db, known);
  }
  return known;
};

const remember = <K, V>(map: Map<K, V>, key: K, value: V, max: number) => {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
};

/**
 * Decoding a product from its JSON costs more than the query that reads it (issue 18), and a cart's
 * products are read on every cart call. So the query is told which versions this process already
 * holds decoded (those the shopper's cart read last time) and sends no data for a row still at such
 * a version; every other row comes with its data and is decoded. The price is always the database's
 * as of this call: a changed row has a new version, so it is never taken from here.
 */
export interface ProductReading {
  /** The versions to send to the query (`p.sku || ':' || p.xmin = ANY(...)` then sends no data). */
  readonly held: ReadonlyArray<ProductVersion>;
  /** The products of the query's rows: each row's data, or the held product of its version. */
  resolve(rows: ReadonlyArray<{ sku: string; v: string; data: unknown }>): Map<string, Product>;
}

export const readProducts = (db: Db, shopper: string): ProductReading => {
  const known = knownOf(db);
  // Captured now: a product forgotten while the query runs is still at hand for its row.
  const held = new Map<ProductVersion, Product>();
  for (const version of known.lastRead.get(shopper) ?? []) {
    const product = known.products.get(version);
    if (product) held.set(version, product);
  }
  return {
    held: [...held.keys()],
    resolve: (rows) => {
      const products = new Map<string, Product>();
      const versions: ProductVersion[] = [];
      for (const row of rows) {
        const version = `${row.sku}:${row.v}`;
        const product = row.data === null ? held.get(version) : decodeProduct(row.data);
        if (!product) throw new Error(`product ${row.sku} came without data and is not held`);
        if (row.data !== null) remember(known.products, version, product, MAX_PRODUCTS);
        products.set(row.sku, product);
        versions.push(version);
      }
      remember(known.lastRead, shopper, versions, MAX_SHOPPERS);
      return products;
    },
  };
};
