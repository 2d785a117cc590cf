import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Db } from "./db";

const migrationsDir = fileURLToPath(new URL("../migrations/", import.meta.url));

/** Any constant: serialises migrations when several processes share one PostgreSQL server. */
const MIGRATION_LOCK = 7_305_001;

export interface Migration {
  readonly name: string;
  readonly sql: string;
}

/** Files `NNN_name.sql` in server/migrations, in name order. */
const loadMigrations = (dir: string = migrationsDir): Migration[] =>
  readdirSync(dir)
    .filter((f) => /^\d{3,}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(`${dir}/${name}`, "utf8") }));

/** Applies the migrations not yet recorded in schema_migrations; returns the names applied. */
export const migrate = (db: Db, migrations: ReadonlyArray<Migration> = loadMigrations()): Promise<string[]> =>
  db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = new Set(
      (await tx.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      await tx.exec(m.sql);
      await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [m.name]);
      applied.push(m.name);
    }
    return applied;
  });
