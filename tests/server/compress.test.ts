import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "../../server/app";
import type { Db } from "../../server/db/db";
import type { App } from "../../server/http/env";
import { quietLogger } from "../../server/http/logger";
import { juice, water } from "../support/seeded-catalogue";
import { loadSeededDb } from "../support/seeded-db";

let db: Db;
let app: App;
/** A script larger than the threshold, and one smaller. */
const BIG_SCRIPT = `console.log(${JSON.stringify("Demo Markt ".repeat(400))});\n`;
const SMALL_SCRIPT = "console.log(1);\n";

beforeAll(async () => {
  db = await loadSeededDb(inject("seededDbDump"));
  const dir = mkdtempSync(join(tmpdir(), "compress-"));
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "big-abc.js"), BIG_SCRIPT);
  writeFileSync(join(dir, "assets", "small-abc.js"), SMALL_SCRIPT);
  app = createApp({ db, logger: quietLogger, staticDir: dir, testRoutes: true });
}, 60_000);
afterAll(async () => {
  await db.close();
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(path, { method, headers: { accept: "application/json", ...headers } });

const gunzipped = async (response: Response) =>
  gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");

describe("[issue 18] compressed answers", () => {
  it("[issue 18] a JSON answer of 1 kB or more is gzipped whole, with its length, and unzips to the plain answer", async () => {
    // A cart with two lines: made per request, so not one of the read cache's own gzip copies.
    const csrf = await get("/api/csrf");
    let cookie = cookiesOf(csrf);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? "";
    for (const product of [water, juice]) {
      const added = await app.request("/api/carts/items", {
        method: "POST",
        headers: {
          cookie,
          "x-xsrf-token": xsrf,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({ sku: product.sku, quantity: 1 }),
      });
      expect(added.status).toBe(200);
      cookie = mergeCookies(cookie, added);
    }
    const plain = await get("/api/carts", { cookie });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    const body = await plain.text();
    expect(body.length).toBeGreaterThanOrEqual(1024);

    const zipped = await get("/api/carts", { cookie, "accept-encoding": "gzip, deflate" });
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("Vary")).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get("Content-Length"))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(body.length);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(JSON.parse(body));
  });

  it("[issue 18] a static file gets gzip with a weak ETag that still revalidates; a small one stays plain", async () => {
    const big = await get("/assets/big-abc.js", { "accept-encoding": "gzip" });
    expect(big.status).toBe(200);
    expect(big.headers.get("Content-Encoding")).toBe("gzip");
    const etag = big.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    const zippedLength = Number(big.headers.get("Content-Length"));
    const text = await gunzipped(big);
    expect(text).toBe(BIG_SCRIPT);
    expect(zippedLength).toBeLessThan(BIG_SCRIPT.length / 4);
    // The same bytes again (kept by ETag), and the weak tag revalidates.
    const again = await get("/assets/big-abc.js", { "accept-encoding": "gzip" });
    expect(await gunzipped(again)).toBe(BIG_SCRIPT);
    const revalidated = await get("/assets/big-abc.js", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(revalidated.status).toBe(304);

    const small = await get("/assets/small-abc.js", { "accept-encoding": "gzip" });
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.text()).toBe(SMALL_SCRIPT);
  });

  it("[issue 18] no gzip when the client refuses it; HEAD names what GET would send, without a body", async () => {
    const refused = await get("/assets/big-abc.js", { "accept-encoding": "gzip;q=0, identity" });
    expect(refused.headers.get("Content-Encoding")).toBeNull();
    expect(await refused.text()).toBe(BIG_SCRIPT);
    const none = await get("/assets/big-abc.js");
    expect(none.headers.get("Content-Encoding")).toBeNull();
    const head = await get("/assets/big-abc.js", { "accept-encoding": "gzip" }, "HEAD");
    const full = await get("/assets/big-abc.js", { "accept-encoding": "gzip" });
    expect(head.headers.get("Content-Encoding")).toBe(full.headers.get("Content-Encoding"));
    expect(head.headers.get("Content-Length")).toBe(full.headers.get("Content-Length"));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("[issue 18] every cookie an answer sets survives its compression", async () => {
    const first = await get("/api/carts", { "accept-encoding": "gzip" });
    const plain = await get("/api/carts");
    const names = (r: Response) =>
      r.headers
        .getSetCookie()
        .map((c) => c.split("=")[0])
        .sort();
    expect(names(first).length).toBeGreaterThan(0);
    expect(names(first)).toEqual(names(plain));
  });
});

const mergeCookies = (cookie: string, response: Response) => {
  const jar = new Map(cookie.split("; ").map((c) => c.split("=") as [string, string]));
  for (const pair of cookiesOf(response).split("; ").filter(Boolean)) {
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
};

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
