import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { getFishCatch } from "../../domain/api/fishTracking";
import { getRecipe, listRecipes } from "../../domain/api/recipes";
import { getSitemap } from "../../domain/api/sitemap";
import { RECIPE_PAGE_SIZE } from "../../domain/recipes/model";
import { RECIPES } from "../../server/seed/catalogue/recipes";
import { Browser } from "./client";

const get = async (path: string) => {
  const response = await new Browser().fetch(path);
  return { status: response.status, text: await response.text(), type: response.headers.get("content-type") };
};
const json = async <A, I>(schema: Schema.Schema<A, I>, path: string): Promise<A> => {
  const r = await get(path);
  expect(r.status, r.text.slice(0, 300)).toBe(200);
  return Schema.decodeUnknownSync(schema)(JSON.parse(r.text));
};

const newestFirst = [...RECIPES].sort(
  (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug),
);

describe("recipes (issue 14: list page size 5, newest first, search; detail)", () => {
  it("[issue 14, doc 2 §9] the recipe list answers 5 a page, newest first, and pages through all", async () => {
    const first = await json(listRecipes.response, "/api/recipes");
    expect(first.pageSize).toBe(RECIPE_PAGE_SIZE);
    expect(first.total).toBe(RECIPES.length);
    expect(first.results.map((r) => r.slug)).toEqual(newestFirst.slice(0, 5).map((r) => r.slug));
    const third = await json(listRecipes.response, "/api/recipes?page=3");
    expect(third.results.map((r) => r.slug)).toEqual(newestFirst.slice(10, 15).map((r) => r.slug));
  });

  it("[issue 14] searching recipes finds by title and ingredient, newest first, and by tag", async () => {
    const apple = await json(listRecipes.response, "/api/recipes?q=apfel");
    expect(apple.results.map((r) => r.slug)).toContain("omas-apfelkuchen");
    const dates = apple.results.map((r) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const veggie = await json(listRecipes.response, "/api/recipes?tag=Vegetarisch&pageSize=24");
    expect(veggie.total).toBe(RECIPES.filter((r) => r.tags.includes("Vegetarisch")).length);
    const none = await json(listRecipes.response, "/api/recipes?q=zzzzqqq");
    expect(none).toMatchObject({ total: 0, results: [] });
  });

  it("[issue 14] bad list input is a 400 with a readable message, never a 500", async () => {
    for (const q of ["q=a", "page=0", "page=x", "pageSize=500", `q=${"a".repeat(201)}`, "q=%00ab"]) {
      const r = await get(`/api/recipes?${q}`);
      expect(r.status, q).toBe(400);
      expect(JSON.parse(r.text).message, q).toMatch(/\w/);
    }
  });

  it("[issue 14] a recipe's detail has its ingredients with amounts and linked products, and its steps", async () => {
    const recipe = await json(getRecipe.response, "/api/recipes/spaghetti-bolognese");
    expect(recipe.servings).toBe(4);
    expect(recipe.ingredients[0]).toMatchObject({
      text: "500 g Spaghetti",
      amount: 500,
      unit: "g",
      name: "Spaghetti",
    });
    expect(recipe.ingredients.every((i) => i.sku !== null)).toBe(true);
    expect(recipe.steps.length).toBeGreaterThan(2);
    expect((await get("/api/recipes/no-such-recipe")).status).toBe(404);
    expect((await get("/api/recipes/Bad%20Slug!")).status).toBe(400);
  });
});

describe("fish tracking (issue 14)", () => {
  it("[issue 14] a seeded code gives catch area, method and vessel; unknown is 404; malformed is 400", async () => {
    const c = await json(getFishCatch.response, "/api/fish-tracking/DE-204711");
    expect(c).toMatchObject({ code: "DE-204711", method: "Grundschleppnetz" });
    expect(c.catchArea).toMatch(/FAO 27/);
    expect(c.vessel).toMatch(/SAGITTA/);
    const missing = await get("/api/fish-tracking/DE-000000");
    expect(missing.status).toBe(404);
    for (const code of ["DE204711", "de-204711", "XX-12", "%3Cscript%3E"]) {
      const r = await get(`/api/fish-tracking/${code}`);
      expect(r.status, code).toBe(400);
      expect(JSON.parse(r.text).message).toMatch(/code/);
    }
  });
});

describe("sitemaps (issue 14)", () => {
  it("[issue 14] /sitemap.xml lists pages, categories, products and recipes, but not search or cart", async () => {
    const r = await get("/sitemap.xml");
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/application\/xml/);
    expect(r.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...r.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    expect(locs).toContain("/");
    expect(locs).toContain("/pestizide");
    expect(locs).toContain("/rezepte");
    expect(locs).toContain("/rezepte/spaghetti-bolognese");
    expect(locs.some((p) => p.startsWith("/sortiment/"))).toBe(true);
    expect(locs.some((p) => p.startsWith("/produkt/"))).toBe(true);
    expect(locs.some((p) => p.startsWith("/suche") || p.startsWith("/warenkorb") || p === "/404")).toBe(
      false,
    );
    expect(r.text).toContain("<lastmod>2025-10-01</lastmod>");
  });

  it("[issue 14] robots.txt keeps crawlers off search, cart and checkout and names the sitemap", async () => {
    const r = await get("/robots.txt");
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/^User-agent: \*$/m);
    for (const p of ["/suche", "/warenkorb", "/kasse"]) expect(r.text).toContain(`Disallow: ${p}\n`);
    expect(r.text).not.toMatch(/Disallow: \/rezepte/);
    expect(r.text).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
  });

  it("[issue 14] the sitemap page's data has sections of pages, categories and recipes", async () => {
    const response = await new Browser().fetch("/api/sitemap", {
      headers: { "accept-language": "en-US,en" },
    });
    const map = Schema.decodeUnknownSync(getSitemap.response)(await response.json());
    expect(map.pages.map((p) => p.path)).toEqual(expect.arrayContaining(["/", "/rezepte", "/maerkte"]));
    // In the shop's language (the tenant's default), whatever the browser asks for.
    expect(map.pages.find((p) => p.path === "/rezepte")?.title).toBe("Rezepte");
    expect(map.categories.length).toBeGreaterThan(3);
    expect(map.recipes).toHaveLength(RECIPES.length);
  });
});
