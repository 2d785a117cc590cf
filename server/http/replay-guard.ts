import { gunzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../db/db";
import { type FoundSession, foundSessionOf, type SessionRow, sessionLookupSql } from "../session/store";
import { gzipOfBody, plainBodyOf } from "./compress";
import type { AppEnv } from "./env";

const CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const REQUEST_ID = /^[\w.:-]{8,100}$/;
/** Answers kept this long: a network's duplicate arrives within seconds. */
const KEEP_MINUTES = 60;
/** How long a duplicate waits for its twin that is still being done. */
const WAIT_FOR_TWIN_MS = 10_000;
/** Headers an answer is replayed with (the cookies the first answer set included). */
const KEPT_HEADERS = ["content-type", "retry-after", "location"];

interface Stored {
  status: number | null;
  headers: Array<[string, string]> | null;
  body: string | null;
  /** The body gzipped (migration 041), instead of `body`, for answers large enough to be compressed. */
  body_gzip: Uint8Array | null;
}

const bodyOf = (row: Stored): string =>
  row.body_gzip ? gunzipSync(row.body_gzip).toString("utf8") : (row.body ?? "");

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The request id a request is done once under, when it is a call the replay guard guards. */
export const guardedRequestId = (c: Context): string | undefined => {
  if (!CHANGING.has(c.req.method) || !c.req.path.startsWith("/api/") || c.req.path.startsWith("/api/test/"))
    return undefined;
  const requestId = c.req.header("x-request-id");
  return requestId !== undefined && REQUEST_ID.test(requestId) ? requestId : undefined;
};

const sessionOwner = (sessionId: string) => `s:${sessionId}`;

const CLAIM = `INSERT INTO request_replays (owner, request_id) VALUES ($1, $2)
  ON CONFLICT (owner, request_id) DO NOTHING RETURNING request_id`;

/**
 * The session's lookup (findSession's) and the claim of the request id for that session, in one
 * statement: `claimed` is false when the id was claimed before (a twin). No session, no claim.
 */
const FIND_SESSION_AND_CLAIM = `WITH s AS (${sessionLookupSql("$1", "$2", "$3")}),
  claim AS (
    INSERT INTO request_replays (owner, request_id) SELECT 's:' || s.id, $4 FROM s
    ON CONFLICT (owner, request_id) DO NOTHING RETURNING request_id
  )
  SELECT s.id, s.customer_id, s.xsrf, s.stale, EXISTS (SELECT 1 FROM claim) AS claimed FROM s`;

interface Claim {
  readonly owner: string;
  readonly requestId: string;
  /** False: the id was claimed before, by a twin. */
  readonly claimed: boolean;
}

/** Claims made with the request's session lookup, for the replay guard to take. */
const claims = new WeakMap<object, Claim>();

/**
 * Issue 18: a guarded request's session lookup claims its request id in the same round trip (the
 * claim was a round trip of every changing call). The replay guard then takes this claim instead of
 * making its own; `found` is the session as findSession finds it.
 */
export const findSessionAndClaim = async (
  c: Context<AppEnv>,
  key: string,
  touchAfterSeconds: number,
  maxAgeSeconds: number,
  requestId: string,
): Promise<FoundSession | undefined> => {
  const [row] = await c
    .get("db")
    .query<SessionRow & { claimed: boolean }>(FIND_SESSION_AND_CLAIM, [
      key,
      touchAfterSeconds,
      maxAgeSeconds,
      requestId,
    ]);
  if (!row) return undefined;
  claims.set(c, { owner: sessionOwner(row.id), requestId, claimed: row.claimed });
  return foundSessionOf(row);
};

/**
 * Lets go of the request id its session lookup claimed, for a request refused before the replay
 * guard (a wrong XSRF token): its twin is refused again, as it was, instead of waiting for an answer
 * that is never stored.
 */
export const releaseClaim = async (c: Context<AppEnv>): Promise<void> => {
  const claim = claims.get(c);
  claims.delete(c);
  if (claim?.claimed) await release(c.get("db"), claim.owner, claim.requestId);
};

const release = (db: Db, owner: string, requestId: string) =>
  db.query("DELETE FROM request_replays WHERE owner = $1 AND request_id = $2", [owner, requestId]);

/**
 * Does a changing /api/ call once per request id: the client gives every request its own
 * X-Request-Id (adapters/http/client.ts), so the same id twice from the same browser is the network
 * delivering one request twice. The twin gets the first answer (status, body, cookies) and the
 * server does nothing again. Answers of 500 and above are not kept: the work may not have happened,
 * so the request can be tried again. The browser is its session, or its XSRF token before it has one.
 */
export const replayGuard = (): MiddlewareHandler<AppEnv> => {
  let lastSweep = 0;
  return async (c, next) => {
    const requestId = guardedRequestId(c);
    const made = claims.get(c);
    claims.delete(c);
    if (requestId === undefined) return next();
    const session = c.get("session");
    const xsrf = c.get("xsrf");
    if (session === undefined && !xsrf) return next();
    const owner = session ? sessionOwner(session.id) : `x:${xsrf}`;
    const db = c.get("db");

    if (Date.now() - lastSweep > 60_000) {
      lastSweep = Date.now();
      await db.query("DELETE FROM request_replays WHERE created_at < now() - make_interval(mins => $1)", [
        KEEP_MINUTES,
      ]);
    }
    // Claimed with the session's lookup when it was this owner's (findSessionAndClaim), else now.
    const claimed =
      made !== undefined && made.owner === owner && made.requestId === requestId
        ? made.claimed
        : (await db.query<{ request_id: string }>(CLAIM, [owner, requestId])).length > 0;
    if (!claimed) {
      const until = Date.now() + WAIT_FOR_TWIN_MS;
      for (;;) {
        const [row] = await db.query<Stored>(
          "SELECT status, headers, body, body_gzip FROM request_replays WHERE owner = $1 AND request_id = $2",
          [owner, requestId],
        );
        // Gone: the twin failed with a 5xx and let go of the id; this one does the work.
        if (row === undefined) return next();
        if (row.status !== null) {
          const res = new Response(bodyOf(row), { status: row.status });
          for (const [name, value] of row.headers ?? []) res.headers.append(name, value);
          res.headers.set("X-Replayed", "true");
          c.res = res;
          return;
        }
        if (Date.now() > until) {
          c.res = Response.json(
            { message: "the same request is still being processed; try again", code: "request_in_progress" },
            { status: 409 },
          );
          return;
        }
        await sleep(50);
      }
    }

    try {
      await next();
    } catch (e) {
      await release(db, owner, requestId);
      throw e;
    }
    if (c.res.status >= 500) {
      await release(db, owner, requestId);
      return;
    }
    const headers: Array<[string, string]> = [];
    c.res.headers.forEach((value, name) => {
      if (KEPT_HEADERS.includes(name)) headers.push([name, value]);
    });
    for (const cookie of c.res.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
    // Gzipped when the answer is sent so (the same bytes, made once); else as text.
    const zipped = await gzipOfBody(c.res);
    const plain = zipped ? undefined : plainBodyOf(c.res);
    const body = zipped
      ? null
      : plain
        ? Buffer.from(plain.buffer, plain.byteOffset, plain.byteLength).toString("utf8")
        : await c.res.clone().text();
    await db.query(
      "UPDATE request_replays SET status = $3, headers = $4::jsonb, body = $5, body_gzip = $6 WHERE owner = $1 AND request_id = $2",
      [owner, requestId, c.res.status, JSON.stringify(headers), body, zipped ?? null],
    );
  };
};
