import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { copyOfDatabase, dropDatabasesOfRun, runPrefix, testPostgresUrl } from "./postgres";
import { seedDataDir, seedPostgresTemplate } from "./seeded-db";
import { startTestServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    serverUrl: string;
    /**
     * A copy of the migrated and seeded database: each handler-test file loads its own
     * (tests/support/in-process). A file, or with DATABASE_URL the URL of the run's seeded template
     * database (tests/support/postgres.ts).
     */
    seededDbDump: string;
  }
}

/**
 * One reference server for the whole run (PGlite takes seconds to start); tests read
 * inject("serverUrl"). Its freshly seeded folder is also dumped once for the in-process servers.
 */
export default async function setup(project: TestProject) {
  const postgres = testPostgresUrl();
  if (postgres !== undefined) return setupOnPostgres(project, postgres);
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

/** The same on a PostgreSQL server (DATABASE_URL): a seeded template database instead of the dump. */
async function setupOnPostgres(project: TestProject, serverUrl: string) {
  const prefix = runPrefix();
  console.log(`server tests on PostgreSQL (DATABASE_URL): databases ${prefix}_*, dropped at the end`);
  try {
    const template = await seedPostgresTemplate(serverUrl, prefix);
    const server = await startTestServer({ databaseUrl: await copyOfDatabase(template) });
    project.provide("serverUrl", server.url);
    project.provide("seededDbDump", template);
    return async () => {
      await server.close();
      await dropDatabasesOfRun(serverUrl, prefix);
    };
  } catch (error) {
    await dropDatabasesOfRun(serverUrl, prefix);
    throw error;
  }
}
