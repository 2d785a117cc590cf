import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";
import { ANNA, Browser } from "./client";

const root = mkdtempSync(join(tmpdir(), "grocery-restart-"));
const dataDir = join(root, "data");
const staticDir = join(root, "dist");
mkdirSync(join(staticDir, "assets"), { recursive: true });
mkdirSync(join(staticDir, "builds", "meta"), { recursive: true });
writeFileSync(join(staticDir, "index.html"), "<!doctype html><title>Demo Markt</title><div id=app></div>");
writeFileSync(join(staticDir, "assets", "index-abc123.js"), "console.log('app');");
writeFileSync(join(staticDir, "builds", "latest.json"), JSON.stringify({ id: "abc123", timestamp: 1 }));
writeFileSync(
  join(staticDir, "builds", "meta", "abc123.json"),
  JSON.stringify({
    id: "abc123",
    timestamp: 1,
    matcher: { static: {}, wildcard: {} },
    prerendered: [],
    routeRules: {},
  }),
);

const running: TestServer[] = [];
afterAll(async () => {
  for (const s of running) await s.close();
  rmSync(root, { recursive: true, force: true });
});

const start = async (dir: string) => {
  const server = await startTestServer({ dataDir, staticDir: dir });
  running.push(server);
  return server;
};

describe("a server on its own data folder", () => {
  it("[design] a session and stored data survive a server restart on the same DATA_DIR", async () => {
    const first = await start(staticDir);
    const browser = new Browser(first.url);
    expect((await browser.login(ANNA.email, ANNA.password)).status).toBe(200);
    await first.close();

    const second = await start(join(root, "missing-dist"));
    const again = new Browser(second.url);
    for (const [k, v] of browser.cookies) again.cookies.set(k, v);
    const me = await again.fetch("/api/customers");
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(ANNA.email);
    expect((await again.fetch("/tenant/config")).status).toBe(200);

    // Without a built client: a plain 503 page for the app, JSON 404s for build files.
    const page = await again.fetch("/warenkorb", { headers: { accept: "text/html" } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("client not built: run npm run build");
    const latest = await again.fetch("/builds/latest.json");
    expect(latest.status).toBe(404);
    expect(latest.headers.get("content-type")).toMatch(/application\/json/);
    await second.close();
    // Two embedded-database starts on a loaded 2-core machine: allow them time, not the default 20 s.
  }, 90_000);

  it("serves the built client: assets immutable, build files as JSON, history fallback to index.html", async () => {
    const server = await start(staticDir);
    const browser = new Browser(server.url);

    const asset = await browser.fetch("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(asset.headers.get("cache-control")).toContain("immutable");

    const html = await browser.fetch("/sortiment/obst", { headers: { accept: "text/html,*/*" } });
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toMatch(/^text\/html/);
    // No category of that name: the history fallback, this browser's own page (issue 17 keeps only
    // pages everybody sees alike in shared caches).
    expect(html.headers.get("cache-control")).toBe("private, no-cache");
    expect(await html.text()).toContain("Demo Markt");

    expect(await (await browser.fetch("/builds/latest.json?timestamp=5")).json()).toEqual({
      id: "abc123",
      timestamp: 1,
    });
    const meta = await browser.fetch("/builds/meta/abc123.json");
    expect(meta.status).toBe(200);
    expect(((await meta.json()) as { id: string }).id).toBe("abc123");
    const unknownMeta = await browser.fetch("/builds/meta/nope.json", { headers: { accept: "text/html" } });
    expect(unknownMeta.status).toBe(404);
    expect(unknownMeta.headers.get("content-type")).toMatch(/application\/json/);

    expect((await browser.fetch("/assets/missing.js")).status).toBe(404);
    expect((await browser.fetch("/assets/..%2F..%2Fdata%2Fpglite%2FPG_VERSION")).status).toBe(404);
    await server.close();
  });
});
