import { postLog } from "../../domain/api/shell";
import type { Db } from "../db/db";
import { clientIp } from "../http/client-ip";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { toJsonb } from "../http/jsonb";
import { route } from "../http/route";
import { createRateLimiter } from "./rate-limit";

export interface LogRateLimit {
  /** Entries per window from one session. */
  readonly max: number;
  /** Entries per window from one client address, whatever its sessions: a new session does not reset it. */
  readonly maxPerAddress: number;
  readonly windowMs: number;
}

/** Several shoppers may share an address (a company, a mobile carrier): it gets twice a session's. */
export const DEFAULT_LOG_RATE_LIMIT: LogRateLimit = { max: 100, maxPerAddress: 200, windowMs: 60_000 };

/** An entry's size as stored (its JSON): the fields' own limits leave `params` open. */
export const LOG_ENTRY_MAX_BYTES = 32 * 1024;

/** Client log entries are deleted this long after they arrived (LOG_RETENTION_DAYS). */
export const DEFAULT_LOG_RETENTION_SECONDS = 30 * 24 * 60 * 60;

export const deleteOldLogs = async (db: Db, retentionSeconds: number): Promise<void> => {
  await db.query("DELETE FROM client_logs WHERE received_at < now() - make_interval(secs => $1)", [
    retentionSeconds,
  ]);
};

interface LogOptions {
  readonly limit: LogRateLimit;
  readonly retentionSeconds: number;
}

export const logRoutes = (app: App, options: LogOptions) => {
  const { limit, retentionSeconds } = options;
  const perSession = createRateLimiter("log-session", limit.max, limit.windowMs);
  const perAddress = createRateLimiter("log-address", limit.maxPerAddress, limit.windowMs);
  route(app, postLog, async ({ body }, c) => {
    const session = c.get("session");
    const db = c.get("db");
    const now = Date.now();
    // Both are counted: the address also counts what its sessions send.
    const addressOk = await perAddress.take(db, clientIp(c), now);
    const sessionOk = session === undefined || (await perSession.take(db, session.id, now));
    if (!addressOk || !sessionOk) {
      c.header("Retry-After", String(Math.ceil(limit.windowMs / 1000)));
      throw new HttpError(429, "too many log entries, try again later", { code: "rate_limited" });
    }
    const entry = toJsonb(body);
    if (Buffer.byteLength(entry) > LOG_ENTRY_MAX_BYTES)
      throw new HttpError(413, `log entry too large (at most ${LOG_ENTRY_MAX_BYTES} bytes as JSON)`, {
        code: "entry_too_large",
      });
    await db.query("INSERT INTO client_logs (entry, request_id, session_id) VALUES ($1, $2, $3)", [
      entry,
      c.get("requestId"),
      session?.id ?? null,
    ]);
    // Each new entry sweeps out the expired ones (an index keeps it cheap): no timer to stop.
    await deleteOldLogs(db, retentionSeconds);
    return { stored: true };
  });
};
