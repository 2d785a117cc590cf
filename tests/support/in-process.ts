import { afterAll, inject } from "vitest";
import { makeHttpApi } from "../../adapters/http/client";
import type { ApiPort } from "../../domain/ports/api";
import { closeApp, createApp } from "../../server/app";
import type { Db } from "../../server/db/db";
import type { App } from "../../server/http/env";
import { quietLogger } from "../../server/http/logger";
import { loadSeededDb } from "./seeded-db";

/**
 * The reference server in this process: its own app (test routes on) over an in-memory copy of
 * the seeded database, one per test file, so the handler tests run against the server's rules,
 * not a copy of them. Tests are kept apart by their browser (its own session, so its own cart).
 */
export interface InProcessServer {
  readonly app: App;
  /** The server's database: for what no API call can set up (an order config, a voucher list). */
  readonly db: Db;
}

let started: Promise<InProcessServer> | undefined;

// Registered while the test file is collected (it imports this module): a hook cannot be added
// from inside a running test, where the server is first asked for.
afterAll(async () => {
  const server = await started;
  if (!server) return;
  // As the server's own close: its search records waiting for their batch are written first.
  await closeApp(server.app);
  await server.db.close();
});

/** This file's server, started on first use and closed after the file's tests. */
export const inProcessServer = (): Promise<InProcessServer> => {
  started ??= loadSeededDb(inject("seededDbDump")).then((db) => ({
    db,
    app: createApp({
      db,
      testRoutes: true,
      logger: quietLogger,
      staticDir: "/nonexistent",
      // Tests also write to the database behind the server's back: every cached read checks the
      // data versions (tests/server/read-cache.test.ts checks the shared window).
      readCache: { checkEveryMs: 0 },
    }),
  }));
  return started;
};

/**
 * A browser's side of the wire: a cookie jar the server's Set-Cookie headers fill and every
 * request sends back (the app's CookiesPort may share it: the XSRF and loggedIn cookies are
 * readable there, as in a browser).
 */
export const browserFetch =
  (app: App, jar: Map<string, string>): typeof globalThis.fetch =>
  async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const url = new URL(String(input), "http://shop.test");
    const response = await app.request(url.pathname + url.search, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((s) => s.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === "" || attributes.some((a) => /^max-age=0$/i.test(a))) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };

/**
 * The app's API port over the in-process server: the real HTTP adapter (the contract's encoding,
 * the XSRF header from its cookie, retries, response decoding) with a fetch that never leaves the
 * process.
 */
export const inProcessApi = (app: App, jar: Map<string, string>): ApiPort => {
  let requests = 0;
  return makeHttpApi({
    baseUrl: "",
    fetch: browserFetch(app, jar),
    readCookie: (name) => jar.get(name) ?? null,
    requestId: () => `req-${++requests}`,
    // The in-process server answers at once: a retry need not wait like one over a network.
    baseDelayMs: 1,
  });
};
