import { ageOn, parseBirthdate } from "../../domain/account/rules/birthdate";
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

/**
 * Age in whole years on `now` of a birthdate in the demo tenant's date format (dd.MM.yyyy, the one
 * the profile saves) or ISO (yyyy-MM-dd); undefined if unreadable. The birthdate rule is the
 * account's (domain/account/rules/birthdate).
 */
const ageOfBirthdate = (birthdate: string | undefined, now: number): number | undefined => {
  if (!birthdate) return undefined;
  const date = parseBirthdate(birthdate, "dd.MM.yyyy") ?? parseBirthdate(birthdate, "yyyy-MM-dd");
  return date === null ? undefined : ageOn(date, new Date(now));
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
    const age = ageOfBirthdate(customer?.birthdate, now);
    if (age === undefined || age < product.ageRestriction) return "ageRestricted";
  }
  return storeAvailability(product.sku, product.availability, storeId);
};
