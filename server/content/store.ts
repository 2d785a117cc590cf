import { Schema } from "effect";
import { ComponentConfigs, type ComponentConfigType, ContentPage } from "../../domain/content/page";
import { publicSearchText } from "../../domain/content/searchText";
import type { Db } from "../db/db";

export const findContentPage = async (db: Db, path: string): Promise<ContentPage | undefined> => {
  const [row] = await db.query<{ page: unknown }>("SELECT page FROM content_pages WHERE path = $1", [path]);
  return row && Schema.decodeUnknownSync(ContentPage)(row.page);
};

export const loadComponentConfigs = async (
  db: Db,
  types: ReadonlyArray<ComponentConfigType>,
): Promise<ComponentConfigs> => {
  if (types.length === 0) return {};
  const rows = await db.query<{ type: string; config: unknown }>(
    "SELECT type, config FROM component_configs WHERE type = ANY($1::text[])",
    [[...types]],
  );
  return Schema.decodeUnknownSync(ComponentConfigs)(Object.fromEntries(rows.map((r) => [r.type, r.config])));
};

/** Stores a page with its public search text (migration 025): every writer of pages goes through here. */
export const storeContentPage = async (db: Db, path: string, page: ContentPage): Promise<void> => {
  await db.query(
    `INSERT INTO content_pages (path, page, search_body) VALUES ($1, $2, $3)
     ON CONFLICT (path) DO UPDATE SET page = EXCLUDED.page, search_body = EXCLUDED.search_body`,
    [path, JSON.stringify(Schema.encodeSync(ContentPage)(page)), publicSearchText(page.blocks)],
  );
};

/**
 * Recomputes every page's search text: on start, for pages stored before migration 025 and after a
 * change of what is indexed. A page that no longer decodes keeps its text (the page call fails on it).
 */
export const refreshContentSearchText = async (db: Db): Promise<void> => {
  const rows = await db.query<{ path: string; page: unknown }>("SELECT path, page FROM content_pages");
  for (const row of rows) {
    const page = Schema.decodeUnknownOption(ContentPage)(row.page);
    if (page._tag === "None") continue;
    await db.query("UPDATE content_pages SET search_body = $2 WHERE path = $1 AND search_body <> $2", [
      row.path,
      publicSearchText(page.value.blocks),
    ]);
  }
};
