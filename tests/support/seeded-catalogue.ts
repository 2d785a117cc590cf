import type { DistributionAddress } from "../../domain/cart/model";
import type { Product } from "../../domain/discovery/product";
import { storeAvailability } from "../../server/discovery/availability";
import { generateCatalogue } from "../../server/seed/catalogue/generate";
import { SERVICE_FEE_GAP_SKU } from "../../server/seed/checkout";
import { demoCustomers } from "../../server/seed/customers";
import { demoStores } from "../../server/seed/distribution";

/** The first demo store (click and collect); it also serves the delivery area of `inArea` (A1). */
export const firstStore = demoStores[0] as (typeof demoStores)[number];

/**
 * Products of the seeded catalogue, picked by what a test needs (never by price: the server prices
 * them), orderable at the store the tests' services use.
 */
const products = generateCatalogue().products.map((r) => r.product);
const stores = [firstStore.storeId];

const pick = (what: string, fits: (p: Product) => boolean, skip: ReadonlyArray<Product> = []): Product => {
  const p = products.find(
    (x) =>
      fits(x) &&
      x.availability === "available" &&
      x.ageRestriction === 0 &&
      x.sku !== SERVICE_FEE_GAP_SKU &&
      !skip.some((s) => s.sku === x.sku) &&
      stores.every((s) => storeAvailability(x.sku, x.availability, s) === "available"),
  );
  if (!p) throw new Error(`the seeded catalogue has no ${what}`);
  return p;
};

/** A crate of mineral water: at most 5 per order, heavy, with a deposit. */
export const water = pick("crate of water", (p) => p.maxQuantity === 5 && p.category === "mineralwasser");
/** A plain article of another drinks category (juice, soft drinks): the usual maximum of 24. */
export const juice = pick(
  "plain drink",
  (p) =>
    p.maxQuantity >= 24 &&
    !p.weightArticle &&
    p.parentCategories[0]?.slug === "getraenke" &&
    p.category !== "mineralwasser" &&
    p.price.depositPrice === undefined,
);
/** Loose apples, sold by weight in steps of quantityStepSize grams. */
export const apples = pick("loose apples", (p) => p.weightArticle && p.name.startsWith("Äpfel"));

/** A delivery address in the demo region's delivery area (README: Hohe Straße 12, 50667 Köln). */
export const inArea: DistributionAddress = {
  distributionType: "DELIVERY",
  streetName: "Hohe Straße",
  streetNumber: "12",
  postalCode: "50667",
  city: "Köln",
};

/** A postal code no demo delivery area covers. */
export const outsideArea: DistributionAddress = { ...inArea, postalCode: "99999", city: "Erfurt" };

/** Anna, the seeded customer with a complete primary delivery address and no orders yet. */
const seededAnna = demoCustomers[0] as (typeof demoCustomers)[number];
export const annaLogin = { email: seededAnna.customer.email, password: seededAnna.password };

/** Lena, the seeded loyalty member who has ordered before (server/seed/orders.ts). */
const seededLena = demoCustomers[1] as (typeof demoCustomers)[number];
export const lenaLogin = { email: seededLena.customer.email, password: seededLena.password };
