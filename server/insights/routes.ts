import { createHash, timingSafeEqual } from "node:crypto";
import { getInsightsEvents, postInsightsEvents } from "../../domain/api/insights";
import type { InsightsEvent } from "../../domain/insights/algolia";
import { COLLECTOR_EVENTS_PATH } from "../../domain/insights/endpoint";
import type { Db } from "../db/db";
import { clientIp } from "../http/client-ip";
import type { App } from "../http/env";
import { errorResponse, HttpError } from "../http/errors";
import { toJsonb } from "../http/jsonb";
import { isOperator } from "../http/operator-token";
import { route } from "../http/route";
import { createRateLimiter } from "../logs/rate-limit";
import { DEMO_TENANT } from "../tenant/store";
import { INSIGHTS_OPERATOR_TOKEN } from "./settings";

/** The collector keeps the newest events only: a demo server must not grow without bound. */
const MAX_STORED_INSIGHTS_EVENTS = 50_000;
const INSIGHTS_RATE_LIMIT = { max: 120, windowMs: 60_000 };

/** Hashing both sides first gives equal lengths, so the comparison takes the same time for any token. */
const digest = (s: string) => createHash("sha256").update(s).digest();

/** The tenant's Algolia credentials, as its runtime config gives them to the shop. */
const tenantCredentials = async (db: Db) => {
  const [row] = await db.query<{ app_id: string | null; api_key: string | null }>(
    `SELECT runtime_config->'searchInsights'->>'appId' AS app_id,
            runtime_config->'searchInsights'->>'apiKey' AS api_key
       FROM tenants WHERE id = $1`,
    [DEMO_TENANT],
  );
  return { appId: row?.app_id ?? "", apiKey: row?.api_key ?? "" };
};

/** Both headers equal the tenant's (compared in constant time); a tenant without a key accepts none. */
const validCredentials = (
  sent: { appId: string | undefined; apiKey: string | undefined },
  tenant: { appId: string; apiKey: string },
): boolean => {
  const app = timingSafeEqual(digest(sent.appId ?? ""), digest(tenant.appId));
  const key = timingSafeEqual(digest(sent.apiKey ?? ""), digest(tenant.apiKey));
  return app && key && tenant.apiKey !== "" && sent.apiKey !== undefined;
};

/**
 * The reference server's stand-in for Algolia's Insights API: POST takes Algolia's request (its
 * headers X-Algolia-Application-Id and X-Algolia-API-Key, else 401 "Invalid credentials" as
 * Algolia answers; the body {events: [...]} checked with Algolia's rules, else 400 naming the
 * event and field) and answers like it. It needs no session and no XSRF token: Algolia's
 * request has neither, and its custom headers keep other sites from sending it. GET shows
 * analysts what was collected, to an operator only (`Authorization: Bearer <operator token>`,
 * else 401): the list holds every shopper's searches and clicks.
 */
export const insightsRoutes = (app: App, operatorToken: string = INSIGHTS_OPERATOR_TOKEN) => {
  const limiter = createRateLimiter("insights", INSIGHTS_RATE_LIMIT.max, INSIGHTS_RATE_LIMIT.windowMs);
  // Credentials before the body, as Algolia checks them.
  app.post(COLLECTOR_EVENTS_PATH, async (c, next) => {
    const sent = {
      appId: c.req.header("x-algolia-application-id"),
      apiKey: c.req.header("x-algolia-api-key"),
    };
    if (!validCredentials(sent, await tenantCredentials(c.get("db"))))
      return errorResponse(c, 401, "Invalid credentials", { code: "invalid_credentials" });
    return next();
  });
  route(app, postInsightsEvents, async ({ body }, c) => {
    const key = `ip:${clientIp(c)}`;
    if (!(await limiter.take(c.get("db"), key, Date.now()))) {
      c.header("Retry-After", String(Math.ceil(INSIGHTS_RATE_LIMIT.windowMs / 1000)));
      throw new HttpError(429, "too many insights requests, try again later", { code: "rate_limited" });
    }
    const db = c.get("db");
    const appId = c.req.header("x-algolia-application-id") ?? "";
    // A purchase names its searches per product: the first one files it under a queryID.
    const queryOf = (e: InsightsEvent) => e.queryID ?? e.objectData?.find((d) => d.queryID)?.queryID ?? null;
    for (const event of body.events)
      await db.query(
        "INSERT INTO insights_events (app_id, user_token, query_id, event) VALUES ($1, $2, $3, $4)",
        [appId, event.userToken, queryOf(event), toJsonb(event)],
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
      app_id: string;
      received_at: Date | string;
    }>(
      `SELECT event, app_id, received_at FROM (
         SELECT * FROM insights_events
         WHERE ($1::text IS NULL OR user_token = $1) AND ($2::text IS NULL OR query_id = $2)
         ORDER BY id DESC LIMIT $3
       ) newest ORDER BY id`,
      [query.userToken ?? null, query.queryID ?? null, query.limit ?? 200],
    );
    return {
      events: rows.map((r) => ({
        ...(typeof r.event === "string" ? (JSON.parse(r.event) as InsightsEvent) : r.event),
        appId: r.app_id,
        receivedAt: new Date(r.received_at).toISOString(),
      })),
    };
  });
};
