import { Schema } from "effect";
import { Brand, type BrandDetail } from "../../domain/discovery/brand";
import { Category, type CategoryNode } from "../../domain/discovery/category";
import { Product } from "../../domain/discovery/product";
import type { Db } from "../db/db";
import { HttpError } from "../http/errors";

const decodeCategory = Schema.decodeUnknownSync(Category);
const decodeBrand = Schema.decodeUnknownSync(Brand);
const decodeProduct = Schema.decodeUnknownSync(Product);

export const notFound = (what: string, key: string, code: string) =>
  new HttpError(404, `no ${what} "${key}"`, { code });

export const categoryTree = async (db: Db): Promise<CategoryNode[]> => {
  const rows = await db.query<{
    slug: string;
    name: string;
    parent_slug: string | null;
    product_count: number;
  }>("SELECT slug, name, parent_slug, product_count FROM categories ORDER BY position");
  const children = new Map<string | null, CategoryNode[]>();
  const build = (parent: string | null): CategoryNode[] => children.get(parent) ?? [];
  // Depth-first order: a node's children are collected before the node is built.
  for (const r of [...rows].reverse()) {
    const node: CategoryNode = {
      slug: r.slug,
      name: r.name,
      productCount: r.product_count,
      children: build(r.slug),
    };
    children.set(r.parent_slug, [node, ...(children.get(r.parent_slug) ?? [])]);
  }
  return build(null);
};

export const findCategory = async (db: Db, slug: string): Promise<Category> => {
  const [row] = await db.query<{ data: unknown }>("SELECT data FROM categories WHERE slug = $1", [slug]);
  if (!row) throw notFound("category with slug", slug, "category_not_found");
  return decodeCategory(row.data);
};

export const allBrands = async (db: Db): Promise<Brand[]> =>
  (await db.query<{ data: unknown }>("SELECT data FROM brands ORDER BY name")).map((r) =>
    decodeBrand(r.data),
  );

export const findBrand = async (db: Db, slug: string): Promise<Brand> => {
  const [row] = await db.query<{ data: unknown }>("SELECT data FROM brands WHERE slug = $1", [slug]);
  if (!row) throw notFound("brand with slug", slug, "brand_not_found");
  return decodeBrand(row.data);
};

export const brandDetail = async (db: Db, slug: string): Promise<BrandDetail> => {
  const brand = await findBrand(db, slug);
  const categories = await db.query<{ slug: string; name: string; n: number }>(
    `SELECT c.slug, c.name, count(*)::int AS n
     FROM products p JOIN categories c ON c.slug = p.category_path[1]
     WHERE p.brand_slug = $1
     GROUP BY c.slug, c.name, c.position ORDER BY c.position`,
    [slug],
  );
  return { brand, categories: categories.map((c) => ({ slug: c.slug, name: c.name, productCount: c.n })) };
};

export const findProduct = async (db: Db, sku: string): Promise<Product> => {
  const [row] = await db.query<{ data: unknown }>("SELECT data FROM products WHERE sku = $1", [sku]);
  if (!row) throw notFound("product with sku", sku, "product_not_found");
  return decodeProduct(row.data);
};

export const findProductBySlug = async (db: Db, slug: string): Promise<Product> => {
  const [row] = await db.query<{ data: unknown }>("SELECT data FROM products WHERE slug = $1", [slug]);
  if (!row) throw notFound("product with slug", slug, "product_not_found");
  return decodeProduct(row.data);
};

export const productsBySkus = async (db: Db, skus: ReadonlyArray<string>): Promise<Map<string, Product>> => {
  const rows = await db.query<{ sku: string; data: unknown }>(
    "SELECT sku, data FROM products WHERE sku = ANY($1::text[])",
    [[...skus]],
  );
  return new Map(rows.map((r) => [r.sku, decodeProduct(r.data)] as const));
};

/**
 * Products like the one with this slug (or sku): its own category first, then the other categories
 * under the same parent; within each, the nearest regular price first (with personalisation, the
 * most popular first).
 */
export const similarProducts = async (
  db: Db,
  slugOrSku: string,
  limit: number,
  personal: boolean,
): Promise<Product[]> => {
  const [self] = await db.query<{
    sku: string;
    category_slug: string;
    parent: string;
    regular_price: number;
  }>(
    `SELECT sku, category_slug, category_path[array_length(category_path, 1) - 1] AS parent, regular_price
     FROM products WHERE slug = $1 OR sku = $1 ORDER BY (slug = $1) DESC LIMIT 1`,
    [slugOrSku],
  );
  if (!self) throw notFound("product with slug", slugOrSku, "product_not_found");
  const rows = await db.query<{ data: unknown }>(
    `SELECT data FROM products
     WHERE sku <> $1 AND category_path @> ARRAY[$2]::text[]
     ORDER BY (category_slug = $3) DESC, ${personal ? "popularity DESC," : ""} abs(regular_price - $4), position
     LIMIT $5`,
    [self.sku, self.parent, self.category_slug, self.regular_price, limit],
  );
  return rows.map((r) => decodeProduct(r.data));
};
