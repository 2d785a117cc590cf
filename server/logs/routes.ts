import { postLog } from "../../domain/api/shell";
import { clientIp } from "../http/client-ip";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { toJsonb } from "../http/jsonb";
import { route } from "../http/route";
import { createRateLimiter } from "./rate-limit";

export interface LogRateLimit {
  readonly max: number;
  readonly windowMs: number;
}

export const DEFAULT_LOG_RATE_LIMIT: LogRateLimit = { max: 100, windowMs: 60_000 };

export const logRoutes = (app: App, limit: LogRateLimit = DEFAULT_LOG_RATE_LIMIT) => {
  const limiter = createRateLimiter(limit.max, limit.windowMs);
  route(app, postLog, async ({ body }, c) => {
    const session = c.get("session");
    const key = session ? `session:${session.id}` : `ip:${clientIp(c)}`;
    if (!limiter.take(key, Date.now())) {
      c.header("Retry-After", String(Math.ceil(limit.windowMs / 1000)));
      throw new HttpError(429, "too many log entries, try again later", { code: "rate_limited" });
    }
    await c
      .get("db")
      .query("INSERT INTO client_logs (entry, request_id, session_id) VALUES ($1, $2, $3)", [
        toJsonb(body),
        c.get("requestId"),
        session?.id ?? null,
      ]);
    return { stored: true };
  });
};
