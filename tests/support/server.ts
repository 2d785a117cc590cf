import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import type { Db } from "../../server/db/db";
import { quietLogger } from "../../server/http/logger";
import { type StartOptions, startServer } from "../../server/start";
import { copyOfDatabase, dropDatabase, testPostgresUrl } from "./postgres";

/**
 * With DATABASE_URL a data folder stands for a database copied from the run's seeded template: its
 * URL is kept in the folder, so a server restarted on the same folder finds the same database.
 */
const databaseOfFolder = async (dataDir: string): Promise<string> => {
  const file = join(dataDir, "database-url");
  if (existsSync(file)) return readFileSync(file, "utf8");
  const url = await copyOfDatabase(inject("seededDbDump"));
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, url);
  return url;
};

export interface TestServer {
  readonly url: string;
  readonly dataDir: string;
  /** The server's own database: for a test to set up what no API call can (e.g. a balance spent elsewhere). */
  readonly db: Db;
  close(): Promise<void>;
}

/**
 * The real server on a free loopback port with test routes on. It gets a fresh temporary data
 * folder unless `dataDir` is given (to restart on the same data); `close` removes a folder it made.
 */
export const startTestServer = async (
  options: Omit<StartOptions, "port" | "host"> & { readonly keepDataDir?: boolean } = {},
): Promise<TestServer> => {
  const made = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "grocery-server-"));
  const ownDatabase =
    options.databaseUrl === undefined && testPostgresUrl() !== undefined
      ? await databaseOfFolder(dataDir)
      : undefined;
  const server = await startServer({
    logger: quietLogger,
    testRoutes: true,
    ...options,
    ...(ownDatabase !== undefined ? { databaseUrl: ownDatabase } : {}),
    dataDir,
    port: 0,
    host: "127.0.0.1",
  });
  return {
    url: server.url,
    dataDir,
    db: server.db,
    close: async () => {
      await server.close();
      if (made && !options.keepDataDir) {
        rmSync(dataDir, { recursive: true, force: true });
        if (ownDatabase !== undefined) await dropDatabase(ownDatabase);
      }
    },
  };
};
