import { createHash, timingSafeEqual } from "node:crypto";
import { getInsightsEvents, postInsightsEvents } from "../../domain/api/insights";
import type { InsightsEvent } from "../../domain/insights/model";
import { clientIp } from "../http/client-ip";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { toJsonb } from "../http/jsonb";
import { route } from "../http/route";
import { createRateLimiter } from "../logs/rate-limit";
import { INSIGHTS_OPERATOR_TOKEN } from "./settings";

/** The collector keeps the newest events only: a demo server must not grow without bound. */
const MAX_STORED_INSIGHTS_EVENTS = 50_000;
const INSIGHTS_RATE_LIMIT = { max: 120, windowMs: 60_000 };

/** Hashing both sides first gives equal lengths, so the comparison takes the same time for any token. */
const digest = (s: string) => createHash("sha256").update(s).digest();
const isOperator = (authorization: string | undefined, operatorToken: string): boolean => {
  const match = /^Bearer (.+)$/.exec(authorization ?? "");
  // A missing header is compared too: the time does not tell whether one was sent.
  return timingSafeEqual(digest(match?.[1] ?? ""), digest(operatorToken)) && match !== null;
};

/**
 * The reference server's stand-in for the public search-insights API: POST takes the same body
 * ({events: [...]}, validated with the same schema) and answers like it; GET shows analysts what
 * was collected, to an operator only (`Authorization: Bearer <operator token>`, else 401): the list
 * holds every shopper's searches and clicks.
 */
export const insightsRoutes = (app: App, operatorToken: string = INSIGHTS_OPERATOR_TOKEN) => {
  const limiter = createRateLimiter(INSIGHTS_RATE_LIMIT.max, INSIGHTS_RATE_LIMIT.windowMs);
  route(app, postInsightsEvents, async ({ query, body }, c) => {
    const session = c.get("session");
    const key = session ? `session:${session.id}` : `ip:${clientIp(c)}`;
    if (!limiter.take(key, Date.now())) {
      c.header("Retry-After", String(Math.ceil(INSIGHTS_RATE_LIMIT.windowMs / 1000)));
      throw new HttpError(429, "too many insights requests, try again later", { code: "rate_limited" });
    }
    const db = c.get("db");
    for (const event of body.events)
      await db.query(
        "INSERT INTO insights_events (region, app_id, user_token, query_id, event) VALUES ($1, $2, $3, $4, $5)",
        [query.region ?? "de", query.appId ?? "", event.userToken, event.queryID, toJsonb(event)],
      );
    await db.query("DELETE FROM insights_events WHERE id <= (SELECT max(id) FROM insights_events) - $1", [
      MAX_STORED_INSIGHTS_EVENTS,
    ]);
    return { status: 200 as const, message: "OK" };
  });

  route(app, getInsightsEvents, async ({ query }, c) => {
    c.header("Cache-Control", "no-store");
    if (!isOperator(c.req.header("authorization"), operatorToken)) {
      c.header("WWW-Authenticate", 'Bearer realm="insights"');
      throw new HttpError(401, "an operator token is required", { code: "unauthorized" });
    }
    const rows = await c.get("db").query<{
      event: InsightsEvent;
      region: string;
      app_id: string;
      received_at: Date | string;
    }>(
      `SELECT event, region, app_id, received_at FROM (
         SELECT * FROM insights_events
         WHERE ($1::text IS NULL OR user_token = $1) AND ($2::text IS NULL OR query_id = $2)
         ORDER BY id DESC LIMIT $3
       ) newest ORDER BY id`,
      [query.userToken ?? null, query.queryID ?? null, query.limit ?? 200],
    );
    return {
      events: rows.map((r) => ({
        ...(typeof r.event === "string" ? (JSON.parse(r.event) as InsightsEvent) : r.event),
        region: r.region,
        appId: r.app_id,
        receivedAt: new Date(r.received_at).toISOString(),
      })),
    };
  });
};
