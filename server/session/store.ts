import type { Db } from "../db/db";
import type { SessionState } from "../http/env";
import { SESSION_IDLE_SECONDS } from "./cookies";
import { sessionKey } from "./tokens";

/** A live session as its lookup finds it, with the XSRF token it is bound to. */
export type FoundSession = SessionState & { readonly xsrf: string; readonly stale: boolean };

export interface SessionRow {
  id: string;
  customer_id: string | null;
  xsrf: string;
  stale: boolean;
}

/** After this long a session's idle expiry is slid forward (touchSession). */
export const TOUCH_AFTER_SECONDS = 60;

/**
 * The live session with key `key` (an SQL expression, as the others): unexpired and within its
 * absolute lifetime of `maxAge` seconds; `stale` when it was last seen `touchAfter` seconds ago.
 */
export const sessionLookupSql = (key: string, touchAfter: string, maxAge: string) =>
  `SELECT id, customer_id, xsrf, last_seen_at < now() - make_interval(secs => ${touchAfter}) AS stale
     FROM sessions WHERE id = ${key} AND expires_at > now() AND created_at > now() - make_interval(secs => ${maxAge})`;

const FIND_SESSION = sessionLookupSql("$1", "$2", "$3");

export const foundSessionOf = (row: SessionRow): FoundSession => ({
  id: row.id,
  customerId: row.customer_id,
  xsrf: row.xsrf,
  stale: row.stale,
});

/** The live session of a sid token (with the XSRF token it is bound to), or undefined when unknown or expired. */
export const findSession = async (
  db: Db,
  token: string,
  maxAgeSeconds: number,
): Promise<FoundSession | undefined> => {
  const [row] = await db.query<SessionRow>(FIND_SESSION, [
    sessionKey(token),
    TOUCH_AFTER_SECONDS,
    maxAgeSeconds,
  ]);
  return row && foundSessionOf(row);
};

/** How long a request still carrying a session's key from before its login is let through quietly. */
const REKEY_GRACE_SECONDS = 60;

/**
 * Whether this key was a session's until a login re-keyed it moments ago: a request sent with it
 * before the login answered is late, not expired. It gets no session (the old key opens nothing) and
 * must leave the browser's new cookies alone.
 */
export const wasJustRekeyed = async (db: Db, token: string): Promise<boolean> => {
  const rows = await db.query<{ id: string }>(
    "SELECT id FROM sessions WHERE previous_id = $1 AND rekeyed_at > now() - make_interval(secs => $2)",
    [sessionKey(token), REKEY_GRACE_SECONDS],
  );
  return rows.length > 0;
};

/** Slides the idle expiry forward. */
export const touchSession = async (db: Db, id: string): Promise<void> => {
  await db.query(
    "UPDATE sessions SET last_seen_at = now(), expires_at = now() + make_interval(secs => $2) WHERE id = $1",
    [id, SESSION_IDLE_SECONDS],
  );
};

/**
 * Starts a session under a new token. When the browser already had one (anonymous), that row
 * keeps its data and only changes key, so a later cart or similar follows the shopper through login
 * and a fixated sid stops working; its absolute lifetime starts again with the login.
 */
export const startSession = async (
  db: Db,
  token: string,
  customerId: string | null,
  xsrf: string,
  previous?: SessionState,
): Promise<SessionState> => {
  const id = sessionKey(token);
  const params = [id, customerId, xsrf, SESSION_IDLE_SECONDS];
  const updated = previous
    ? await db.query<{ id: string }>(
        `UPDATE sessions SET id = $1, customer_id = $2, xsrf = $3, created_at = now(), last_seen_at = now(),
           expires_at = now() + make_interval(secs => $4), previous_id = id, rekeyed_at = now()
         WHERE id = $5 RETURNING id`,
        [...params, previous.id],
      )
    : [];
  if (updated.length === 0) {
    await db.query(
      `INSERT INTO sessions (id, customer_id, xsrf, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      params,
    );
  }
  return { id, customerId };
};

export const endSession = async (db: Db, id: string): Promise<void> => {
  await db.query("DELETE FROM sessions WHERE id = $1", [id]);
};

export const deleteExpiredSessions = async (db: Db): Promise<void> => {
  await db.query("DELETE FROM sessions WHERE expires_at <= now()");
};
