/**
 * The one database interface every server module uses: plain parameterised SQL ($1, $2, ...)
 * in PostgreSQL's dialect, so PGlite and a real PostgreSQL server are interchangeable.
 */
export interface Db {
  query<T>(sql: string, params?: ReadonlyArray<unknown>): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
