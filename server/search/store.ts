import { Schema } from "effect";
import { Brand } from "../../domain/discovery/brand";
import { CategorySummary } from "../../domain/discovery/category";
import { ContentHit, RecipeHit, type RecipeSort, SearchBanner } from "../../domain/discovery/search";
import type { Db } from "../db/db";
import { matchSql, Params, type SearchWords } from "./terms";

export interface Hits<T> {
  readonly total: number;
  readonly items: ReadonlyArray<T>;
}

/** Searchable tables and views: fixed names, never taken from a request. */
type Source = "categories" | "brands" | "recipes" | "content_search_documents";

const searchSource = async (
  db: Db,
  source: Source,
  item: string,
  order: string,
  words: SearchWords,
  page: number,
  pageSize: number,
): Promise<Hits<unknown>> => {
  if (words.words.length === 0) return { total: 0, items: [] };
  const params = new Params();
  const m = matchSql(words, params, "t");
  const sql = `
    WITH ${m.with},
    hits AS (SELECT t.*, ${m.score} AS score FROM ${source} t WHERE ${m.match})
    SELECT
      (SELECT count(*)::int FROM hits) AS total,
      (SELECT coalesce(json_agg(item ORDER BY rn), '[]'::json)
       FROM (SELECT ${item} AS item, row_number() OVER (ORDER BY ${order}) AS rn FROM hits
             ORDER BY ${order} LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)}) x) AS items`;
  const [row] = await db.query<{ total: number; items: unknown[] }>(sql, params.values);
  return { total: row?.total ?? 0, items: row?.items ?? [] };
};

const decode = <A, I>(schema: Schema.Schema<A, I>, hits: Hits<unknown>): Hits<A> => ({
  total: hits.total,
  items: Schema.decodeUnknownSync(Schema.Array(schema))(hits.items),
});

/** The category fields a search result shows, from the stored Category. */
const CATEGORY_ITEM = `json_build_object('slug', slug, 'name', name, 'breadcrumb', data -> 'breadcrumb',
  'productCount', product_count, 'image', data -> 'image')`;

export const searchCategories = async (db: Db, words: SearchWords, page: number, pageSize: number) =>
  decode(
    CategorySummary,
    await searchSource(db, "categories", CATEGORY_ITEM, "score DESC, position", words, page, pageSize),
  );

export const searchBrands = async (db: Db, words: SearchWords, page: number, pageSize: number) =>
  decode(Brand, await searchSource(db, "brands", "data", "score DESC, name", words, page, pageSize));

export const searchRecipes = async (
  db: Db,
  words: SearchWords,
  page: number,
  pageSize: number,
  sort: RecipeSort,
) =>
  decode(
    RecipeHit,
    await searchSource(
      db,
      "recipes",
      "data",
      sort === "date" ? "published_at DESC, slug" : "score DESC, published_at DESC, slug",
      words,
      page,
      pageSize,
    ),
  );

export const searchContent = async (db: Db, words: SearchWords, page: number, pageSize: number) => {
  const hits = await searchSource(
    db,
    "content_search_documents",
    "json_build_object('path', path, 'title', title, 'description', description, 'image', image)",
    "score DESC, path",
    words,
    page,
    pageSize,
  );
  const items = (
    hits.items as Array<{ path: string; title: string; description: string; image: string | null }>
  ).map((h) => ({
    path: h.path,
    title: h.title,
    description: h.description,
    ...(h.image ? { image: { url: h.image, alt: h.title } } : {}),
  }));
  return decode(ContentHit, { total: hits.total, items });
};

/** The banner of the first keyword (in order) that starts one of the term's words, or null. */
export const findBanner = async (db: Db, words: SearchWords): Promise<SearchBanner | null> => {
  if (words.folded.length === 0) return null;
  const rows = await db.query<{ keyword: string; banner: unknown }>(
    "SELECT keyword, banner FROM search_banners ORDER BY position",
  );
  const hit = rows.find((r) => words.folded.some((w) => w.startsWith(r.keyword)));
  return hit ? Schema.decodeUnknownSync(SearchBanner)(hit.banner) : null;
};
