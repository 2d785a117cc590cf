import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Db } from "../db/db";
import type { Logger } from "../http/logger";
import { QueryLog, type QueryToRecord } from "../search/queries";
import { Lru } from "./lru";
import { type DataArea, DataVersions } from "./versions";

/** One answer as sent: serialised once, with its ETag computed once. */
export interface CachedAnswer {
  /** The JSON body in UTF-8 (sent as is); for a search without its queryID, which every request gets fresh. */
  readonly body: Buffer;
  readonly etag: string;
  readonly bytes: number;
  /** The versions of the answer's data areas when it was made. */
  readonly stamp: string;
  /** The stored record's id: every request the answer serves gets its own queryID naming it. */
  readonly record?: string | undefined;
  /** When the answer was made (Date.now()). */
  readonly madeAt: number;
  /** The body gzipped once, for shared answers worth compressing (as the compress middleware would). */
  readonly gzip?: Buffer | undefined;
}

/** Hono's compress middleware leaves smaller bodies alone: so does the cache. */
const GZIP_THRESHOLD = 1024;

export interface ReadCacheOptions {
  /** How long a process may answer from its cache before it looks at the data versions again. */
  readonly checkEveryMs?: number;
  /** The memory the answers may take (their bodies, plain and gzipped). */
  readonly maxBytes?: number;
}

const DEFAULT_CHECK_EVERY_MS = 250;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** A search answer is made again (with a new record) well before its record is pruned (30 days). */
const RECORDED_ANSWER_MAX_AGE_MS = 60 * 60 * 1000;

const strongEtag = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/**
 * The in-process cache of the shopper-independent read answers (issue 18): tenant config, content,
 * catalogue and search. An answer is valid while the versions of the data areas it was made from
 * are unchanged; a stale one is replaced on its next request.
 */
export class ReadCache {
  readonly versions: DataVersions;
  readonly queries: QueryLog;
  private readonly answers: Lru<CachedAnswer>;

  constructor(db: Db, logger: Logger, options: ReadCacheOptions = {}) {
    this.versions = new DataVersions(db, options.checkEveryMs ?? DEFAULT_CHECK_EVERY_MS);
    this.queries = new QueryLog(db, logger);
    this.answers = new Lru(options.maxBytes ?? DEFAULT_MAX_BYTES);
  }

  /** Stores what is still waiting to be written (the search records): before the database closes. */
  close(): Promise<void> {
    return this.queries.close();
  }

  /** The answer under this key if its data is unchanged, and the stamp a fresh answer gets. */
  async lookup(
    key: string,
    areas: ReadonlyArray<DataArea>,
  ): Promise<{ readonly hit: CachedAnswer | undefined; readonly stamp: string }> {
    const versions = await this.versions.current();
    const stamp = areas.map((a) => versions[a]).join(",");
    const hit = this.answers.get(key);
    if (
      hit &&
      (hit.stamp !== stamp || (hit.record && Date.now() - hit.madeAt > RECORDED_ANSWER_MAX_AGE_MS))
    ) {
      this.answers.delete(key);
      return { hit: undefined, stamp };
    }
    return { hit, stamp };
  }

  store(key: string, json: string, stamp: string, query: QueryToRecord | undefined): CachedAnswer {
    const body = Buffer.from(json, "utf8");
    const gzip = !query && body.length >= GZIP_THRESHOLD ? gzipSync(body) : undefined;
    const answer: CachedAnswer = {
      body,
      etag: strongEtag(body),
      bytes: 2 * key.length + body.length + (query ? 40 * query.objectIDs.length : 0) + (gzip?.length ?? 0),
      stamp,
      record: query ? this.queries.record(query) : undefined,
      madeAt: Date.now(),
      gzip,
    };
    this.answers.set(key, answer);
    return answer;
  }
}
