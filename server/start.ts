import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { closeApp, createApp } from "./app";
import { transactionKey } from "./checkout/transaction-id";
import type { Db } from "./db/db";
import { openDb } from "./db/open";
import { prepareDatabase } from "./db/prepare";
import { scheduleUploadSweep } from "./forms/uploadSweep";
import { systemClock } from "./http/clock";
import { consoleLogger, type Logger } from "./http/logger";
import { DEFAULT_LOG_RETENTION_SECONDS, type LogRateLimit } from "./logs/routes";

export interface StartOptions {
  /** 0 picks a free port. */
  readonly port?: number;
  readonly host?: string;
  readonly dataDir?: string;
  readonly databaseUrl?: string;
  readonly staticDir?: string;
  readonly testRoutes?: boolean;
  readonly devPages?: boolean;
  readonly logger?: Logger;
  readonly logRateLimit?: LogRateLimit;
  readonly logRetentionSeconds?: number;
  readonly sessionMaxSeconds?: number;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly db: Db;
  close(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<AddressInfo>((resolve, reject) => {
    if (server.listening) return resolve(server.address() as AddressInfo);
    server.once("listening", () => resolve(server.address() as AddressInfo));
    server.once("error", reject);
  });

/** Opens the database, migrates, seeds an empty one, and serves the app. */
export const startServer = async (options: StartOptions = {}): Promise<RunningServer> => {
  const logger = options.logger ?? consoleLogger;
  // A malformed TRACKING_TRANSACTION_KEY stops the start, not the first order.
  transactionKey();
  const db = await openDb({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    await prepareDatabase(db, logger, options.logRetentionSeconds ?? DEFAULT_LOG_RETENTION_SECONDS);
  } catch (error) {
    await db.close();
    throw error;
  }
  const app = createApp({
    db,
    logger,
    ...(options.staticDir !== undefined ? { staticDir: options.staticDir } : {}),
    ...(options.testRoutes !== undefined ? { testRoutes: options.testRoutes } : {}),
    ...(options.devPages !== undefined ? { devPages: options.devPages } : {}),
    ...(options.logRateLimit !== undefined ? { logRateLimit: options.logRateLimit } : {}),
    ...(options.logRetentionSeconds !== undefined
      ? { logRetentionSeconds: options.logRetentionSeconds }
      : {}),
    ...(options.sessionMaxSeconds !== undefined ? { sessionMaxSeconds: options.sessionMaxSeconds } : {}),
  });
  const host = options.host ?? "0.0.0.0";
  const server = serve({ fetch: app.fetch, port: options.port ?? 8080, hostname: host }) as Server;
  let address: AddressInfo;
  try {
    address = await listen(server);
  } catch (error) {
    await db.close();
    throw error;
  }
  // Contact-form uploads no message took are deleted after a day (issue 14), from now on every hour.
  const uploadSweep = scheduleUploadSweep(db, systemClock, logger);
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    db,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would hold close() open until they time out.
        server.closeAllConnections();
      })
        // The requests still running and the writes held for a batch finish on an open database.
        .then(() => closeApp(app))
        .then(() => uploadSweep.stop())
        .then(() => db.close());
      return closing;
    },
  };
};
