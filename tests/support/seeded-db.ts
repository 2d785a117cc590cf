import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Db } from "../../server/db/db";
import { migrate } from "../../server/db/migrate";
import { pgliteDb } from "../../server/db/pglite";
import { seedAll } from "../../server/seed/index";

/**
 * Migrates and seeds a new database in `dataDir` (the folder layout the server opens) and writes a
 * copy of it to `dumpFile`. Creating a PGlite costs seconds; loading this copy about one.
 */
export const seedDataDir = async (dataDir: string, dumpFile: string): Promise<void> => {
  mkdirSync(join(dataDir, "pglite"), { recursive: true });
  const pg = await PGlite.create(join(dataDir, "pglite"));
  try {
    const db = pgliteDb(pg);
    await migrate(db);
    await seedAll(db);
    const dump = await pg.dumpDataDir("none");
    writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pg.close();
  }
};

/** An in-memory copy of the seeded database written by seedDataDir. */
export const loadSeededDb = async (dumpFile: string): Promise<Db> =>
  pgliteDb(await PGlite.create({ loadDataDir: new Blob([readFileSync(dumpFile)]) }));
