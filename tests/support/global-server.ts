import type { TestProject } from "vitest/node";
import { startTestServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    serverUrl: string;
  }
}

/** One reference server for the whole run (PGlite takes seconds to start); tests read inject("serverUrl"). */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide("serverUrl", server.url);
  return async () => {
    await server.close();
  };
}
