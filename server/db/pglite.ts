import { mkdirSync } from "node:fs";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { Db } from "./db";

const txDb = (tx: Transaction): Db => ({
  query: async <T>(sql: string, params?: ReadonlyArray<unknown>) =>
    (await tx.query<T>(sql, params ? [...params] : undefined)).rows,
  exec: async (sql) => {
    await tx.exec(sql);
  },
  // PGlite has no savepoint API here: a nested transaction joins the outer one.
  transaction: (fn) => fn(txDb(tx)),
  close: async () => {},
});

/** The Db of an open PGlite (in a folder, or in memory as the handler tests load a seeded copy). */
export const pgliteDb = (pg: PGlite): Db => ({
  query: async <T>(sql: string, params?: ReadonlyArray<unknown>) =>
    (await pg.query<T>(sql, params ? [...params] : undefined)).rows,
  exec: async (sql) => {
    await pg.exec(sql);
  },
  transaction: (fn) => pg.transaction((tx) => fn(txDb(tx))),
  close: () => pg.close(),
});

/** An embedded PostgreSQL in a folder (created if missing). Slow to start: open once per process. */
export const openPglite = async (dir: string): Promise<Db> => {
  mkdirSync(dir, { recursive: true });
  return pgliteDb(await PGlite.create(dir));
};
