import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * Writes builds/latest.json and builds/meta/{id}.json next to the bundle: the client's hourly
 * new-build check reads the first, route rules live in the second. The id hashes the bundle's
 * file names, so it changes exactly when the code does.
 */
export const buildInfo = (): Plugin => {
  let buildId = "";
  return {
    name: "grocery-build-info",
    apply: "build",
    /** The running build's id goes into the page: the new-build check compares with it (adapters/ops/builds.ts). */
    writeBundle(options) {
      const page = join(options.dir ?? "dist", "index.html");
      if (!buildId || !existsSync(page)) return;
      const html = readFileSync(page, "utf8");
      if (!html.includes('name="build-id"'))
        writeFileSync(
          page,
          html.replace("</head>", `  <meta name="build-id" content="${buildId}" />\n  </head>`),
        );
    },
    generateBundle(_options, bundle) {
      const hash = createHash("sha256");
      for (const name of Object.keys(bundle).sort()) hash.update(name);
      const id = hash.digest("hex").slice(0, 12);
      const timestamp = Date.now();
      buildId = id;
      this.emitFile({
        type: "asset",
        fileName: "builds/latest.json",
        source: JSON.stringify({ id, timestamp }),
      });
      const meta = {
        id,
        timestamp,
        matcher: { static: {}, wildcard: {} },
        prerendered: [],
        routeRules: { "/**": { appMiddleware: { "core/cacheable": true } } },
      };
      this.emitFile({ type: "asset", fileName: `builds/meta/${id}.json`, source: JSON.stringify(meta) });
    },
  };
};
