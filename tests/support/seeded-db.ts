import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Db } from "../../server/db/db";
import { migrate } from "../../server/db/migrate";
import { pgliteDb } from "../../server/db/pglite";
import { openPostgres } from "../../server/db/postgres";
import { seedAll } from "../../server/seed/index";
import { copyOfDatabase, createDatabase, dropDatabase } from "./postgres";

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

/**
 * The PostgreSQL counterpart of seedDataDir: a database `${prefix}_seeded` on the server, migrated
 * and seeded, for the run's copies (tests/support/postgres.ts). Answers its URL.
 */
export const seedPostgresTemplate = async (serverUrl: string, prefix: string): Promise<string> => {
  const url = await createDatabase(serverUrl, `${prefix}_seeded`);
  const db = await openPostgres(url);
  try {
    await migrate(db);
    await seedAll(db);
  } finally {
    await db.close();
  }
  return url;
};

/**
 * A private copy of the seeded database: in memory from seedDataDir's file, or, when the run is on
 * PostgreSQL (`seeded` is then the template's URL), a new database copied from the template that
 * closing drops.
 */
export const loadSeededDb = async (seeded: string): Promise<Db> => {
  if (!seeded.startsWith("postgres"))
    return pgliteDb(await PGlite.create({ loadDataDir: new Blob([readFileSync(seeded)]) }));
  const url = await copyOfDatabase(seeded);
  const db = await openPostgres(url);
  return {
    ...db,
    close: async () => {
      await db.close();
      await dropDatabase(url);
    },
  };
};
