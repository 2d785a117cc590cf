import { join } from "node:path";
import type { Db } from "./db";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";

export interface DbOptions {
  /** When set, a PostgreSQL server is used instead of the embedded database. */
  readonly databaseUrl?: string | undefined;
  /** Folder of the embedded database (its files go to `${dataDir}/pglite`). */
  readonly dataDir?: string | undefined;
}

export const openDb = (options: DbOptions = {}): Promise<Db> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(join(options.dataDir ?? "./data", "pglite"));
