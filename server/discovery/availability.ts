import type { Availability, Product } from "../../domain/discovery/product";
import { fnv1a } from "../seed/catalogue/prng";

/** About one in sixteen available products is temporarily unavailable in a given store. */
const STORE_GAP = 16;

/**
 * Availability in a store: a product available in the catalogue may be temporarily unavailable in
 * one store (a fixed, store-specific list derived from the store id and the sku); products that are
 * unavailable everywhere stay so. Without a store id the catalogue's availability holds.
 */
export const storeAvailability = (
  sku: string,
  base: Availability,
  storeId: string | undefined,
): Availability =>
  storeId !== undefined && base === "available" && fnv1a(`${storeId}:${sku}`) % STORE_GAP === 0
    ? "temporarilyUnavailable"
    : base;

export const inStore = (product: Product, storeId: string | undefined): Product => {
  const availability = storeAvailability(product.sku, product.availability, storeId);
  return availability === product.availability ? product : { ...product, availability };
};
