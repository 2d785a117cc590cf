import { randomBytes } from "node:crypto";
import pg from "pg";

/*
 * The server tests on a real PostgreSQL (issue 18): with DATABASE_URL set, the run seeds one
 * template database and every server or database a test asks for is a copy of it (CREATE DATABASE
 * ... TEMPLATE: a file copy, far cheaper than migrating and seeding again); the run drops them all
 * at its end. Without DATABASE_URL nothing here is used: the tests run on PGlite as always.
 */

/** The PostgreSQL server the run uses, or undefined for PGlite (the default). */
export const testPostgresUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

const databaseOf = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));

const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Names made here are [a-z0-9_] only; anything else would need quoting rules we do not need. */
const identifier = (name: string): string => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
};

/** A statement on the server's own database (CREATE/DROP DATABASE cannot run on the one they touch). */
const onServer = async (serverUrl: string, sql: string): Promise<pg.QueryResult> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
};

/** A prefix for one run's databases: `grocery_test_<random>`. */
export const runPrefix = (): string => `grocery_test_${randomBytes(5).toString("hex")}`;

/** Creates an empty database; answers its URL. */
export const createDatabase = async (serverUrl: string, name: string): Promise<string> => {
  await onServer(serverUrl, `CREATE DATABASE ${identifier(name)}`);
  return withDatabase(serverUrl, name);
};

/** A new database holding what the template (the run's seeded database) holds; answers its URL. */
export const copyOfDatabase = async (templateUrl: string): Promise<string> => {
  const template = databaseOf(templateUrl);
  const name = `${template}_${randomBytes(4).toString("hex")}`;
  const serverUrl = testPostgresUrl() ?? templateUrl;
  await onServer(serverUrl, `CREATE DATABASE ${identifier(name)} TEMPLATE ${identifier(template)}`);
  return withDatabase(templateUrl, name);
};

/** An empty database of the run (dropped with the run's); answers its URL. */
export const emptyDatabaseOfRun = (templateUrl: string): Promise<string> =>
  createDatabase(
    testPostgresUrl() ?? templateUrl,
    `${databaseOf(templateUrl)}_${randomBytes(4).toString("hex")}`,
  );

/**
 * Without FORCE: a closed pool's connections may still be ending (pg-pool's end() does not wait for
 * them), and PostgreSQL waits a few seconds for those; forcing would kill them mid-goodbye, an
 * error in the test process.
 */
export const dropDatabase = async (url: string): Promise<void> => {
  // "being accessed by other users" (55006) while the last connections end: again, a while longer.
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(testPostgresUrl() ?? url, `DROP DATABASE IF EXISTS ${identifier(databaseOf(url))}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 4) throw error;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
};

/** Drops every database whose name starts with `prefix` (the run's, including copies left behind). */
export const dropDatabasesOfRun = async (serverUrl: string, prefix: string): Promise<void> => {
  const { rows } = await onServer(
    serverUrl,
    `SELECT datname FROM pg_database WHERE datname LIKE '${prefix.replace(/[^a-z0-9_]/g, "")}%'`,
  );
  for (const { datname } of rows as Array<{ datname: string }>)
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${identifier(datname)} WITH (FORCE)`);
};
