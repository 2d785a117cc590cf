import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { memoryShop } from "../../adapters/memory/shop";
import { recordingOfLog } from "../../domain/app/recording/recording";
import { PROBLEM_BUNDLE_MAX_BYTES } from "../../domain/problem-report/model";
import { createApp } from "../../server/app";
import type { Db } from "../../server/db/db";
import type { App } from "../../server/http/env";
import { quietLogger } from "../../server/http/logger";
import { demoOperators } from "../../server/seed/operators";
import { loadSeededDb } from "../support/seeded-db";
import { ANNA } from "./client";

const RETENTION_DAYS = 30;
let db: Db;
let app: App;
beforeAll(async () => {
  db = await loadSeededDb(inject("seededDbDump"));
  app = createApp({
    db,
    logger: quietLogger,
    staticDir: "/nonexistent",
    problemReportRetentionSeconds: RETENTION_DAYS * 24 * 60 * 60,
  });
}, 60_000);
afterAll(async () => {
  await db.close();
});

const QA = demoOperators.find((o) => o.role === "qa") ?? (demoOperators[0] as never);
const EDITOR = demoOperators.find((o) => o.role === "editor") ?? (demoOperators[0] as never);

/** A browser: its own cookies (the shopper's and the operator's), requests from one address. */
const browser = (address = "198.51.100.9") => {
  const jar = new Map<string, string>();
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
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
  const form = (path: string, fields: Record<string, string>) =>
    send(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  return {
    jar,
    send,
    json,
    form,
    start: () => send("/api/csrf"),
    operatorLogin: (o: { email: string; password: string }) =>
      form("/qa/login", { email: o.email, password: o.password }),
  };
};

const recording = () => {
  const shop = memoryShop();
  return recordingOfLog(shop.log, { appVersion: "build-42", tenant: "demo", sessionId: "s1", startedAt: 0 });
};
const pack = (value: unknown) => gzipSync(Buffer.from(JSON.stringify(value))).toString("base64");

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: "report",
  description: "Der Warenkorb zeigt 5 statt 3",
  path: "/warenkorb",
  buildId: "build-42",
  cartId: "cart-1",
  recording: pack(recording()),
  ...overrides,
});

const count = async () =>
  (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM problem_reports"))[0]?.n ?? 0;

describe("POST /api/problem-reports (issue 19 #2)", () => {
  it("[issue 19 #2] a report with a recording is stored and answered with a reference number", async () => {
    const b = browser();
    await b.start();
    const before = await count();
    const res = await b.json("/api/problem-reports", report({ orderNumber: "100045" }));
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    expect(reference).toMatch(/^PR-[A-Z2-9]{8}$/);
    expect(await count()).toBe(before + 1);
    const [row] = await db.query<{ kind: string; cart_id: string; order_number: string; build_id: string }>(
      "SELECT kind, cart_id, order_number, build_id FROM problem_reports WHERE reference = $1",
      [reference],
    );
    expect(row).toEqual({ kind: "report", cart_id: "cart-1", order_number: "100045", build_id: "build-42" });
  });

  it("[issue 19 #2] refused uploads answer 400 or 413 with a readable message and store nothing", async () => {
    const b = browser("198.51.100.10");
    await b.start();
    const before = await count();
    const cases: Array<[number, Record<string, unknown>, RegExp]> = [
      [400, { recording: "not base64 at all!" }, /base64/],
      [400, { recording: Buffer.from("plain text, not gzip").toString("base64") }, /gzip/],
      [400, { recording: pack({ hello: "world" }) }, /not a recording/],
      [400, { recording: pack({ ...recording(), format: "someone-else/recording" }) }, /not a recording/],
      [400, { description: "   " }, /description/],
      [400, { kind: "gossip" }, /kind/],
      // Random bytes do not compress: past the compressed cap.
      [413, { recording: Buffer.alloc(PROBLEM_BUNDLE_MAX_BYTES + 4).toString("base64") }, /too large/],
      // A gzip bomb: small compressed, far too large unpacked.
      [413, { recording: gzipSync(Buffer.alloc(40 * 1024 * 1024, 32)).toString("base64") }, /too large/],
    ];
    for (const [status, overrides, message] of cases) {
      const res = await b.json("/api/problem-reports", report(overrides));
      expect({ status: res.status, overrides: Object.keys(overrides) }).toEqual({
        status,
        overrides: Object.keys(overrides),
      });
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it("[issue 19 #2] a body past the general limit is refused with 413 and nothing is stored", async () => {
    const b = browser("198.51.100.11");
    await b.start();
    const before = await count();
    const res = await b.json("/api/problem-reports", report({ description: "x".repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(await count()).toBe(before);
  });
});

describe("the QA inbox behind the operator login (issue 19 #2)", () => {
  it("[issue 19 #2] without an operator login the inbox shows the login form (401) and the recording is refused (401)", async () => {
    const b = browser("198.51.100.20");
    await b.start();
    const uploaded = (await (await b.json("/api/problem-reports", report())).json()) as { reference: string };
    const inbox = await b.send("/qa");
    expect(inbox.status).toBe(401);
    const page = await inbox.text();
    expect(page).toContain("Anmeldung für Mitarbeitende");
    expect(page).not.toContain(uploaded.reference);
    expect((await b.send(`/qa/reports/${uploaded.reference}/recording.json`)).status).toBe(401);
  });

  it("[issue 19 #2] a logged-in customer is no operator: the inbox stays closed", async () => {
    const b = browser("198.51.100.21");
    await b.start();
    expect((await b.json("/api/auth/login", ANNA)).status).toBe(200);
    expect((await b.send("/qa")).status).toBe(401);
    expect(await (await b.send("/api/operator/me")).json()).toEqual({ operator: null });
    // A customer's password is no operator's: the operator login refuses it.
    expect((await b.operatorLogin({ email: ANNA.email, password: ANNA.password })).status).toBe(401);
  });

  it("[issue 19 #2] the QA operator sees reports with their fields, filters, searches, downloads and deletes", async () => {
    const shopper = browser("198.51.100.22");
    await shopper.start();
    const a = (await (
      await shopper.json("/api/problem-reports", report({ description: "Gutschein weg" }))
    ).json()) as {
      reference: string;
    };
    const b = (await (
      await shopper.json(
        "/api/problem-reports",
        report({ kind: "payment", description: "", error: "payment 9001 declined", cartId: "cart-77" }),
      )
    ).json()) as { reference: string };

    const qa = browser("198.51.100.23");
    const login = await qa.operatorLogin(QA);
    expect(login.status).toBe(303);
    expect(qa.jar.has("op_sid")).toBe(true);
    const inbox = await (await qa.send("/qa")).text();
    expect(inbox).toContain(a.reference);
    expect(inbox).toContain(b.reference);
    expect(inbox).toContain("payment 9001 declined");
    expect(inbox).toContain("cart-77");
    expect(inbox).toContain("build-42");
    expect(inbox).toContain(`/devtools/viewer.html?report=${b.reference}&amp;entry=`);

    const payments = await (await qa.send("/qa?kind=payment")).text();
    expect(payments).toContain(b.reference);
    expect(payments).not.toContain(a.reference);
    const searched = await (await qa.send(`/qa?q=${encodeURIComponent("gutschein")}`)).text();
    expect(searched).toContain(a.reference);
    expect(searched).not.toContain(b.reference);
    expect((await qa.send("/qa?kind=nonsense")).status).toBe(400);

    const download = await qa.send(`/qa/reports/${a.reference}/recording.json`);
    expect(download.status).toBe(200);
    expect(((await download.json()) as { format: string; appVersion: string }).appVersion).toBe("build-42");
    expect((await qa.send("/qa/reports/not-a-ref/recording.json")).status).toBe(400);

    expect((await qa.form(`/qa/reports/${a.reference}/delete`, {})).status).toBe(303);
    expect((await qa.send(`/qa/reports/${a.reference}/recording.json`)).status).toBe(404);
    expect(await (await qa.send("/qa")).text()).not.toContain(a.reference);
  });

  it("[issue 19 #2] an editor is an operator without the QA role: 403", async () => {
    const ed = browser("198.51.100.24");
    expect((await ed.operatorLogin(EDITOR)).status).toBe(303);
    expect((await ed.send("/qa")).status).toBe(403);
    expect(await (await ed.send("/api/operator/me")).json()).toEqual({
      operator: { name: EDITOR.name, role: "editor" },
    });
  });

  it("[issue 19 #2] the operator login is throttled like the customers' (429 after 10 failures)", async () => {
    const b = browser("198.51.100.25");
    for (let i = 0; i < 10; i++)
      expect((await b.operatorLogin({ email: QA.email, password: "wrong" })).status).toBe(401);
    const locked = await b.operatorLogin(QA);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    await db.query("DELETE FROM login_failures WHERE account = $1", [`operator:${QA.email}`]);
  });

  it(`[issue 19 #2] reports are deleted after the retention (${RETENTION_DAYS} days)`, async () => {
    const shopper = browser("198.51.100.26");
    await shopper.start();
    const old = (await (await shopper.json("/api/problem-reports", report())).json()) as {
      reference: string;
    };
    const recent = (await (await shopper.json("/api/problem-reports", report())).json()) as {
      reference: string;
    };
    await db.query(
      "UPDATE problem_reports SET received_at = now() - make_interval(days => $1) WHERE reference = $2",
      [RETENTION_DAYS + 1, old.reference],
    );
    await db.query(
      "UPDATE problem_reports SET received_at = now() - make_interval(days => $1) WHERE reference = $2",
      [RETENTION_DAYS - 1, recent.reference],
    );
    expect((await shopper.json("/api/problem-reports", report())).status).toBe(201);
    const left = (await db.query<{ reference: string }>("SELECT reference FROM problem_reports")).map(
      (r) => r.reference,
    );
    expect(left).not.toContain(old.reference);
    expect(left).toContain(recent.reference);
  });
});
