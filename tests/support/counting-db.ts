import type { Db } from "../../server/db/db";

/** A Db that records every statement it is given (in transactions too), to count a call's round trips. */
export interface CountingDb extends Db {
  /** The statements since the last `reset`, in order. */
  readonly statements: ReadonlyArray<string>;
  reset(): void;
}

export const countingDb = (inner: Db): CountingDb => {
  const statements: string[] = [];
  const wrap = (db: Db): Db => ({
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
    exec: (sql) => {
      statements.push(sql);
      return db.exec(sql);
    },
    // BEGIN and COMMIT are round trips too.
    transaction: (fn) => {
      statements.push("BEGIN");
      return db.transaction((tx) => fn(wrap(tx))).finally(() => statements.push("COMMIT"));
    },
    close: () => db.close(),
  });
  return {
    ...wrap(inner),
    statements,
    reset: () => {
      statements.length = 0;
    },
  };
};
