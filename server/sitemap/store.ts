import { discoveryLinks } from "../../domain/discovery/links";
import { buildPath } from "../../domain/routing/match";
import { routesFor } from "../../domain/routing/table";
import type { Sitemap, SitemapLink } from "../../domain/sitemap/model";
import type { ClientRuntimeConfig } from "../../domain/tenant/config";
import type { Db } from "../db/db";
import { recipeSlugs } from "../recipes/store";

const slugPathOf = (config: ClientRuntimeConfig, key: "notFound" | "error") => {
  const slug = config.pages[key]?.urlslug;
  return slug === undefined ? null : `/${slug.replace(/^\/+|\/+$/g, "")}`;
};

/** The screens with a list of their own worth a visit: recipes, stores, brands. */
const screenLinks = (
  config: ClientRuntimeConfig,
  titles: Readonly<Record<string, string>>,
): SitemapLink[] => {
  const routes = routesFor(config);
  return (["recipes", "storeFinder", "brands"] as const).flatMap((name) => {
    const route = routes.find((r) => r.name === name);
    return route ? [{ path: buildPath(route.pattern, {}), title: titles[name] ?? name }] : [];
  });
};

/**
 * What the sitemaps list: content pages not marked noIndex (but not the not-found and error pages),
 * the screens of recipes, stores and brands, every category and recipe.
 */
export const sitemapOf = async (
  db: Db,
  config: ClientRuntimeConfig,
  screenTitles: Readonly<Record<string, string>>,
): Promise<Sitemap> => {
  const links = discoveryLinks(config);
  const hidden = new Set([slugPathOf(config, "notFound"), slugPathOf(config, "error")]);
  const pages = await db.query<{ path: string; title: string }>(
    `SELECT path, page ->> 'title' AS title FROM content_pages
     WHERE coalesce((page ->> 'noIndex')::boolean, false) = false ORDER BY path = '/' DESC, path`,
  );
  const categories = await db.query<{ slug: string; name: string }>(
    "SELECT slug, name FROM categories ORDER BY position",
  );
  const recipes = await recipeSlugs(db);
  return {
    pages: [
      ...pages.filter((p) => !hidden.has(p.path)).map((p) => ({ path: p.path, title: p.title })),
      ...screenLinks(config, screenTitles),
    ],
    categories: categories.map((c) => ({ path: links.category(c.slug), title: c.name })),
    recipes: recipes.map((r) => ({
      path: links.recipe(r.slug),
      title: r.title,
      lastModified: r.published_at,
    })),
  };
};

/** Every product's path (sitemap.xml only: the page for people reaches them through the categories). */
export const productPaths = async (db: Db, config: ClientRuntimeConfig): Promise<string[]> => {
  const links = discoveryLinks(config);
  const rows = await db.query<{ slug: string; sku: string }>("SELECT slug, sku FROM products ORDER BY slug");
  return rows.map((r) => links.product({ slug: r.slug, sku: r.sku }));
};
