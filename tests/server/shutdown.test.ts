import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { collectingLogger } from "../support/collecting-logger";
import { startTestServer, type TestServer } from "../support/server";
import { Browser } from "./client";

const root = mkdtempSync(join(tmpdir(), "grocery-shutdown-"));
const running: TestServer[] = [];
afterAll(async () => {
  for (const s of running) await s.close();
  rmSync(root, { recursive: true, force: true });
});

describe("[issue 18] a server that stops", () => {
  it("stores the search records still waiting for their batch before its database closes", async () => {
    const dataDir = join(root, "data");
    const { logger, errors } = collectingLogger();
    const first = await startTestServer({ dataDir, logger });
    const search = await new Browser(first.url).fetch(
      "/api/product-discovery/products/search/Milch?pageSize=5",
    );
    expect(search.status).toBe(200);
    const { queryID } = (await search.json()) as { queryID: string };
    // At once: the record waits up to 100 ms for others to be written with it.
    await first.close();
    expect(errors).toEqual([]);

    const second = await startTestServer({ dataDir, logger });
    running.push(second);
    const record = await new Browser(second.url).fetch(`/api/search/queries/${queryID}`);
    expect(record.status).toBe(200);
    expect(((await record.json()) as { queryID: string }).queryID).toBe(queryID);
    expect(errors).toEqual([]);
  }, 60_000);
});
