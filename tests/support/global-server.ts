import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { seedDataDir } from "./seeded-db";
import { startTestServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    serverUrl: string;
    /** A copy of the migrated and seeded database: each handler-test file loads its own (tests/support/in-process). */
    seededDbDump: string;
  }
}

/**
 * One reference server for the whole run (PGlite takes seconds to start); tests read
 * inject("serverUrl"). Its freshly seeded folder is also dumped once for the in-process servers.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "grocery-seeded-"));
  const dataDir = join(folder, "data");
  const dump = join(folder, "seeded.tar");
  await seedDataDir(dataDir, dump);
  const server = await startTestServer({ dataDir });
  project.provide("serverUrl", server.url);
  project.provide("seededDbDump", dump);
  return async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  };
}
