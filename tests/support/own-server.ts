import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "./server";

/**
 * A server of the test file's own, started before its tests and closed after them: for tests whose
 * changes (orders, moved clocks, spent capacity) no other test file may see.
 */
export const ownTestServer = (): Pick<TestServer, "url" | "db"> => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  const started = () => {
    if (server === undefined) throw new Error("the test server is not started yet (use it inside a test)");
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get db() {
      return started().db;
    },
  };
};
