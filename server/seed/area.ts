import type { Db } from "../db/db";

/**
 * One area of the demo data. `seed` runs in a transaction, must be deterministic (no clock, no
 * unseeded randomness) and must be safe to run again: it replaces what it wrote before.
 */
export interface SeedArea {
  readonly name: string;
  seed(tx: Db): Promise<void>;
}
