import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { createApp } from "../../server/app";
import { wantsPage } from "../../server/static/routes";
import { failingDb } from "../support/failing-db";

/** Files need no database: any query would be a defect of the test. */
const noDb = failingDb("no database in this test");

describe("static client and history fallback", () => {
  it("[issue 2 §4] any page path gets the app for a browser, and for generic clients unless it names a file", () => {
    expect(wantsPage("text/html,application/xhtml+xml", "/angebote")).toBe(true);
    expect(wantsPage("*/*", "/")).toBe(true);
    expect(wantsPage("", "/ueber-uns")).toBe(true);
    expect(wantsPage("*/*", "/assets/missing.js")).toBe(false);
    expect(wantsPage("application/json", "/angebote")).toBe(false);
  });

  it("[issue 2 §4] GET / answers a page, never a 404, whatever the client accepts", async () => {
    const res = await fetch(new URL("/", inject("serverUrl")), { headers: { accept: "*/*" } });
    // 503 "client not built" when dist/ is absent in this run; the app's index.html otherwise.
    expect([200, 503]).toContain(res.status);
    expect(res.headers.get("content-type")).toContain("text/html");
  });

  it("[issue 16 #7] source maps are built but not served", async () => {
    const dir = mkdtempSync(join(tmpdir(), "static-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "index-abc.js"), "console.log(1);\n");
    writeFileSync(join(dir, "assets", "index-abc.js.map"), '{"version":3,"sources":["src/main.tsx"]}');
    const app = createApp({ db: noDb, staticDir: dir });
    const script = await app.request("/assets/index-abc.js", { headers: { accept: "*/*" } });
    expect(script.status).toBe(200);
    const map = await app.request("/assets/index-abc.js.map", { headers: { accept: "*/*" } });
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain("src/main.tsx");
  });
});
