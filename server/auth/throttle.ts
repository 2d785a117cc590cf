import type { Db } from "../db/db";
import { now } from "../http/clock";
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, THROTTLE_WINDOW_SECONDS } from "./settings";

/*
 * Login throttling: failures are rows in the database, so every server process sharing it counts
 * the same attempts. A lockout lasts until the oldest failure that counts leaves the window.
 */

const windowStart = () => new Date(now() - THROTTLE_WINDOW_SECONDS * 1000);

interface Count {
  readonly n: number;
  readonly oldest: Date | null;
}

const count = async (db: Db, column: "account" | "address", value: string): Promise<Count> => {
  const [row] = await db.query<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(failed_at) AS oldest FROM login_failures
      WHERE ${column} = $1 AND failed_at > $2`,
    [value, windowStart()],
  );
  return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
};

/** Seconds until a login may be tried again, or 0 when it may now. */
export const lockedForSeconds = async (db: Db, account: string, address: string): Promise<number> => {
  const [byAccount, byAddress] = await Promise.all([
    count(db, "account", account),
    count(db, "address", address),
  ]);
  const until = (c: Count, limit: number) =>
    c.n >= limit && c.oldest
      ? Math.max(1, Math.ceil((c.oldest.getTime() + THROTTLE_WINDOW_SECONDS * 1000 - now()) / 1000))
      : 0;
  return Math.max(until(byAccount, ACCOUNT_FAILURE_LIMIT), until(byAddress, ADDRESS_FAILURE_LIMIT));
};

export const recordFailure = async (db: Db, account: string, address: string): Promise<void> => {
  await db.query("INSERT INTO login_failures (account, address, failed_at) VALUES ($1, $2, $3)", [
    account,
    address,
    new Date(now()),
  ]);
  // Old rows are of no use: each failure clears the ones outside the window.
  await db.query("DELETE FROM login_failures WHERE failed_at < $1", [windowStart()]);
};

/** A successful login forgives the account's failures (not the address's: they may be another's). */
export const clearAccountFailures = async (db: Db, account: string): Promise<void> => {
  await db.query("DELETE FROM login_failures WHERE account = $1", [account]);
};
