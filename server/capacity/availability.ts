import type { LineAvailability } from "../../domain/cart/model";
import type { Product } from "../../domain/discovery/product";
import { storeAvailability } from "../discovery/availability";
import { fnv1a } from "../seed/catalogue/prng";
import { addDays, berlinDay, berlinInstant } from "./windows";

/**
 * Item availability at a store at an instant. A product temporarily unavailable (in the catalogue
 * or in that store) is back from 06:00 Berlin time one to three days after `now` (a fixed number
 * per store and sku); an unavailable product is not coming back.
 */
const availableAgainAt = (sku: string, storeId: string | undefined, now: number): number =>
  berlinInstant(addDays(berlinDay(now), 1 + (fnv1a(`back:${storeId ?? "-"}:${sku}`) % 3)), 6);

export interface ItemAvailability {
  readonly available: boolean;
  readonly availableAgainAt: string | null;
}

export const itemAvailability = (
  product: Product | undefined,
  storeId: string | undefined,
  now: number,
  /** Availability at this instant (a window's start) rather than now. */
  at: number = now,
): ItemAvailability => {
  if (!product) return { available: false, availableAgainAt: null };
  const state = storeAvailability(product.sku, product.availability, storeId);
  if (state === "available") return { available: true, availableAgainAt: null };
  if (state === "unavailable") return { available: false, availableAgainAt: null };
  const back = availableAgainAt(product.sku, storeId, now);
  return back <= at
    ? { available: true, availableAgainAt: null }
    : { available: false, availableAgainAt: new Date(back).toISOString() };
};

/** Age in whole years on `now` of a birthdate written dd.mm.yyyy (or yyyy-mm-dd); undefined if unreadable. */
const ageOn = (birthdate: string | undefined, now: number): number | undefined => {
  if (!birthdate) return undefined;
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(birthdate) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!m) return undefined;
  const [d, mo, y] = birthdate.includes(".")
    ? [Number(m[1]), Number(m[2]), Number(m[3])]
    : [Number(m[3]), Number(m[2]), Number(m[1])];
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d)) age -= 1;
  return age;
};

/**
 * A cart line's availability: an age-restricted article needs a logged-in customer whose birthdate
 * shows the age (German law requires an age check for online sales of alcohol: guests cannot order
 * it); otherwise the store's availability now.
 */
export const lineAvailability = (
  product: Product,
  storeId: string | undefined,
  customer: { readonly birthdate?: string | undefined } | null,
  now: number,
): LineAvailability => {
  if (product.ageRestriction > 0) {
    const age = ageOn(customer?.birthdate, now);
    if (age === undefined || age < product.ageRestriction) return "ageRestricted";
  }
  return storeAvailability(product.sku, product.availability, storeId);
};
