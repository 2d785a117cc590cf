import type { HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";
import type { Db } from "../db/db";
import type { ReadCache } from "../read-cache/cache";
import type { Logger } from "./logger";

/** The session a request belongs to, when its sid cookie names a live one. */
export interface SessionState {
  readonly id: string;
  readonly customerId: string | null;
}

interface AppVariables {
  db: Db;
  logger: Logger;
  /** The process's cache of read answers (issue 18). */
  reads: ReadCache;
  requestId: string;
  session: SessionState | undefined;
  /** The XSRF token of this browser (from its cookie, or issued with this response). */
  xsrf: string;
}

/** Bindings are absent when the app is called without a Node server (app.request in a test). */
export type AppEnv = { Bindings: Partial<HttpBindings>; Variables: AppVariables };
export type App = Hono<AppEnv>;
