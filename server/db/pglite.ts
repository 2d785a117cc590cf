import { mkdirSync } from "node:fs";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { Db } from "./db";
import { PgliteStatements } from "./pglite-statements";

/**
 * The Db of an open PGlite (in a folder, or in memory as the handler tests load a seeded copy).
 * Queries run as prepared statements (./pglite-statements) under the locks PGlite's own query()
 * takes: its transaction lock outside a transaction, and its query lock.
 */
export const pgliteDb = (pg: PGlite): Db => {
  const statements = new PgliteStatements(pg);
  // PGlite's own query() checks that the database is open inside its lock; the statements call
  // into the WebAssembly module directly, which after close() fails from deep inside it (issue 18:
  // "_PostgresSendReadyForQueryIfNecessary" at shutdown). So the check is made here, as query() does:
  // a query asked for while or after the database closes is refused with PGlite's own error.
  const locked = <T>(work: () => Promise<T>) =>
    pg._runExclusiveQuery(async () => {
      await pg._checkReady();
      return work();
    });
  const outsideTransactions = <T>(work: () => Promise<T>) => pg._runExclusiveTransaction(work);

  const txDb = (tx: Transaction): Db => ({
    query: <T>(sql: string, params?: ReadonlyArray<unknown>) =>
      locked(() => statements.query<T>(sql, params ?? [])),
    exec: async (sql) => {
      await tx.exec(sql);
      // A schema change may alter what a kept statement's plan and parameter types were made for.
      await locked(() => statements.reset());
    },
    // PGlite has no savepoint API here: a nested transaction joins the outer one.
    transaction: (fn) => fn(txDb(tx)),
    close: async () => {},
  });

  return {
    query: <T>(sql: string, params?: ReadonlyArray<unknown>) =>
      outsideTransactions(async () => {
        const rows = await locked(() => statements.query<T>(sql, params ?? []));
        // As query() does outside a transaction: the files are brought up to date.
        await pg.syncToFs();
        return rows;
      }),
    exec: async (sql) => {
      await pg.exec(sql);
      await outsideTransactions(() => locked(() => statements.reset()));
    },
    transaction: (fn) => pg.transaction((tx) => fn(txDb(tx))),
    close: () => pg.close(),
  };
};

/** An embedded PostgreSQL in a folder (created if missing). Slow to start: open once per process. */
export const openPglite = async (dir: string): Promise<Db> => {
  mkdirSync(dir, { recursive: true });
  return pgliteDb(await PGlite.create(dir));
};
