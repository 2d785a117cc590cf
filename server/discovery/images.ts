import type { Context } from "hono";
import type { Db } from "../db/db";
import type { App, AppEnv } from "../http/env";
import { errorResponse, etagMatches } from "../http/errors";
import { honoPath } from "../http/route";
import { fnv1a } from "../seed/catalogue/prng";
import { type TopSpec, TREE } from "../seed/catalogue/tree";
import { etagOf, type Illustration, illustrationSvg, type Shape } from "../seed/svg";

const SIZE = 400;
const PALETTE = ["#dc2626", "#f59e0b", "#16a34a", "#0284c7", "#7c3aed", "#db2777", "#ca8a04", "#0f766e"];

const topBySlug = new Map(TREE.map((t) => [t.slug, t] as const));
const FALLBACK: Pick<TopSpec, "background" | "accent" | "shape"> = {
  background: "#f1f5f9",
  accent: "#475569",
  shape: "box",
};

const shorten = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

/** The category's motif in its accent colour, with a second shape whose colour depends on the key. */
const motif = (look: Pick<TopSpec, "accent" | "shape">, key: string): Shape[] => {
  const second = PALETTE[fnv1a(key) % PALETTE.length] ?? "#16a34a";
  const c = SIZE / 2;
  switch (look.shape) {
    case "round":
      return [
        { kind: "circle", cx: c - 40, cy: 160, r: 80, fill: look.accent },
        { kind: "circle", cx: c + 70, cy: 180, r: 60, fill: second },
        { kind: "rect", x: c - 46, y: 62, w: 12, h: 36, rx: 4, fill: "#3f6212" },
      ];
    case "loaf":
      return [
        { kind: "ellipse", cx: c, cy: 170, rx: 140, ry: 80, fill: look.accent },
        { kind: "ellipse", cx: c - 60, cy: 140, rx: 26, ry: 9, fill: "#fde68a" },
        { kind: "ellipse", cx: c, cy: 130, rx: 26, ry: 9, fill: "#fde68a" },
        { kind: "ellipse", cx: c + 60, cy: 140, rx: 26, ry: 9, fill: second },
      ];
    case "bottle":
      return [
        { kind: "rect", x: c - 45, y: 90, w: 90, h: 170, rx: 28, fill: look.accent },
        { kind: "rect", x: c - 18, y: 45, w: 36, h: 55, rx: 8, fill: look.accent },
        { kind: "rect", x: c - 45, y: 150, w: 90, h: 50, fill: second },
      ];
    case "box":
      return [
        { kind: "rect", x: c - 100, y: 70, w: 200, h: 180, rx: 14, fill: look.accent },
        { kind: "rect", x: c - 100, y: 135, w: 200, h: 40, fill: second },
      ];
    case "drop":
      return [
        { kind: "ellipse", cx: c, cy: 165, rx: 120, ry: 85, fill: look.accent },
        { kind: "ellipse", cx: c + 40, cy: 150, rx: 40, ry: 28, fill: second },
      ];
  }
};

const illustration = (
  look: Pick<TopSpec, "background" | "accent" | "shape">,
  key: string,
  title: string,
  caption?: string,
): Illustration => ({
  width: SIZE,
  height: SIZE,
  background: look.background,
  shapes: motif(look, key),
  title: shorten(title, 20),
  ...(caption ? { caption: shorten(caption, 34) } : {}),
});

/** Generated images stay the same for a key as long as the catalogue does: cache for a day. */
const CACHE = "public, max-age=86400";

const serveSvg = (c: Context<AppEnv>, svg: string) => {
  const etag = etagOf(svg);
  c.header("Cache-Control", CACHE);
  c.header("ETag", etag);
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304);
  return c.body(svg, 200, { "Content-Type": "image/svg+xml" });
};

type Lookup = (db: Db, key: string) => Promise<Illustration | undefined>;

const lookups: Readonly<Record<string, Lookup>> = {
  products: async (db, sku) => {
    const [row] = await db.query<{ name: string; brand_name: string; top: string }>(
      "SELECT name, brand_name, category_path[1] AS top FROM products WHERE sku = $1",
      [sku],
    );
    return row && illustration(topBySlug.get(row.top) ?? FALLBACK, sku, row.name, row.brand_name);
  },
  categories: async (db, slug) => {
    const [row] = await db.query<{ name: string; top: string }>(
      `SELECT c.name, coalesce((c.data #>> '{breadcrumb,0,slug}'), c.slug) AS top FROM categories c WHERE c.slug = $1`,
      [slug],
    );
    return row && illustration(topBySlug.get(row.top) ?? FALLBACK, slug, row.name);
  },
  brands: async (db, slug) => {
    const [row] = await db.query<{ name: string }>("SELECT name FROM brands WHERE slug = $1", [slug]);
    const hue = PALETTE[fnv1a(slug) % PALETTE.length] ?? "#0b6e4f";
    return (
      row && {
        width: SIZE,
        height: SIZE / 2,
        background: "#ffffff",
        shapes: [{ kind: "circle", cx: SIZE / 2, cy: 60, r: 36, fill: hue }],
        title: shorten(row.name, 22),
      }
    );
  },
  recipes: async (db, slug) => {
    const [row] = await db.query<{ title: string; colors: [string, string] }>(
      "SELECT title, data -> 'colors' AS colors FROM recipes WHERE slug = $1",
      [slug],
    );
    return (
      row &&
      illustration(
        { background: row.colors[0], accent: row.colors[1], shape: "round" },
        slug,
        row.title,
        "Rezept",
      )
    );
  },
};

/** Generated SVG images of products, categories, brands and recipes: /media/{kind}/{key}.svg. */
export const catalogueImageRoutes = (app: App) => {
  for (const [kind, lookup] of Object.entries(lookups)) {
    app.get(honoPath(`/media/${kind}/:key.svg`).path, async (c) => {
      const key = (c.req.param("key") ?? "").replace(/\.svg$/, "");
      const image = key.length <= 200 && !/\p{Cc}/u.test(key) ? await lookup(c.get("db"), key) : undefined;
      if (!image)
        return errorResponse(c, 404, `no ${kind} image "${key.slice(0, 200)}"`, { code: "not_found" });
      return serveSvg(c, illustrationSvg(image));
    });
  }
};
