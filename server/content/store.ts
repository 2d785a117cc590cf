import { Schema } from "effect";
import { ComponentConfigs, type ComponentConfigType, ContentPage } from "../../domain/content/page";
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
