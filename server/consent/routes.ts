import { readFileSync } from "node:fs";
import type { App } from "../http/env";

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), "utf8");

/** Scripts the reference server hosts so the consent flow runs without external hosts. */
const CONSENT_SCRIPTS: Readonly<Record<string, string>> = {
  "/consent/banner.js": read("banner.js"),
  "/consent/gtm.js": read("gtm.js"),
  "/consent/tag.js": read("tag.js"),
};

export const consentRoutes = (app: App) => {
  for (const [path, source] of Object.entries(CONSENT_SCRIPTS))
    app.get(path, (c) => {
      c.header("Content-Type", "text/javascript; charset=utf-8");
      c.header("Cache-Control", "no-cache");
      return c.body(source);
    });
};
