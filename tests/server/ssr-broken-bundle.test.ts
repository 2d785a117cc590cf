import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";

const INDEX = `<!doctype html><html lang="de"><head><title>Demo Markt</title></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>`;

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), "grocery-ssr-broken-"));
  writeFileSync(join(staticDir, "index.html"), INDEX);
  // A half-copied build: the server render's bundle is there but throws as it loads.
  mkdirSync(join(staticDir, "server"));
  writeFileSync(join(staticDir, "server", "entry-server.js"), 'throw new Error("half-copied build");\n');
  server = await startTestServer({ staticDir });
});

afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe("a server render that cannot load (issue 17)", () => {
  it("[issue 17] a broken server-render bundle costs the page its server render, never the page: 200 with the empty shell", async () => {
    for (const path of ["/", "/sortiment/getraenke"]) {
      const res = await fetch(new URL(path, server.url), { headers: { accept: "text/html" } });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain("ssr-events");
    }
  });
});
