import { describe, expect, inject, it } from "vitest";
import { createApp } from "../../server/app";
import { quietLogger } from "../../server/http/logger";
import { browserFetch } from "../support/in-process";
import { ownTestServer } from "../support/own-server";
import { loadSeededDb } from "../support/seeded-db";
import { ANNA, Browser } from "./client";

// Its own server: the test ages sessions in the database, which no other test file may see.
const server = ownTestServer();

/** Moves the start of Anna's sessions `days` into the past (as if that much time had gone by). */
const age = (days: number) =>
  server.db.query(
    "UPDATE sessions SET created_at = created_at - make_interval(days => $1) WHERE customer_id = $2",
    [days, "C-1001"],
  );

describe("session lifetime", () => {
  it("[issue 16 #7] however active, a session ends 90 days after its login: the customer is asked to log in again", async () => {
    const browser = new Browser(server.url);
    await browser.csrf();
    expect((await browser.login(ANNA.email, ANNA.password)).status).toBe(200);
    await age(89);
    expect((await browser.fetch("/api/customers")).status).toBe(200);
    await age(2);
    const expired = await browser.fetch("/api/customers");
    expect(expired.status).toBe(401);
    // The client's signal to show session.expiredHeadline once.
    expect(browser.cookies.get("sessionExpired")).toBe("1");
  });

  it("[issue 16 #7] a login starts the lifetime again", async () => {
    const browser = new Browser(server.url);
    await browser.csrf();
    expect((await browser.login(ANNA.email, ANNA.password)).status).toBe(200);
    await age(89);
    expect((await browser.login(ANNA.email, ANNA.password)).status).toBe(200);
    // 91 days after the first login, 2 after the second.
    await age(2);
    expect((await browser.fetch("/api/customers")).status).toBe(200);
  });
});

describe("session lifetime, configured", () => {
  it("[issue 16 #7] the absolute lifetime is a setting (SESSION_MAX_DAYS): with 7 days a session ends after 7, not 90", async () => {
    const db = await loadSeededDb(inject("seededDbDump"));
    try {
      const app = createApp({
        db,
        logger: quietLogger,
        staticDir: "/nonexistent",
        sessionMaxSeconds: 7 * 86_400,
      });
      const jar = new Map<string, string>();
      const fetch = browserFetch(app, jar);
      const json = { accept: "application/json", "content-type": "application/json" };
      await fetch("/api/csrf", { headers: json });
      const login = await fetch("/api/auth/login", {
        method: "POST",
        headers: { ...json, "x-xsrf-token": jar.get("XSRF-TOKEN") ?? "" },
        body: JSON.stringify(ANNA),
      });
      expect(login.status).toBe(200);
      const ageBy = (days: number) =>
        db.query("UPDATE sessions SET created_at = created_at - make_interval(days => $1)", [days]);
      await ageBy(6);
      expect((await fetch("/api/customers", { headers: json })).status).toBe(200);
      await ageBy(2);
      expect((await fetch("/api/customers", { headers: json })).status).toBe(401);
      expect(jar.get("sessionExpired")).toBe("1");
    } finally {
      await db.close();
    }
  });
});
