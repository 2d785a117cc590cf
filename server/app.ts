import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { CONTACT_UPLOAD_PATH } from "../domain/api/forms";
import { addressRoutes } from "./addresses/routes";
import { devOutboxRoutes } from "./auth/outbox";
import { authRoutes } from "./auth/routes";
import { buildRoutes } from "./builds/routes";
import { capacityRoutes } from "./capacity/routes";
import { cartRoutes, resolvesOwnSession } from "./cart/routes";
import { checkoutRoutes } from "./checkout/routes";
import { consentRoutes } from "./consent/routes";
import { contentRoutes } from "./content/routes";
import { customerRoutes } from "./customers/routes";
import type { Db } from "./db/db";
import { deliveryPassRoutes } from "./delivery-pass/routes";
import { discoveryRoutes } from "./discovery/routes";
import { distributionRoutes } from "./distribution/routes";
import { favouriteRoutes } from "./favourites/routes";
import { fishTrackingRoutes } from "./fish-tracking/routes";
import { contentFormRoutes } from "./forms/routes";
import { limitBody } from "./http/body-limit";
import { type AdjustableClock, adjustableClock, type Clock, systemClock, withClock } from "./http/clock";
import { compressAnswers } from "./http/compress";
import type { App, AppEnv } from "./http/env";
import { errorResponse, HttpError } from "./http/errors";
import { consoleLogger, type Logger } from "./http/logger";
import { replayGuard } from "./http/replay-guard";
import { requestContext } from "./http/request-context";
import { securityHeaders } from "./http/security-headers";
import { refuseUnsafeUrl } from "./http/unsafe-text";
import { insightsRoutes } from "./insights/routes";
import {
  DEFAULT_LOG_RATE_LIMIT,
  DEFAULT_LOG_RETENTION_SECONDS,
  type LogRateLimit,
  logRoutes,
} from "./logs/routes";
import { loyaltyRoutes } from "./loyalty/routes";
import { mapsRoutes } from "./maps/routes";
import { mediaRoutes } from "./media/routes";
import { operatorRoutes } from "./operators/routes";
import { paymentMethodRoutes } from "./payments/routes";
import { inboxRoutes } from "./problem-reports/inbox";
import { problemReportRoutes } from "./problem-reports/routes";
import { DEFAULT_PROBLEM_REPORT_RETENTION_SECONDS } from "./problem-reports/store";
import { profileRoutes } from "./profile/routes";
import { ReadCache, type ReadCacheOptions } from "./read-cache/cache";
import { recipeRoutes } from "./recipes/routes";
import { searchRoutes } from "./search/routes";
import { sessionMiddleware, xsrfGuard } from "./session/middleware";
import { sessionRoutes } from "./session/routes";
import { sitemapRoutes } from "./sitemap/routes";
import { staticRoutes } from "./static/routes";
import { tenantRoutes } from "./tenant/routes";
import { testRoutes } from "./testing/routes";
import { vitalsRoutes } from "./vitals/routes";
import { voucherRoutes } from "./vouchers/routes";
import { walletRoutes } from "./wallet/routes";

const MAX_BODY_BYTES = 1024 * 1024;

export interface AppOptions {
  readonly db: Db;
  /** The built client (default "dist"). */
  readonly staticDir?: string;
  /** Mounts /api/test/* (only for tests). */
  readonly testRoutes?: boolean;
  /** Mounts the development pages (/dev/outbox); default: with the test routes. Never in production. */
  readonly devPages?: boolean;
  readonly logger?: Logger;
  readonly logRateLimit?: LogRateLimit;
  /** How long client log entries are kept, in seconds (default 30 days; LOG_RETENTION_DAYS). */
  readonly logRetentionSeconds?: number;
  /** How long problem reports are kept, in seconds (default 30 days; PROBLEM_REPORT_RETENTION_DAYS). */
  readonly problemReportRetentionSeconds?: number;
  /** Absolute session lifetime in seconds (default 90 days; SESSION_MAX_DAYS). */
  readonly sessionMaxSeconds?: number;
  /** Default: the system clock, or with test routes one that POST /api/test/clock moves forward. */
  readonly clock?: Clock;
  /** The read cache's bounds and how often it looks for changes made by other processes (issue 18). */
  readonly readCache?: ReadCacheOptions;
}

/** Files, media and build info need no session: skipping it saves a query per asset. */
const needsSession = (path: string) =>
  !path.startsWith("/assets/") &&
  !path.startsWith("/media/") &&
  !path.startsWith("/builds/") &&
  !path.startsWith("/consent/") &&
  // Algolia's request (no cookies) and the operator's listing (a bearer token): no shopper session.
  !path.startsWith("/api/insights/");

/**
 * The feature route modules, in order. A later feature (catalogue, cart, ...) adds its module
 * here; the static client comes after all of them.
 */
const features = (app: App, options: AppOptions) => {
  tenantRoutes(app);
  sessionRoutes(app);
  // Before the customer routes: /api/customers/refresh is not a customer's sub-resource of theirs.
  authRoutes(app);
  customerRoutes(app);
  // The profile: PUT /api/customers, password, communication settings, newsletter topics, orders.
  profileRoutes(app);
  addressRoutes(app);
  favouriteRoutes(app);
  // Loyalty (before content: /api/content/vouchers/personalvouchers is its).
  loyaltyRoutes(app);
  paymentMethodRoutes(app);
  // Cart and checkout services (before content: /api/content/vouchers/* is theirs).
  cartRoutes(app);
  // POST /api/checkout, GET /api/orders/:orderNumber and the test payment provider's /psp pages.
  checkoutRoutes(app);
  capacityRoutes(app);
  distributionRoutes(app);
  mapsRoutes(app);
  voucherRoutes(app);
  contentRoutes(app);
  contentFormRoutes(app);
  // Search first: "search" must not be taken for a category slug or a sku.
  searchRoutes(app);
  recipeRoutes(app);
  fishTrackingRoutes(app);
  discoveryRoutes(app);
  logRoutes(app, {
    limit: options.logRateLimit ?? DEFAULT_LOG_RATE_LIMIT,
    retentionSeconds: options.logRetentionSeconds ?? DEFAULT_LOG_RETENTION_SECONDS,
  });
  // "Problem melden" and the captures on error; the operators and the QA inbox (issue 19).
  const problems = {
    retentionSeconds: options.problemReportRetentionSeconds ?? DEFAULT_PROBLEM_REPORT_RETENTION_SECONDS,
  };
  problemReportRoutes(app, problems);
  operatorRoutes(app);
  inboxRoutes(app, problems);
  insightsRoutes(app);
  vitalsRoutes(app);
  consentRoutes(app);
  mediaRoutes(app);
  // The digital wallet: GET, PUT gift-card, DELETE gift-card/{code} (issue 13).
  walletRoutes(app);
  // Delivery pass: the offer, the customer's pass and the pass as a cart line item.
  deliveryPassRoutes(app);
  // The sitemap page's data, /sitemap.xml and /robots.txt (issue 14).
  sitemapRoutes(app);
  buildRoutes(app, options.staticDir ?? "dist");
};

/** Per app: waits for its requests still running, then writes what waits to be written (closeApp). */
const closers = new WeakMap<App, () => Promise<void>>();

/**
 * Finishes an app's work before its database is closed: the requests still being handled (a
 * server's close ends their connections, not their handlers), then the writes held back for a batch
 * (the search records). Written after the database closed they were lost, with an error.
 */
export const closeApp = async (app: App): Promise<void> => {
  await closers.get(app)?.();
};

export const createApp = (options: AppOptions): App => {
  const logger = options.logger ?? consoleLogger;
  const app = new Hono<AppEnv>();
  const session = sessionMiddleware(options.sessionMaxSeconds, resolvesOwnSession);
  const testClock: AdjustableClock | undefined = options.testRoutes ? adjustableClock() : undefined;
  const clock = options.clock ?? testClock ?? systemClock;
  const reads = new ReadCache(options.db, logger, options.readCache);

  let running = 0;
  const waiting = new Set<() => void>();
  app.use(async (_c, next) => {
    running++;
    try {
      await next();
    } finally {
      running--;
      if (running === 0) for (const resolve of waiting) resolve();
    }
  });
  closers.set(app, async () => {
    while (running > 0)
      await new Promise<void>((resolve) => {
        const done = () => {
          waiting.delete(done);
          resolve();
        };
        waiting.add(done);
      });
    await reads.close();
  });

  app.use((_c, next) => withClock(clock, next));
  // Outermost but the clock: every answer gets the headers, error answers too.
  app.use(securityHeaders());
  app.use(requestContext(options.db, logger));
  app.use(async (c, next) => {
    c.set("reads", reads);
    await next();
    // A write through this process may have changed cached data: the next read checks at once.
    if (c.req.method !== "GET" && c.req.method !== "HEAD") reads.versions.changed();
    // A shared answer that sets a cookie (a first visit's XSRF token, a renewed session) must not
    // be kept by a CDN for everyone: this one copy is the browser's own.
    if (c.res.headers.get("Cache-Control")?.startsWith("public") && c.res.headers.has("Set-Cookie"))
      c.res.headers.set("Cache-Control", "private, no-cache");
  });
  app.use(compressAnswers());
  const generalLimit = limitBody(MAX_BODY_BYTES, (c) => {
    // The rest of the body is never read: the connection cannot carry another request.
    c.header("Connection", "close");
    return errorResponse(c, 413, `request body too large (at most ${MAX_BODY_BYTES} bytes)`);
  });
  // The contact form's file upload has its own limit (10,000,000 bytes, server/forms/routes.ts).
  app.use((c, next) => (c.req.path === CONTACT_UPLOAD_PATH ? next() : generalLimit(c, next)));
  app.use(refuseUnsafeUrl());
  app.use((c, next) => (needsSession(c.req.path) ? session(c, next) : next()));
  app.use(xsrfGuard());
  app.use(replayGuard());

  features(app, options);
  if (options.testRoutes) testRoutes(app, options.clock ? undefined : testClock);
  if (options.devPages ?? options.testRoutes) devOutboxRoutes(app);
  staticRoutes(app, options.staticDir ?? "dist");

  app.notFound((c) =>
    errorResponse(c, 404, `no route for ${c.req.method} ${c.req.path}`, { code: "not_found" }),
  );
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error.status, error.message, error.details);
    if (error instanceof HTTPException && error.status < 500)
      return errorResponse(c, error.status, error.message);
    logger.error("unhandled error", {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return errorResponse(c, 500, "internal server error");
  });
  return app;
};
