import { foldText as foldForSearch } from "../../../domain/discovery/text";
import type { SeedArea } from "../area";
import { type Catalogue, generateCatalogue } from "./generate";

/** Bulk inserts: one statement per table, rows as a JSON array (PGlite pays per statement). */
const insertJson = (tx: Parameters<SeedArea["seed"]>[0], sql: string, rows: ReadonlyArray<unknown>) =>
  tx.query(sql, [JSON.stringify(rows)]);

const seedCatalogue = async (tx: Parameters<SeedArea["seed"]>[0], catalogue: Catalogue) => {
  await tx.query("DELETE FROM products");
  await tx.query("DELETE FROM categories");
  await tx.query("DELETE FROM brands");
  await tx.query("DELETE FROM recipes");
  await tx.query("DELETE FROM search_banners");

  await insertJson(
    tx,
    `INSERT INTO categories (slug, name, parent_slug, depth, position, product_count, data, keywords_en, search_text)
     SELECT r.slug, r.name, r.parent_slug, r.depth, r.position, r.product_count, r.data, r.keywords_en, r.search_text
     FROM jsonb_to_recordset($1::jsonb) AS r(slug text, name text, parent_slug text, depth int, position int,
       product_count int, data jsonb, keywords_en text, search_text text)
     ORDER BY r.position`,
    catalogue.categories.map((c) => ({
      slug: c.category.slug,
      name: c.category.name,
      parent_slug: c.category.parent?.slug ?? null,
      depth: c.category.depth,
      position: c.position,
      product_count: c.category.productCount,
      data: c.category,
      keywords_en: c.keywordsEn,
      search_text: c.searchText,
    })),
  );

  await insertJson(
    tx,
    `INSERT INTO brands (slug, name, product_count, data, search_text)
     SELECT r.slug, r.name, r.product_count, r.data, r.search_text
     FROM jsonb_to_recordset($1::jsonb) AS r(slug text, name text, product_count int, data jsonb, search_text text)`,
    catalogue.brands.map((b) => ({
      slug: b.brand.slug,
      name: b.brand.name,
      product_count: b.brand.productCount,
      data: b.brand,
      search_text: b.searchText,
    })),
  );

  await insertJson(
    tx,
    `INSERT INTO products (sku, slug, name, brand_slug, brand_name, category_slug, category_path, category_names,
       regular_price, unit_price, availability, attributes, position, popularity, name_rank, description,
       keywords_en, data, search_text)
     SELECT r.sku, r.slug, r.name, r.brand_slug, r.brand_name, r.category_slug,
       ARRAY(SELECT jsonb_array_elements_text(r.category_path)), r.category_names, r.regular_price, r.unit_price,
       r.availability, ARRAY(SELECT jsonb_array_elements_text(r.attributes)), r.position, r.popularity,
       r.name_rank, r.description, r.keywords_en, r.data, r.search_text
     FROM jsonb_to_recordset($1::jsonb) AS r(sku text, slug text, name text, brand_slug text, brand_name text,
       category_slug text, category_path jsonb, category_names text, regular_price int, unit_price int,
       availability text, attributes jsonb, position int, popularity int, name_rank int, description text,
       keywords_en text, data jsonb, search_text text)`,
    catalogue.products.map((p) => ({
      sku: p.product.sku,
      slug: p.product.slug,
      name: p.product.name,
      brand_slug: p.product.brand.slug,
      brand_name: p.product.brand.name,
      category_slug: p.product.category,
      category_path: p.product.parentCategories.map((c) => c.slug),
      category_names: p.categoryNames,
      regular_price: p.product.price.regular.value,
      unit_price: p.product.unitPrice.value,
      availability: p.product.availability,
      attributes: p.product.attributes,
      position: p.position,
      popularity: p.popularity,
      name_rank: p.nameRank,
      description: p.product.description,
      keywords_en: p.keywordsEn,
      data: p.product,
      search_text: p.searchText,
    })),
  );

  await insertJson(
    tx,
    `INSERT INTO recipes (slug, title, published_at, data, body, search_text)
     SELECT r.slug, r.title, r.published_at, r.data, r.body, r.search_text
     FROM jsonb_to_recordset($1::jsonb) AS r(slug text, title text, published_at date, data jsonb, body text,
       search_text text)`,
    catalogue.recipes.map((r) => ({
      slug: r.recipe.slug,
      title: r.recipe.title,
      published_at: r.recipe.publishedAt,
      data: { ...r.recipe, ingredients: r.ingredients, steps: r.steps, colors: r.colors },
      body: r.body,
      search_text: foldForSearch(`${r.recipe.title} ${r.body}`),
    })),
  );

  await insertJson(
    tx,
    `INSERT INTO search_banners (keyword, position, banner)
     SELECT r.keyword, r.position, r.banner FROM jsonb_to_recordset($1::jsonb) AS r(keyword text, position int, banner jsonb)`,
    catalogue.banners.map((b, position) => ({ keyword: b.keyword, position, banner: b.banner })),
  );
};

/** The demo catalogue: categories, brands, products, recipes and search banners. */
export const catalogueSeed: SeedArea = {
  name: "catalogue",
  seed: (tx) => seedCatalogue(tx, generateCatalogue()),
};
