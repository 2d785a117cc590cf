import type { Db } from "../db/db";

/**
 * A fixed-window counter per key, kept in the database so that every server process sharing it
 * counts the same calls (issue 18: with WORKERS processes an in-memory counter allowed the limit
 * once per process). Enough to stop one browser flooding a table.
 */
export interface RateLimiter {
  /** True when the call is allowed (and counted). */
  take(db: Db, key: string, now: number): Promise<boolean>;
}

/** `name` keeps the counters of different limits apart. */
export const createRateLimiter = (name: string, max: number, windowMs: number): RateLimiter => ({
  async take(db, key, now) {
    const at = new Date(now);
    const windowStart = new Date(now - windowMs);
    // One statement: a new or finished window starts over at 1, a running one counts on; two
    // processes counting the same key at once are serialised by the row.
    const [row] = await db.query<{ count: number }>(
      `INSERT INTO rate_windows AS w (key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN w.window_start <= $3 THEN 1 ELSE w.count + 1 END,
         window_start = CASE WHEN w.window_start <= $3 THEN $2 ELSE w.window_start END
       RETURNING count`,
      [`${name}:${key}`, at, windowStart],
    );
    // Finished windows of keys not seen again would pile up: each new window sweeps them.
    if (row?.count === 1) await db.query("DELETE FROM rate_windows WHERE window_start <= $1", [windowStart]);
    return (row?.count ?? 1) <= max;
  },
});
