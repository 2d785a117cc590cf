import { randomBytes } from "node:crypto";
import type { SearchQueryRecord } from "../../domain/discovery/search";
import type { Db } from "../db/db";
import type { Logger } from "../http/logger";

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
const PRUNE_EVERY_MS = 60_000;
/** How long a record waits for others to be written with it. */
const BATCH_MS = 100;

interface Pending extends QueryToRecord {
  readonly id: string;
  readonly createdAt: Date;
}

/** A queryID: the record's id (16 hex digits) and the request's own 16. */
const QUERY_ID = /^([0-9a-f]{16})[0-9a-f]{16}$/;

/**
 * The searches' records. A record is made once per distinct answer (the read cache keeps it with
 * the answer, issue 18), and every request that answer serves gets its own queryID naming that
 * record: so a cached search writes nothing, and each search still has its own queryID. Records are
 * written in batches within BATCH_MS; until then this process finds them in memory, another process
 * (or the insights check of another server) a moment later.
 */
export class QueryLog {
  private waiting: Pending[] = [];
  private writing: Pending[] = [];
  private flushing: Promise<void> | undefined;
  /** The batch's wait, ended early by close(). */
  private batchTimer: { readonly timer: NodeJS.Timeout; readonly end: () => void } | undefined;
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  /** Stores what a search answer shows; the id it returns is the start of its requests' queryIDs. */
  record(q: QueryToRecord): string {
    const id = randomBytes(8).toString("hex");
    this.waiting.push({ ...q, id, createdAt: new Date() });
    // One INSERT per batch: under load a process writes a few batches a second, not one per search.
    this.flushing ??= new Promise<void>((resolve) => {
      this.batchTimer = { timer: setTimeout(resolve, BATCH_MS).unref(), end: resolve };
    }).then(() => {
      this.batchTimer = undefined;
      return this.flush();
    });
    return id;
  }

  /** Resolves when every record made so far is stored. */
  async settled(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /**
   * Stores the records still waiting for their batch now, and resolves once every write is done: the
   * server calls it before it closes the database (a batch written while or after the database
   * closed was lost, with an error from inside PGlite).
   */
  async close(): Promise<void> {
    const batch = this.batchTimer;
    if (batch) {
      clearTimeout(batch.timer);
      batch.end();
    }
    await this.settled();
  }

  private async flush(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        this.writing = this.waiting;
        this.waiting = [];
        if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) {
          this.prunedAt = Date.now();
          await this.db.query(
            "DELETE FROM search_queries WHERE created_at < now() - make_interval(days => $1)",
            [QUERY_RETENTION_DAYS],
          );
        }
        await this.db.query(
          `INSERT INTO search_queries (id, type, term, page, page_size, total, object_ids, created_at)
           SELECT id, type, term, page, page_size, total, object_ids, created_at
           FROM json_to_recordset($1::json) AS x(id text, type text, term text, page int, page_size int,
             total int, object_ids text[], created_at timestamptz)`,
          [
            JSON.stringify(
              this.writing.map((p) => ({
                id: p.id,
                type: p.type,
                term: p.term,
                page: p.page,
                page_size: p.pageSize,
                total: p.total,
                object_ids: p.objectIDs,
                created_at: p.createdAt.toISOString(),
              })),
            ),
          ],
        );
        this.writing = [];
      }
    } catch (error) {
      // Lost records only weaken the insights checks; the searches themselves were answered.
      this.logger.error("search query records not stored", {
        count: this.writing.length,
        error: error instanceof Error ? error.message : String(error),
      });
      this.writing = [];
    } finally {
      this.flushing = undefined;
    }
  }

  /** One request's queryID (32 hex digits) for the answer whose record is `recordId`. */
  queryId(recordId: string): string {
    return recordId + randomBytes(8).toString("hex");
  }

  async find(queryID: string): Promise<SearchQueryRecord | undefined> {
    // Records from before queryIDs named them (issue 18) are stored under the whole queryID.
    const id = QUERY_ID.exec(queryID)?.[1] ?? queryID;
    const mine = [...this.writing, ...this.waiting].find((p) => p.id === id);
    if (mine) return recordOf({ ...mine, id: queryID, createdAt: mine.createdAt.toISOString() });
    const [row] = await this.db.query<{
      id: string;
      type: string;
      term: string | null;
      page: number;
      page_size: number;
      total: number;
      object_ids: string[];
      created_at: Date | string;
    }>(
      "SELECT id, type, term, page, page_size, total, object_ids, created_at FROM search_queries WHERE id = $1 OR id = $2 LIMIT 1",
      [id, queryID],
    );
    if (!row) return undefined;
    return recordOf({
      id: queryID,
      type: row.type,
      term: row.term,
      page: row.page,
      pageSize: row.page_size,
      total: row.total,
      objectIDs: row.object_ids,
      createdAt: new Date(row.created_at).toISOString(),
    });
  }
}

const recordOf = (p: QueryToRecord & { id: string; createdAt: string }): SearchQueryRecord => ({
  queryID: p.id,
  type: p.type,
  term: p.term,
  page: p.page,
  pageSize: p.pageSize,
  total: p.total,
  objectIDs: [...p.objectIDs],
  createdAt: p.createdAt,
});
