import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/db";
import type { AppEnv } from "./env";
import type { Logger } from "./logger";

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** Gives every request the database, the logger and a request id (the client's own when it sent one). */
export const requestContext =
  (db: Db, logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const sent = c.req.header("x-request-id");
    const requestId = sent && REQUEST_ID.test(sent) ? sent : randomUUID();
    c.set("db", db);
    c.set("logger", logger);
    c.set("requestId", requestId);
    c.set("session", undefined);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    logger.info("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      requestId,
    });
  };
