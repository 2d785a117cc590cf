import { randomBytes } from "node:crypto";
import type { SearchQueryRecord } from "../../domain/discovery/search";
import type { Db } from "../db/db";

export interface QueryToRecord {
  readonly type: string;
  /** Kept only with statistics consent; null otherwise. */
  readonly term: string | null;
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly objectIDs: ReadonlyArray<string>;
}

/** Records are kept for insights checks for this long; older ones are pruned now and then. */
const QUERY_RETENTION_DAYS = 30;
const PRUNE_EVERY = 500;
let recorded = 0;

/** A fresh queryID (32 hex digits) for a search, stored with what the search showed. */
export const recordQuery = async (db: Db, q: QueryToRecord): Promise<string> => {
  const id = randomBytes(16).toString("hex");
  if (++recorded % PRUNE_EVERY === 0) {
    await db.query("DELETE FROM search_queries WHERE created_at < now() - make_interval(days => $1)", [
      QUERY_RETENTION_DAYS,
    ]);
  }
  await db.query(
    "INSERT INTO search_queries (id, type, term, page, page_size, total, object_ids) VALUES ($1, $2, $3, $4, $5, $6, $7)",
    [id, q.type, q.term, q.page, q.pageSize, q.total, [...q.objectIDs]],
  );
  return id;
};

export const findQuery = async (db: Db, id: string): Promise<SearchQueryRecord | undefined> => {
  const [row] = await db.query<{
    id: string;
    type: string;
    term: string | null;
    page: number;
    page_size: number;
    total: number;
    object_ids: string[];
    created_at: Date | string;
  }>(
    "SELECT id, type, term, page, page_size, total, object_ids, created_at FROM search_queries WHERE id = $1",
    [id],
  );
  if (!row) return undefined;
  return {
    queryID: row.id,
    type: row.type,
    term: row.term,
    page: row.page,
    pageSize: row.page_size,
    total: row.total,
    objectIDs: row.object_ids,
    createdAt: new Date(row.created_at).toISOString(),
  };
};
