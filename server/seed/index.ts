import type { Db } from "../db/db";
import { addressSeed } from "./addresses";
import type { SeedArea } from "./area";
import { authSeed } from "./auth";
import { catalogueSeed } from "./catalogue";
import { checkoutSeed } from "./checkout";
import { contentSeed } from "./content";
import { customerSeed } from "./customers";
import { deliveryPassSeed } from "./delivery-pass";
import { distributionSeed } from "./distribution";
import { favouriteSeed } from "./favourites";
import { fishTrackingSeed } from "./fish-tracking";
import { loyaltySeed } from "./loyalty";
import { mediaSeed } from "./media";
import { operatorSeed } from "./operators";
import { newsletterSeed, orderSeed } from "./orders";
import { paymentMethodSeed } from "./payment-methods";
import { tenantSeed } from "./tenant";
import { walletSeed } from "./wallet";

/** In order; a later feature (catalogue, stores, ...) appends its area here. */
export const seedAreas: ReadonlyArray<SeedArea> = [
  tenantSeed,
  mediaSeed,
  contentSeed,
  customerSeed,
  catalogueSeed,
  // After catalogue and customers: checkout refers to products and customers.
  distributionSeed,
  checkoutSeed,
  // After customers and distribution: saved addresses of the demo customers, in the demo region.
  addressSeed,
  // After customers, catalogue, distribution and checkout: the demo customers' topics and past orders.
  newsletterSeed,
  orderSeed,
  // After customers, catalogue and distribution: the demo customers' favourite products and store.
  favouriteSeed,
  // In-store loyalty cards without an online account (the offline account screen).
  authSeed,
  // After customers, media and catalogue: the loyalty member's pools, promotions and vouchers.
  loyaltySeed,
  // After checkout (its gift_cards) and customers: gift cards a demo customer can add to the wallet.
  walletSeed,
  // After customers: the delivery pass offer and Max's running pass.
  deliveryPassSeed,
  // After customers: the demo customers' saved payment methods.
  paymentMethodSeed,
  // The catches behind the fish-tracking codes (the fish-tracking block).
  fishTrackingSeed,
  // The shop's staff: a QA engineer and a content editor (issue 19, issue 14).
  operatorSeed,
];

/** The areas this database does not hold yet (all of them for a new database). */
export const unseededAreas = async (
  db: Db,
  areas: ReadonlyArray<SeedArea> = seedAreas,
): Promise<SeedArea[]> => {
  const rows = await db.query<{ name: string }>("SELECT name FROM seed_areas");
  const done = new Set(rows.map((r) => r.name));
  return areas.filter((a) => !done.has(a.name));
};

/** Writes (or rewrites) the given areas' demo data in one transaction and records them. */
export const seedAll = (db: Db, areas: ReadonlyArray<SeedArea> = seedAreas): Promise<void> =>
  db.transaction(async (tx) => {
    for (const area of areas) {
      await area.seed(tx);
      await tx.query(
        "INSERT INTO seed_areas (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET seeded_at = now()",
        [area.name],
      );
    }
  });
