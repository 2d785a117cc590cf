import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "../tests/support/server-process";

const root = fileURLToPath(new URL("..", import.meta.url));

interface ServerProcess {
  readonly url: string;
  /** What it runs on, for the figures' labels. */
  readonly label: string;
  close(): Promise<void>;
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

/**
 * The server as its own process (`tsx server/main.ts`, as `npm run server` starts it) with `env`
 * added; resolves when it serves GET /tenant/config. For benchmarks that need what an in-process
 * server cannot be: several worker processes, or a server the bench's own load does not slow.
 */
const startServerProcess = async (
  env: Readonly<Record<string, string>>,
  label: string,
): Promise<ServerProcess> => {
  const port = await freePort();
  const child = spawn(`${root}/node_modules/.bin/tsx`, ["server/main.ts"], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 120_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the server process exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/tenant/config`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > until) {
      await stopped(child);
      throw new Error("the server process did not answer within 120 s");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, label, close: () => stopped(child) };
};

const onServer = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/**
 * Issue 18: with BENCH_DATABASE_URL (a PostgreSQL server whose role may create databases) the
 * server runs as BENCH_WORKERS processes (default 2) on a fresh database there, migrated and seeded
 * by the server's own start and dropped afterwards. Undefined without it: the bench then starts its
 * usual in-process server on PGlite.
 */
export const startPostgresBenchServer = async (): Promise<ServerProcess | undefined> => {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return undefined;
  const workers = process.env.BENCH_WORKERS ?? "2";
  const name = `grocery_bench_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const drop = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const server = await startServerProcess(
      { DATABASE_URL: databaseUrl.toString(), WORKERS: workers },
      `PostgreSQL, WORKERS=${workers}`,
    );
    return { ...server, close: () => server.close().then(drop) };
  } catch (error) {
    await drop();
    throw error;
  }
};
