import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * Writes builds/latest.json and builds/meta/{id}.json next to the bundle: the client's hourly
 * new-build check reads the first, route rules live in the second; and frames/{id}.html, the page
 * the recording viewer frames. The id hashes the bundle's
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
      const read = readFileSync(page, "utf8");
      const html = read.includes('name="build-id"')
        ? read
        : read.replace("</head>", `  <meta name="build-id" content="${buildId}" />\n  </head>`);
      if (html !== read) writeFileSync(page, html);
      // The build's frame page for the recording viewer (issue 19 #6): the same page, booting in
      // frame mode (src/replay-frame). A deployment that keeps older builds' files keeps their
      // frame pages, and the viewer renders a recording with the build it names.
      mkdirSync(join(options.dir ?? "dist", "frames"), { recursive: true });
      writeFileSync(join(options.dir ?? "dist", "frames", `${buildId}.html`), html);
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
