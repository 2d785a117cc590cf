import { Schema } from "effect";
import type { RecipeListQuery } from "../../domain/api/recipes";
import { RecipeHit } from "../../domain/discovery/search";
import { RECIPE_PAGE_SIZE, Recipe, type RecipeList } from "../../domain/recipes/model";
import type { Db } from "../db/db";
import { matchSql, Params, searchWords } from "../search/terms";

const decodeHits = Schema.decodeUnknownSync(Schema.Array(RecipeHit));
const decodeRecipe = Schema.decodeUnknownSync(Recipe);

/**
 * A page of recipes, newest first (document 2 §9), optionally those matching a term (the site
 * search's matching: every word by stemmed prefix or substring) and having a tag.
 */
export const listRecipes = async (db: Db, query: RecipeListQuery): Promise<RecipeList> => {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? RECIPE_PAGE_SIZE;
  const params = new Params();
  const term = query.q?.trim() ?? "";
  const words = term === "" ? null : searchWords(term);
  // A term of stop words only ("und") matches nothing, as in the site search.
  if (words !== null && words.words.length === 0) return { total: 0, page, pageSize, results: [] };
  // The hits carry the match's score, unused by the order (newest first), so PostgreSQL can type
  // every parameter matchSql adds.
  const m = words === null ? null : matchSql(words, params, "t");
  const conditions = [
    ...(m ? [m.match] : []),
    ...(query.tag ? [`t.data -> 'tags' ? ${params.add(query.tag)}`] : []),
  ];
  const sql = `
    ${m ? `WITH ${m.with},` : "WITH"} hits AS (
      SELECT t.*${m ? `, ${m.score} AS score` : ""} FROM recipes t ${conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : ""}
    )
    SELECT
      (SELECT count(*)::int FROM hits) AS total,
      (SELECT coalesce(json_agg(x.data ORDER BY x.published_at DESC, x.slug), '[]'::json) FROM (
        SELECT data, published_at, slug FROM hits ORDER BY published_at DESC, slug
        LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)}) x) AS items`;
  const [row] = await db.query<{ total: number; items: unknown[] }>(sql, params.values);
  return { total: row?.total ?? 0, page, pageSize, results: decodeHits(row?.items ?? []) };
};

export const findRecipe = async (db: Db, slug: string): Promise<Recipe | undefined> => {
  const [row] = await db.query<{ data: unknown }>("SELECT data FROM recipes WHERE slug = $1", [slug]);
  return row && decodeRecipe(row.data);
};

/** Every recipe's slug and date, newest first (the sitemaps). */
export const recipeSlugs = (db: Db) =>
  db.query<{ slug: string; title: string; published_at: string }>(
    "SELECT slug, title, to_char(published_at, 'YYYY-MM-DD') AS published_at FROM recipes ORDER BY published_at DESC, slug",
  );
