import { getWebVitalsSummary, postWebVitals } from "../../domain/api/vitals";
import { clientIp } from "../http/client-ip";
import type { App } from "../http/env";
import { HttpError } from "../http/errors";
import { isOperator } from "../http/operator-token";
import { route } from "../http/route";
import { INSIGHTS_OPERATOR_TOKEN } from "../insights/settings";
import { createRateLimiter } from "../logs/rate-limit";

/** The newest measurements only: a demo server must not grow without bound. */
const MAX_STORED_VITALS = 200_000;
/** A page view reports a handful of metrics when hidden; a few dozen views a minute is a busy shopper. */
const VITALS_RATE_LIMIT = { max: 60, windowMs: 60_000 };
const DEFAULT_DAYS = 28;

interface SummaryRow {
  route: string;
  name: string;
  samples: number | string;
  p75: number | string;
  good: number | string;
  needs_improvement: number | string;
  poor: number | string;
}

/**
 * Field data (issue 17): the shop posts its page views' Core Web Vitals here; operators read the 75th
 * percentile per route and metric (`Authorization: Bearer <operator token>`, the insights one).
 */
export const vitalsRoutes = (app: App, operatorToken: string = INSIGHTS_OPERATOR_TOKEN) => {
  const limiter = createRateLimiter("vitals", VITALS_RATE_LIMIT.max, VITALS_RATE_LIMIT.windowMs);
  route(app, postWebVitals, async ({ body }, c) => {
    const db = c.get("db");
    if (!(await limiter.take(db, `ip:${clientIp(c)}`, Date.now()))) {
      c.header("Retry-After", String(Math.ceil(VITALS_RATE_LIMIT.windowMs / 1000)));
      throw new HttpError(429, "too many web vitals reports, try again later", { code: "rate_limited" });
    }
    const m = body.metrics;
    await db.query(
      `INSERT INTO web_vitals (name, value, rating, route, navigation_type)
         SELECT * FROM unnest($1::text[], $2::float8[], $3::text[], $4::text[], $5::text[])`,
      [
        m.map((x) => x.name),
        m.map((x) => x.value),
        m.map((x) => x.rating),
        m.map((x) => x.route),
        m.map((x) => x.navigationType ?? null),
      ],
    );
    await db.query("DELETE FROM web_vitals WHERE id <= (SELECT max(id) FROM web_vitals) - $1", [
      MAX_STORED_VITALS,
    ]);
    return { stored: m.length };
  });

  route(app, getWebVitalsSummary, async ({ query }, c) => {
    c.header("Cache-Control", "no-store");
    if (!isOperator(c.req.header("authorization"), operatorToken)) {
      c.header("WWW-Authenticate", 'Bearer realm="vitals"');
      throw new HttpError(401, "an operator token is required", { code: "unauthorized" });
    }
    const days = query.days ?? DEFAULT_DAYS;
    const rows = await c.get("db").query<SummaryRow>(
      `SELECT route, name, count(*) AS samples,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75,
              count(*) FILTER (WHERE rating = 'good') AS good,
              count(*) FILTER (WHERE rating = 'needs-improvement') AS needs_improvement,
              count(*) FILTER (WHERE rating = 'poor') AS poor
         FROM web_vitals
        WHERE received_at > now() - make_interval(days => $1)
        GROUP BY route, name
        ORDER BY route, name`,
      [days],
    );
    const routes = new Map<
      string,
      Record<string, (typeof getWebVitalsSummary.response.Type)["routes"][number]["metrics"][string]>
    >();
    for (const r of rows) {
      const samples = Number(r.samples);
      const share = (n: number | string) => Math.round((Number(n) / samples) * 1000) / 1000;
      const metrics = routes.get(r.route) ?? {};
      metrics[r.name] = {
        samples,
        p75: Math.round(Number(r.p75) * 1000) / 1000,
        good: share(r.good),
        needsImprovement: share(r.needs_improvement),
        poor: share(r.poor),
      };
      routes.set(r.route, metrics);
    }
    return { days, routes: [...routes].map(([route, metrics]) => ({ route, metrics })) };
  });
};
