import type { Db } from "../db/db";
import type { SeedArea } from "./area";
import { contentSeed } from "./content";
import { customerSeed } from "./customers";
import { mediaSeed } from "./media";
import { tenantSeed } from "./tenant";

/** In order; a later feature (catalogue, stores, ...) appends its area here. */
export const seedAreas: ReadonlyArray<SeedArea> = [tenantSeed, mediaSeed, contentSeed, customerSeed];

export const isSeeded = async (db: Db): Promise<boolean> =>
  (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM tenants"))[0]?.n !== 0;

/** Writes (or rewrites) all demo data in one transaction. */
export const seedAll = (db: Db, areas: ReadonlyArray<SeedArea> = seedAreas): Promise<void> =>
  db.transaction(async (tx) => {
    for (const area of areas) await area.seed(tx);
  });
