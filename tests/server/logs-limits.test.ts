import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "../../server/app";
import type { Db } from "../../server/db/db";
import type { App } from "../../server/http/env";
import { quietLogger } from "../../server/http/logger";
import { LOG_ENTRY_MAX_BYTES } from "../../server/logs/routes";
import { loadSeededDb } from "../support/seeded-db";
import { ANNA } from "./client";

const RETENTION_DAYS = 7;

let db: Db;
let app: App;
beforeAll(async () => {
  db = await loadSeededDb(inject("seededDbDump"));
  app = createApp({
    db,
    logger: quietLogger,
    staticDir: "/nonexistent",
    logRateLimit: { max: 3, maxPerAddress: 5, windowMs: 60_000 },
    logRetentionSeconds: RETENTION_DAYS * 24 * 60 * 60,
  });
}, 60_000);
afterAll(async () => {
  await db.close();
});

/** A browser at a client address: its own cookies, its requests from that address. */
const browserAt = (address: string) => {
  const jar = new Map<string, string>();
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("accept", "application/json");
    if (jar.size > 0) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const xsrf = jar.get("XSRF-TOKEN");
    if (xsrf) headers.set("x-xsrf-token", xsrf);
    const response = await app.request(
      path,
      { ...init, headers },
      { incoming: { socket: { remoteAddress: address } } },
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const value = pair.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(line)) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), value);
    }
    return response;
  };
  const json = (path: string, body: unknown) =>
    send(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  return {
    /** A new session: this browser logs in (the sid rotates). */
    login: async () => {
      await send("/api/csrf");
      expect((await json("/api/auth/login", ANNA)).status).toBe(200);
    },
    log: async (message: string, extra: object = {}) =>
      (await json("/logs", { level: "info", message, ...extra })).status,
  };
};

const storedMessages = async () =>
  (
    await db.query<{ message: string }>("SELECT entry->>'message' AS message FROM client_logs ORDER BY id")
  ).map((r) => r.message);

describe("POST /logs limits (issue 16 #8)", () => {
  it("[issue 16 #8] the limit counts per client address too: new sessions from one address do not reset it", async () => {
    const first = browserAt("203.0.113.7");
    await first.login();
    expect([await first.log("a1"), await first.log("a2"), await first.log("a3")]).toEqual([202, 202, 202]);
    expect(await first.log("a4")).toBe(429);
    // New sessions from the same address: the fifth entry of the address passes, then none.
    const second = browserAt("203.0.113.7");
    await second.login();
    expect(await second.log("b1")).toBe(202);
    const third = browserAt("203.0.113.7");
    await third.login();
    expect(await third.log("d1")).toBe(429);
    const other = browserAt("198.51.100.20");
    await other.login();
    expect(await other.log("c1")).toBe(202);
    const messages = await storedMessages();
    expect(messages.filter((m) => /^[abd]\d$/.test(m))).toEqual(["a1", "a2", "a3", "b1"]);
    expect(messages).toContain("c1");
  });

  it(`[issue 16 #8] an entry larger than ${LOG_ENTRY_MAX_BYTES} bytes is refused with 413; a large one below passes`, async () => {
    const client = browserAt("192.0.2.40");
    await client.login();
    const params = (bytes: number) =>
      Object.fromEntries(Array.from({ length: bytes / 1000 }, (_, i) => [`p${i}`, "x".repeat(990)]));
    expect(await client.log("big", { params: params(LOG_ENTRY_MAX_BYTES + 2000) })).toBe(413);
    expect(await client.log("fits", { params: params(LOG_ENTRY_MAX_BYTES - 4000) })).toBe(202);
    const messages = await storedMessages();
    expect(messages).toContain("fits");
    expect(messages).not.toContain("big");
  });

  it(`[issue 16 #8] entries are deleted after the configured retention (${RETENTION_DAYS} days)`, async () => {
    const client = browserAt("192.0.2.41");
    await client.login();
    expect(await client.log("old")).toBe(202);
    expect(await client.log("recent")).toBe(202);
    await db.query(
      "UPDATE client_logs SET received_at = now() - make_interval(days => $1) WHERE entry->>'message' = 'old'",
      [RETENTION_DAYS + 1],
    );
    await db.query(
      "UPDATE client_logs SET received_at = now() - make_interval(days => $1) WHERE entry->>'message' = 'recent'",
      [RETENTION_DAYS - 1],
    );
    expect(await client.log("new")).toBe(202);
    const messages = await storedMessages();
    expect(messages).not.toContain("old");
    expect(messages).toEqual(expect.arrayContaining(["recent", "new"]));
  });
});
