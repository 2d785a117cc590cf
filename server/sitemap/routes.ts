import { getSitemap } from "../../domain/api/sitemap";
import { routesFor } from "../../domain/routing/table";
import { NOT_INDEXED_ROUTES, robotsTxt, sitemapXml } from "../../domain/sitemap/crawlers";
import type { TenantConfig } from "../../domain/tenant/config";
import type { Db } from "../db/db";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { DEMO_TENANT, loadTenantConfig } from "../tenant/store";
import { productPaths, sitemapOf } from "./store";

const tenant = async (db: Db): Promise<TenantConfig> => {
  const config = await loadTenantConfig(db, DEMO_TENANT, undefined);
  if (!config) throw new HttpError(503, "tenant not configured: run npm run seed");
  return config;
};

const screenTitles = (t: TenantConfig) => ({
  recipes: t.messageBundle["recipes.pageTitle"] ?? "Rezepte",
  storeFinder: t.messageBundle["favourites.stores.pageTitle"] ?? "Märkte",
  brands: t.messageBundle["discovery.brands"] ?? "Marken",
});

/** The path prefix of a route crawlers skip: its pattern up to the first parameter. */
const prefixOf = (pattern: string) => pattern.replace(/\/:.*$/, "") || "/";

/**
 * The sitemap page's data, /sitemap.xml and /robots.txt, generated from the pages, categories,
 * products and recipes in the database; search, cart, checkout and the account are not indexed.
 */
export const sitemapRoutes = (app: App) => {
  route(app, getSitemap, async (_r, c) => {
    const db = c.get("db");
    // The shop's own language, as its tenant config call (no locale: the tenant's default).
    const t = await tenant(db);
    return sitemapOf(db, t.clientRuntimeConfig, screenTitles(t));
  });

  app.get("/sitemap.xml", async (c) => {
    const db = c.get("db");
    const t = await tenant(db);
    const map = await sitemapOf(db, t.clientRuntimeConfig, screenTitles(t));
    const products = await productPaths(db, t.clientRuntimeConfig);
    const links = [...map.pages, ...map.categories, ...map.recipes, ...products.map((path) => ({ path }))];
    c.header("Content-Type", "application/xml; charset=utf-8");
    return c.body(sitemapXml(new URL(c.req.url).origin, links));
  });

  app.get("/robots.txt", async (c) => {
    const t = await tenant(c.get("db"));
    const skipped: ReadonlyArray<string> = NOT_INDEXED_ROUTES;
    const disallowed = routesFor(t.clientRuntimeConfig)
      .filter((r) => skipped.includes(r.name))
      .map((r) => prefixOf(r.pattern));
    c.header("Content-Type", "text/plain; charset=utf-8");
    return c.body(robotsTxt(new URL(c.req.url).origin, [...new Set(disallowed)]));
  });
};
