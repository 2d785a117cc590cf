import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Schema } from "effect";
import { BuildMeta, getBuildMeta, getLatestBuild, LatestBuild } from "../../domain/api/shell";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";

const readJson = async (file: string): Promise<unknown> => {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new HttpError(404, "unknown build", { code: "not_found" });
    throw error;
  }
};

/** The build files the client's new-build check reads; written by `vite build` into dist/builds. */
export const buildRoutes = (app: App, staticDir: string) => {
  route(app, getLatestBuild, async (_request, c) => {
    c.header("Cache-Control", "no-cache");
    return Schema.decodeUnknownSync(LatestBuild)(await readJson(join(staticDir, "builds", "latest.json")));
  });

  route(app, getBuildMeta, async ({ params }, c) => {
    // Only ids vite-build writes: nothing that could walk out of the builds folder.
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(params.buildId))
      throw new HttpError(404, "unknown build", { code: "not_found" });
    const meta = Schema.decodeUnknownSync(BuildMeta)(
      await readJson(join(staticDir, "builds", "meta", `${params.buildId}.json`)),
    );
    // A build id names one build's content for ever.
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return meta;
  });
};
