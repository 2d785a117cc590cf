import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../server/seed/catalogue/generate";
import { startTestServer, type TestServer } from "../support/server";

const catalogue = generateCatalogue();
const product = catalogue.products[0]?.product;
const brand = catalogue.brands[0]?.brand;
const leaf = catalogue.categories.find((c) => c.category.children.length === 0)?.category;
const INDEX = "<!doctype html><title>Demo Markt</title><div id=root></div>";

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  // A built client of its own: the status must not depend on whether dist/ exists in this run.
  staticDir = mkdtempSync(join(tmpdir(), "grocery-static-"));
  writeFileSync(join(staticDir, "index.html"), INDEX);
  server = await startTestServer({ staticDir });
});

afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.url), { headers: { accept: "text/html", ...headers }, redirect: "manual" });

describe("the status of the app's pages", () => {
  it("[doc1 §2] a path no route, page, product or category matches is a 404 that still carries the app", async () => {
    for (const path of ["/sortiment/gibt-es-nicht", "/gibt-es-nicht", "/marke/gibt-es-nicht"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      // The browser renders the CMS not-found page from the app itself.
      expect(await res.text(), path).toBe(INDEX);
    }
    // The login has a screen of its own now (it was a CMS path without a page).
    expect((await get("/anmelden")).status).toBe(200);
  });

  it("[doc1 §2] an unknown product is a 404, by sku and by slug", async () => {
    expect((await get(`/produkt/${product?.slug}/0000000`)).status).toBe(404);
    expect((await get("/produkt/gibt-es-nicht")).status).toBe(404);
  });

  it("[issue 14] a recipe, the recipes, stores, sitemap and pesticides pages are found; an unknown recipe is a 404", async () => {
    for (const path of ["/rezepte", "/rezepte/spaghetti-bolognese", "/maerkte", "/sitemap", "/pestizide"])
      expect((await get(path)).status, path).toBe(200);
    expect((await get("/rezepte/gibt-es-nicht")).status).toBe(404);
  });

  it("[doc1 §2] CMS pages, screens, categories, brands and products are found (200)", async () => {
    const found = [
      "/",
      "/hilfe",
      "/hilfe/",
      "/angebote",
      "/warenkorb",
      "/kasse",
      "/suche/milch",
      "/sortiment",
      "/marken",
      `/sortiment/${leaf?.slug}`,
      `/marke/${brand?.slug}`,
      `/produkt/${product?.slug}/${product?.sku}`,
      `/produkt/${product?.slug}`,
    ];
    for (const path of found) expect((await get(path)).status, path).toBe(200);
  });

  it("[doc1 §3] a redirect of the tenant's maps answers 301 to its target, keeping the query", async () => {
    const moved = await get("/about?ref=x");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/ueber-uns?ref=x");
    expect((await get("/angebote-alt")).headers.get("location")).toBe("/angebote");
    expect((await get("/magazin/lasagne")).headers.get("location")).toBe("/rezepte/lasagne");
  });

  it("[doc1 §3] a path the redirect maps mark as gone answers 410", async () => {
    const res = await get("/sommerfest-2025");
    expect(res.status).toBe(410);
    expect(await res.text()).toBe(INDEX);
  });

  it("[doc1 §2 crawlers] a crawler asking for a path that is no page of the shop gets 404 (gone: 410) and noindex, a page 200", async () => {
    const googlebot = {
      accept: "*/*",
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    };
    for (const path of ["/gibt-es-nicht", "/rezepte/gibt-es-nicht", `/produkt/${product?.slug}/0000000`]) {
      const res = await get(path, googlebot);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("x-robots-tag"), path).toBe("noindex");
    }
    const gone = await get("/herbstaktion-2025", googlebot);
    expect(gone.status).toBe(410);
    expect(gone.headers.get("x-robots-tag")).toBe("noindex");
    for (const path of ["/", "/angebote", "/aktion-beendet", `/produkt/${product?.slug}`]) {
      const res = await get(path, googlebot);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-robots-tag"), path).toBeNull();
    }
  });

  it("a not-found page is never answered 304 from a cached copy", async () => {
    const first = await get("/gibt-es-nicht");
    const etag = first.headers.get("etag") ?? "";
    expect((await get("/gibt-es-nicht", { "if-none-match": etag })).status).toBe(404);
    // A found page is revalidated by its own ETag (its head is written into it: issue 17).
    const found = (await get("/hilfe")).headers.get("etag") ?? "";
    expect((await get("/hilfe", { "if-none-match": found })).status).toBe(304);
    expect((await get("/gibt-es-nicht", { "if-none-match": found })).status).toBe(404);
  });
});
