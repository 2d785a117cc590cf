import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { networkFetch, runScenario, scenarios, type Wire } from "../cart/merge-support";
import { startTestServer, type TestServer } from "../support/server";

/**
 * The merge's model-based property (tests/cart/merge.properties.test.ts) against the running server
 * over HTTP: a real socket, the server's own process state; fewer runs.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const HTTP_RUNS = Number(process.env.MERGE_HTTP_RUNS ?? 20);

describe("cart merge on login over HTTP, model-based (document 2 §4)", () => {
  it("[doc2 §4] the merge follows the four rules on the running server; one cart remains; caps reported; retries idempotent", async () => {
    const wire: Wire = { db: server.db, browser: (jar) => networkFetch(server.url, jar) };
    const started = Date.now();
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(scenarios, async (sc) => {
        await runScenario(wire, sc);
        runs += 1;
      }),
      { numRuns: HTTP_RUNS },
    );
    console.info(`merge property over HTTP: ${HTTP_RUNS} runs in ${Date.now() - started} ms`);
    expect(runs).toBeGreaterThanOrEqual(HTTP_RUNS);
  }, 300_000);
});
