import pg from "pg";
import type { Db } from "./db";

type Queryable = Pick<pg.PoolClient, "query">;

/** SQL texts given a statement name; beyond this many, the rest run unnamed (see below). */
const MAX_NAMED = 500;
const names = new Map<string, string>();

/**
 * Issue 18: parameterised SQL runs as named prepared statements, so each connection parses and plans
 * a text once instead of on every call (the cart's one-round-trip snapshot is a large statement to
 * plan). Names are per process, one per text; a connection prepares a name on its first use. The
 * number of names is bounded: a text built with varying parts must not fill every connection's memory.
 */
const statementName = (sql: string): string | undefined => {
  let name = names.get(sql);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `q${names.size + 1}`;
    names.set(sql, name);
  }
  return name;
};

const run = async <T>(q: Queryable, sql: string, params?: ReadonlyArray<unknown>): Promise<T[]> => {
  const values = params ? [...params] : undefined;
  const name = statementName(sql);
  const result = await (name ? q.query({ name, text: sql, values }) : q.query(sql, values));
  return result.rows as T[];
};

/**
 * A transaction's connection runs one query at a time: callers may start several at once
 * (Promise.all), which node-postgres queues with a deprecation warning (an error from pg 9), so they
 * are chained here in the order they were asked for.
 */
const clientDb = (client: pg.PoolClient): Db => {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => {});
    return next;
  };
  const db: Db = {
    query: (sql, params) => inTurn(() => run(client, sql, params)),
    exec: (sql) =>
      inTurn(async () => {
        await client.query(sql);
      }),
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
};

/** A real PostgreSQL server: several server processes can share it. */
export const openPostgres = async (connectionString: string): Promise<Db> => {
  // The process in its connections' name: pg_stat_activity then tells the workers apart.
  const pool = new pg.Pool({ connectionString, max: 10, application_name: `grocery-server-${process.pid}` });
  // An idle connection the server ends (a restart, an administrator) is an error event of the pool:
  // unheard it would end the process; the pool opens a new connection for the next query.
  pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query("SELECT 1");
  return {
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(clientDb(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
