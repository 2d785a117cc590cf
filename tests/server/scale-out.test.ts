import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  addCartItem,
  finalizeCart,
  getCart,
  setBillingAddress,
  setCartPayment,
  setDistributionAddress,
  setDistributionTimeSlot,
} from "../../domain/api/cart";
import { getWindows } from "../../domain/api/distribution";
import { ACCOUNT_FAILURE_LIMIT } from "../../server/auth/settings";
import type { Db } from "../../server/db/db";
import { openPostgres } from "../../server/db/postgres";
import { seedAreas } from "../../server/seed/index";
import { copyOfDatabase, dropDatabase, emptyDatabaseOfRun } from "../support/postgres";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { annaAddress, billing, catalogue, pickProduct, Shopper } from "./cart-client";
import { ANNA, Browser, LENA } from "./client";

/*
 * Issue 18: several server processes share one PostgreSQL and nothing a shopper or the shop relies
 * on lives in one process's memory. Runs only on PostgreSQL (vite.config.ts includes it when
 * DATABASE_URL is set; CI sets it): PGlite is one process's database.
 */

const databaseName = (url: string) => new URL(url).pathname.slice(1);

describe("[issue 18] two server processes on one PostgreSQL", () => {
  let url: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: Db;
  beforeAll(async () => {
    // An empty database: both processes migrate and seed it at the same moment.
    url = await emptyDatabaseOfRun(inject("seededDbDump"));
    [a, b] = await Promise.all([
      startServerProcess({ DATABASE_URL: url, WORKERS: "1" }),
      startServerProcess({ DATABASE_URL: url, WORKERS: "1" }),
    ]);
    db = await openPostgres(url);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    if (url) await dropDatabase(url);
  });

  it("[issue 18] started together on an empty database, both serve; migrations and demo data are written once", async () => {
    expect(a.pid).not.toBe(b.pid);
    const [areas] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM seed_areas");
    expect(areas?.n).toBe(seedAreas.length);
    const [anna] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM customers WHERE email = $1",
      [ANNA.email],
    );
    expect(anna?.n).toBe(1);
  });

  it("[issue 18] one cart changed through both processes at once loses no line", async () => {
    const onA = await new Shopper(new Browser(a.url)).start();
    await onA.ok(getCart); // the session and its cart exist before the burst
    const onB = new Shopper(new Browser(b.url));
    for (const [name, value] of onA.browser.cookies) onB.browser.cookies.set(name, value);
    const skus = catalogue
      .filter((p) => p.availability === "available" && p.ageRestriction === 0 && !p.weightArticle)
      .slice(0, 12)
      .map((p) => p.sku);
    const results = await Promise.all(
      skus.map((sku, i) => (i % 2 === 0 ? onA : onB).raw(addCartItem, { body: { sku, quantity: 1 } })),
    );
    expect(results.map((r) => r.status)).toEqual(skus.map(() => 200));
    for (const s of [onA, onB]) {
      const cart = await s.ok(getCart);
      const lines = [...cart.productLineItems, ...cart.unavailableLineItems].map((l) => l.articleId);
      expect(lines.sort()).toEqual([...skus].sort());
    }
  });

  it("[issue 18] two shoppers racing for the last place of a delivery window on different processes: exactly one holds it", async () => {
    const x = await new Shopper(new Browser(a.url)).start();
    const y = await new Shopper(new Browser(b.url)).start();
    const windowsOf = async (s: Shopper) =>
      (await s.ok(getWindows, { query: { distributionType: "DELIVERY", appointableId: "A1" } })).windows;
    // An evening window (one place in the demo schedule) two days ahead, so it stays bookable.
    const all = await windowsOf(x);
    const later = Date.parse(all[0]?.start ?? "") + 2 * 86_400_000;
    const window = all.find((w) => w.id.endsWith("T18") && w.remaining === 1 && Date.parse(w.start) >= later);
    if (window === undefined) throw new Error("no evening window with one place two days ahead");
    const food = pickProduct(undefined, 300, 1000);
    for (const s of [x, y]) {
      await s.ok(addCartItem, { body: { sku: food.sku, quantity: 20, mode: "set" } });
      await s.ok(setDistributionAddress, { body: annaAddress });
      await s.ok(setBillingAddress, { body: billing });
      await s.ok(setDistributionTimeSlot, { body: { id: window.id } });
      await s.ok(setCartPayment, {
        body: { methodKey: "payment-at-the-door", brandName: "PAYMENT_AT_THE_DOOR" },
      });
    }
    const [first, second] = await Promise.all([x.raw(finalizeCart), y.raw(finalizeCart)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(JSON.stringify(refused.json)).toContain("023");
    for (const s of [x, y]) expect((await windowsOf(s)).find((w) => w.id === window.id)?.remaining).toBe(0);
    const [held] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM carts WHERE status = 'FINALIZED' AND window_id = $1",
      [window.id],
    );
    expect(held?.n).toBe(1);
  });

  it("[issue 18] a session created on one process is valid on the other", async () => {
    const onA = new Browser(a.url);
    expect((await onA.login(ANNA.email, ANNA.password)).status).toBe(200);
    const onB = new Browser(b.url);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const r = await onB.fetch("/api/customers/refresh");
    expect(r.status).toBe(200);
    expect(((await r.json()) as { email: string }).email).toBe(ANNA.email);
    // And a logout on B ends it on A too.
    const sid = onA.cookies.get("sid") ?? "";
    expect((await onB.fetch("/api/auth/logout", { method: "POST", xsrf: true, json: {} })).status).toBe(200);
    const replay = new Browser(a.url);
    replay.cookies.set("sid", sid);
    expect((await replay.fetch("/api/customers/refresh")).status).toBe(401);
  });

  it("[issue 18] login throttling counts the failures made on both processes", async () => {
    const browsers = [new Browser(a.url), new Browser(b.url)];
    let attempts = 0;
    let r: Response;
    do {
      r = await (browsers[attempts % 2] as Browser).login(LENA.email, "Falsch-2026");
      attempts += 1;
    } while (r.status === 401 && attempts < 50);
    expect(r.status).toBe(429);
    expect(attempts).toBe(ACCOUNT_FAILURE_LIMIT + 1);
    // Locked on both, with the right password too.
    for (const browser of browsers) expect((await browser.login(LENA.email, LENA.password)).status).toBe(429);
  });

  it("[issue 18] the client-log limit (100 a minute per session) counts the entries sent to both processes", async () => {
    const onA = new Browser(a.url);
    await onA.login(ANNA.email, ANNA.password);
    const onB = new Browser(b.url);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      const response = await (i % 2 === 0 ? onA : onB).fetch("/logs", {
        method: "POST",
        xsrf: true,
        json: { level: "info", message: `n${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 100).every((s) => s === 202)).toBe(true);
    expect(statuses[100]).toBe(429);
  });
});

describe("[issue 18] WORKERS=2: one port, two processes (node:cluster)", () => {
  it("[issue 18] the server serves from two worker processes on one PostgreSQL, and SIGTERM stops both, closing their connections", async () => {
    const url = await copyOfDatabase(inject("seededDbDump"));
    const db = await openPostgres(url);
    try {
      const server = await startServerProcess({ DATABASE_URL: url, WORKERS: "2" });
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${server.url}/tenant/config`).then((r) => r.status)),
      );
      expect(statuses).toEqual(Array(20).fill(200));
      const serving = async () =>
        (
          await db.query<{ name: string }>(
            `SELECT DISTINCT application_name AS name FROM pg_stat_activity
              WHERE datname = $1 AND application_name LIKE 'grocery-server-%' AND application_name <> $2`,
            // This test's own connections carry its process's name too.
            [databaseName(url), `grocery-server-${process.pid}`],
          )
        ).length;
      // Both workers hold connections while they serve calls that read the database (the tenant
      // config above may come from one worker's read cache, and an idle pool closes its connections).
      await expect
        .poll(
          async () => {
            await Promise.all(Array.from({ length: 10 }, () => fetch(`${server.url}/api/carts`)));
            return serving();
          },
          { timeout: 15_000 },
        )
        .toBe(2);
      expect(await server.stop()).toBe(0);
      // A closed connection's backend leaves pg_stat_activity a moment after the client is gone.
      let left = await serving();
      for (let i = 0; i < 20 && left > 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        left = await serving();
      }
      expect(left).toBe(0);
    } finally {
      await db.close();
      await dropDatabase(url);
    }
  }, 120_000);
});
