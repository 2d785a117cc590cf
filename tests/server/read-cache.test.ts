import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closeApp, createApp } from "../../server/app";
import type { Db } from "../../server/db/db";
import type { App } from "../../server/http/env";
import { quietLogger } from "../../server/http/logger";
import { seedAll } from "../../server/seed/index";
import { tenantSeed } from "../../server/seed/tenant";
import { water } from "../support/seeded-catalogue";
import { loadSeededDb } from "../support/seeded-db";

/** The database behind the apps, counting the statements they send. */
let db: Db;
const sent: string[] = [];
const counted = (inner: Db): Db => ({
  query: (sql, params) => {
    sent.push(sql);
    return inner.query(sql, params);
  },
  exec: (sql) => {
    sent.push(sql);
    return inner.exec(sql);
  },
  transaction: (fn) => inner.transaction((tx) => fn(counted(tx))),
  close: () => inner.close(),
});

/** Every app made: each writes its waiting search records before the database closes. */
const apps: App[] = [];
const appOn = (checkEveryMs: number): App => {
  const app = createApp({
    db: counted(db),
    testRoutes: true,
    logger: quietLogger,
    staticDir: "/nonexistent",
    readCache: { checkEveryMs },
  });
  apps.push(app);
  return app;
};

/** A browser on one app: its own cookies (session, XSRF). */
class Shopper {
  readonly cookies = new Map<string, string>();
  constructor(readonly app: App) {}

  async fetch(
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers = new Headers({ accept: "application/json", ...init.headers });
    if (this.cookies.size > 0)
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const xsrf = this.cookies.get("XSRF-TOKEN");
    if (xsrf) headers.set("x-xsrf-token", xsrf);
    if (init.json !== undefined) headers.set("content-type", "application/json");
    const response = await this.app.request(path, {
      method: init.method ?? "GET",
      headers,
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
    return response;
  }

  async text(path: string): Promise<string> {
    const response = await this.fetch(path);
    expect(response.status, path).toBe(200);
    return response.text();
  }

  async loginAsLoyaltyMember(): Promise<this> {
    await this.fetch("/api/csrf");
    const login = await this.fetch("/api/auth/login", {
      method: "POST",
      json: { email: "lena.wagner@example.com", password: "Treue-2026!" },
    });
    expect(login.status).toBe(200);
    return this;
  }
}

const withoutQueryId = (body: string) => {
  const { queryID: _, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest;
};

/** The read routes the cache serves (issue 18), each as the shop asks for it. */
const ROUTES: ReadonlyArray<{ readonly url: string; readonly queryID: boolean }> = [
  { url: "/tenant/config?locale=de", queryID: false },
  { url: "/tenant/config?locale=en", queryID: false },
  { url: "/api/content/configs/client?types[]=header&types[]=footer", queryID: false },
  { url: "/api/content/pages?path=%2F", queryID: false },
  { url: "/api/product-discovery/categories/tree", queryID: false },
  { url: "/api/product-discovery/categories/getraenke", queryID: false },
  { url: "/api/product-discovery/categories/getraenke/products?page=1&sort=price_asc", queryID: false },
  { url: "/api/product-discovery/categories/getraenke/products?enableStatistics=true", queryID: true },
  { url: `/api/product-discovery/products/${water.sku}`, queryID: false },
  { url: `/api/product-discovery/products?skus=${water.sku}`, queryID: false },
  { url: "/api/product-discovery/brands", queryID: false },
  { url: "/api/product-discovery/offers", queryID: false },
  { url: "/api/product-discovery/products/search/milch", queryID: true },
  { url: "/api/product-discovery/products/search/milch?enableStatistics=true&page=2", queryID: true },
  { url: "/api/product-discovery/categories/search/obst", queryID: true },
  { url: "/api/content/search/hilfe", queryID: true },
  { url: "/api/content/search/milch/banner", queryID: false },
];

beforeAll(async () => {
  db = await loadSeededDb(inject("seededDbDump"));
});

afterAll(async () => {
  for (const app of apps) await closeApp(app);
  await db.close();
});

describe("[issue 18] the read cache", () => {
  it("[issue 18] a repeated read is answered from memory: the same answer, no database query (a search not even for its queryID)", async () => {
    const shopper = new Shopper(appOn(60_000));
    for (const { url, queryID } of ROUTES) {
      const first = await shopper.text(url);
      // A search's record is written within 100 ms of its first answer; the repeat must add nothing.
      const settle = () => (queryID ? new Promise((resolve) => setTimeout(resolve, 250)) : undefined);
      await settle();
      sent.length = 0;
      const again = await shopper.text(url);
      await settle();
      if (queryID) {
        expect(withoutQueryId(again), url).toEqual(withoutQueryId(first));
        expect(sent, url).toEqual([]);
      } else {
        expect(again, url).toBe(first);
        expect(sent, url).toEqual([]);
      }
    }
  });

  it("[issue 18] a guest after a loyalty member gets the guest's own answer, never the member's cookies or queryID", async () => {
    const warm = appOn(60_000);
    const member = await new Shopper(warm).loginAsLoyaltyMember();
    const guest = new Shopper(warm);
    const coldGuest = new Shopper(appOn(60_000));
    for (const { url, queryID } of ROUTES) {
      const membersAnswer = await member.text(url);
      const response = await guest.fetch(url);
      const guestsAnswer = await response.text();
      // No cookie of the member's (their session) comes with the answer the member's read cached.
      for (const line of response.headers.getSetCookie())
        expect(line.split(";")[0], url).not.toBe(`sid=${member.cookies.get("sid")}`);
      const cold = await coldGuest.text(url);
      if (queryID) {
        const ids = [membersAnswer, guestsAnswer].map((b) => JSON.parse(b).queryID as string);
        expect(ids[0], url).not.toBe(ids[1]);
        expect(withoutQueryId(guestsAnswer), url).toEqual(withoutQueryId(cold));
      } else {
        expect(guestsAnswer, url).toBe(cold);
      }
    }
    expect(member.cookies.get("sid")).toBeTruthy();
  });

  it("[issue 18] every request of a cached search gets its own queryID, recorded with the results it showed", async () => {
    const app = appOn(60_000);
    const url = "/api/product-discovery/products/search/milch?enableStatistics=true";
    const answers = await Promise.all(
      [new Shopper(app), new Shopper(app)].map(async (s) => JSON.parse(await s.text(url))),
    );
    const [a, b] = answers;
    expect(a.queryID).not.toBe(b.queryID);
    // Served from the cache, ten more searches get ten more queryIDs and store no record of their own.
    await new Promise((resolve) => setTimeout(resolve, 250));
    sent.length = 0;
    const more = await Promise.all(
      Array.from({ length: 10 }, async () => JSON.parse(await new Shopper(app).text(url)).queryID as string),
    );
    expect(new Set([a.queryID, b.queryID, ...more]).size).toBe(12);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(sent.filter((sql) => sql.includes("search_queries"))).toEqual([]);
    answers.push(...more.slice(0, 2).map((queryID) => ({ ...a, queryID })));
    for (const answer of answers) {
      const record = await new Shopper(app).fetch(`/api/search/queries/${answer.queryID}`);
      expect(record.status).toBe(200);
      expect(await record.json()).toMatchObject({
        term: "milch",
        objectIDs: answer.results.map((p: { sku: string }) => p.sku),
        total: answer.total,
      });
    }
    // Without statistics consent the term is not kept, also when the answer came from the cache.
    const guest = new Shopper(app);
    await guest.text("/api/product-discovery/products/search/milch");
    const { queryID } = JSON.parse(await guest.text("/api/product-discovery/products/search/milch"));
    expect((await (await guest.fetch(`/api/search/queries/${queryID}`)).json()).term).toBeNull();
  });

  it("[issue 18] an editor's write through the server shows on the next read", async () => {
    const editor = new Shopper(appOn(60_000));
    const url = `/api/content/pages?path=${encodeURIComponent("/test/cache")}`;
    const put = (title: string) =>
      editor.fetch("/api/test/content-pages?path=/test/cache", {
        method: "PUT",
        json: { slug: "test/cache", title, blocks: [] },
      });
    expect((await put("Erste Fassung")).status).toBe(204);
    expect(JSON.parse(await editor.text(url)).title).toBe("Erste Fassung");
    expect((await put("Zweite Fassung")).status).toBe(204);
    expect(JSON.parse(await editor.text(url)).title).toBe("Zweite Fassung");
  });

  it("[issue 18] a write by another process or the seed shows once the version check window has passed", async () => {
    const windowMs = 200;
    const shopper = new Shopper(appOn(windowMs));
    const url = "/tenant/config?locale=de";
    const title = (body: string) => (JSON.parse(body).messageBundle as Record<string, string>)["error.title"];
    const original = title(await shopper.text(url));
    try {
      // Another process (or psql) writes: this one does not know, until its next check.
      await db.query(
        `UPDATE message_bundles SET bundle = jsonb_set(bundle, '{error.title}', '"Neu geschrieben"') WHERE language = 'de'`,
      );
      await new Promise((resolve) => setTimeout(resolve, windowMs + 50));
      expect(title(await shopper.text(url))).toBe("Neu geschrieben");
    } finally {
      // npm run seed rewrites the tenant: the cached config follows it again.
      await seedAll(db, [tenantSeed]);
    }
    await new Promise((resolve) => setTimeout(resolve, windowMs + 50));
    expect(title(await shopper.text(url))).toBe(original);
  });

  it("[issue 18] a catalogue change by another process shows on the product, the listing and the search", async () => {
    const windowMs = 100;
    const shopper = new Shopper(appOn(windowMs));
    const product = `/api/product-discovery/products/${water.sku}`;
    const listing = "/api/product-discovery/categories/getraenke/products?pageSize=100";
    const search = "/api/product-discovery/products/search/Kirschlikoer";
    const before = JSON.parse(await shopper.text(product)).name as string;
    const [row] = await db.query<{ search_text: string }>("SELECT search_text FROM products WHERE sku = $1", [
      water.sku,
    ]);
    expect(JSON.parse(await shopper.text(search)).total).toBe(0);
    await shopper.text(listing);
    try {
      await db.query(
        `UPDATE products SET data = jsonb_set(data, '{name}', '"Kirschlikoer Wasser"'), name = 'Kirschlikoer Wasser',
           search_text = search_text || ' kirschlikoer wasser' WHERE sku = $1`,
        [water.sku],
      );
      await new Promise((resolve) => setTimeout(resolve, windowMs + 50));
      expect(JSON.parse(await shopper.text(product)).name).toBe("Kirschlikoer Wasser");
      const names = JSON.parse(await shopper.text(listing)).products.map((p: { name: string }) => p.name);
      expect(names).toContain("Kirschlikoer Wasser");
      expect(JSON.parse(await shopper.text(search)).total).toBe(1);
    } finally {
      await db.query(
        "UPDATE products SET data = jsonb_set(data, '{name}', to_jsonb($2::text)), name = $2, search_text = $3 WHERE sku = $1",
        [water.sku, before, row?.search_text],
      );
    }
  });

  it("[issue 18] shared answers carry a strong ETag and public caching; If-None-Match answers 304 without a body", async () => {
    const shopper = new Shopper(appOn(60_000));
    // A returning browser: it has its XSRF cookie, so the answer sets none.
    await shopper.fetch("/api/csrf");
    const url = "/api/product-discovery/categories/tree";
    const first = await shopper.fetch(url);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=300");
    const revalidated = await shopper.fetch(url, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    const other = await shopper.fetch(url, { headers: { "if-none-match": '"something-else"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(await first.text());
    // Another answer has another tag.
    const leaf = await shopper.fetch("/api/product-discovery/categories/getraenke");
    expect(leaf.headers.get("etag")).not.toBe(etag);
  });

  it("[issue 18] an answer that sets a cookie is never public: a CDN must not hand one browser's XSRF token to others", async () => {
    const app = appOn(60_000);
    const url = "/api/product-discovery/categories/tree";
    const firstVisit = await new Shopper(app).fetch(url);
    expect(firstVisit.headers.getSetCookie().join()).toContain("XSRF-TOKEN=");
    expect(firstVisit.headers.get("cache-control")).toBe("private, no-cache");
    const returning = new Shopper(app);
    await returning.fetch("/api/csrf");
    const again = await returning.fetch(url);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(again.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=300");
  });

  it("[issue 18] a browser accepting gzip gets the cached answer gzipped, under a weak tag it can revalidate with", async () => {
    const shopper = new Shopper(appOn(60_000));
    const url = "/api/product-discovery/categories/getraenke/products";
    const plain = await shopper.fetch(url);
    const text = await plain.text();
    const zipped = await shopper.fetch(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8")).toBe(text);
    const weak = zipped.headers.get("etag") ?? "";
    expect(weak).toBe(`W/${plain.headers.get("etag")}`);
    const revalidated = await shopper.fetch(url, {
      headers: { "accept-encoding": "gzip", "if-none-match": weak },
    });
    expect(revalidated.status).toBe(304);
    const refused = await shopper.fetch(url, { headers: { "accept-encoding": "gzip;q=0, identity" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(await refused.text()).toBe(text);
  });

  it("[issue 18] a search answer is revalidated every time (private, no-cache); a 304 records no new query", async () => {
    const shopper = new Shopper(appOn(60_000));
    const url = "/api/product-discovery/products/search/milch";
    const first = await shopper.fetch(url);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const etag = first.headers.get("etag") ?? "";
    sent.length = 0;
    const revalidated = await shopper.fetch(url, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(sent).toEqual([]);
  });

  it("[issue 18] bad input is still a 400 on a cached route, and is not cached", async () => {
    const shopper = new Shopper(appOn(60_000));
    for (let i = 0; i < 2; i++) {
      const response = await shopper.fetch("/api/product-discovery/categories/getraenke/products?page=0");
      expect(response.status).toBe(400);
      expect(response.headers.get("etag")).toBeNull();
    }
  });
});
