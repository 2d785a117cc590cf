import { readFileSync } from "node:fs";
import type { App } from "../http/env";

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), "utf8");

const SCRIPT = "text/javascript; charset=utf-8";

/**
 * Scripts the reference server hosts so the consent flow runs without external hosts, and the
 * banner's stylesheet (the shop's Content-Security-Policy allows no inline style).
 */
interface ConsentFile {
  readonly type: string;
  readonly source: string;
  /** The stylesheets the script asks for itself as soon as it runs (see consentScriptStyles). */
  readonly styles?: ReadonlyArray<string>;
}

const CONSENT_FILES: Readonly<Record<string, ConsentFile>> = {
  "/consent/banner.js": { type: SCRIPT, source: read("banner.js"), styles: ["/consent/banner.css"] },
  "/consent/banner.css": { type: "text/css; charset=utf-8", source: read("banner.css") },
  "/consent/gtm.js": { type: SCRIPT, source: read("gtm.js") },
  "/consent/tag.js": { type: SCRIPT, source: read("tag.js") },
};

/**
 * What a consent script hosted here asks for itself as soon as it runs: a page that starts the
 * script preloads these with it (issue 17). The banner shows only once its stylesheet has loaded,
 * and asked for by the script it came a round trip later; on a first visit the banner is often the
 * page's largest paint.
 */
export const consentScriptStyles = (scriptUrl: string): ReadonlyArray<string> =>
  CONSENT_FILES[scriptUrl]?.styles ?? [];

export const consentRoutes = (app: App) => {
  for (const [path, { type, source }] of Object.entries(CONSENT_FILES))
    app.get(path, (c) => {
      c.header("Content-Type", type);
      c.header("Cache-Control", "no-cache");
      return c.body(source);
    });
};
