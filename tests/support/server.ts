import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "../../server/db/db";
import { quietLogger } from "../../server/http/logger";
import { type StartOptions, startServer } from "../../server/start";

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
  const server = await startServer({
    logger: quietLogger,
    testRoutes: true,
    ...options,
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
      if (made && !options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
