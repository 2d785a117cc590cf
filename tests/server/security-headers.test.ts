import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "../../server/app";
import type { Db } from "../../server/db/db";
import type { App } from "../../server/http/env";
import { quietLogger } from "../../server/http/logger";
import { browserFetch } from "../support/in-process";
import { loadSeededDb } from "../support/seeded-db";
import { ANNA } from "./client";

const INLINE_STYLE = "html{color:#1f2933}body{margin:0}";
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

let db: Db;
let app: App;
beforeAll(async () => {
  db = await loadSeededDb(inject("seededDbDump"));
  const dir = mkdtempSync(join(tmpdir(), "csp-"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html><head><style>${INLINE_STYLE}</style><script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>`,
  );
  mkdirSync(join(dir, "devtools"));
  writeFileSync(
    join(dir, "devtools", "viewer.html"),
    "<!doctype html><html><head><style>body{margin:0}</style></head><body></body></html>",
  );
  // A build's frame page for the recording viewer (scripts/build-info.ts writes one per build).
  mkdirSync(join(dir, "frames"));
  writeFileSync(
    join(dir, "frames", "b1d2e3f4a5c6.html"),
    `<!doctype html><html><head><style>${INLINE_STYLE}</style></head><body><div id="root"></div></body></html>`,
  );
  app = createApp({ db, logger: quietLogger, staticDir: dir, testRoutes: true });
}, 60_000);
afterAll(async () => {
  await db.close();
});

/** The directives of a Content-Security-Policy header, by name. */
const directives = (header: string | null): Map<string, string[]> =>
  new Map(
    (header ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = "", ...values]) => [name, values]),
  );

/** The hosts the demo tenant's content pages embed (server/seed/tenant.ts embedSources). */
const WIDGET_HOST = "https://widgets.demo-markt.example";
const FRAME_HOSTS = ["https://www.openstreetmap.org", "https://www.youtube-nocookie.com"];

const page = (path: string) => app.request(path, { headers: { accept: "text/html" } });

describe("security headers of the shop's pages (issue 16 #4)", () => {
  it("[issue 16 #4] every page has a strict CSP: no inline script, the page's inline style by hash, never framed", async () => {
    for (const path of ["/", "/warenkorb", "/sortiment/obst-gemuese", "/no-such-page", "/index.html"]) {
      const res = await page(path);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      const csp = directives(res.headers.get("content-security-policy"));
      // The demo tenant's job widget host (issue 14), by name; no inline script.
      expect(csp.get("script-src"), path).toEqual(["'self'", WIDGET_HOST]);
      expect(csp.get("frame-src"), path).toEqual(["'self'", ...FRAME_HOSTS]);
      // A named script host may bring its own stylesheet, as the consent script does.
      expect(csp.get("style-src"), path).toEqual(["'self'", sha256(INLINE_STYLE), WIDGET_HOST]);
      expect(csp.get("default-src"), path).toEqual(["'self'"]);
      expect(csp.get("object-src"), path).toEqual(["'none'"]);
      expect(csp.get("base-uri"), path).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy"), path).toContain("camera=()");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("[issue 16 #4] the recording viewer has its own inline style's hash and no third-party host", async () => {
    const res = await page("/devtools/viewer.html");
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("style-src")).toEqual(["'self'", sha256("body{margin:0}")]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("[issue 19 #6] a build's frame page may be framed by this origin's pages only (the recording viewer), and loads no third-party host", async () => {
    const res = await page("/frames/b1d2e3f4a5c6.html");
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    // Only the frame pages: the shop's own page at any path stays unframeable.
    for (const path of ["/", "/frames/", "/frames/missing.html", "/index.html?replay-frame=1"]) {
      const other = await page(path);
      expect(directives(other.headers.get("content-security-policy")).get("frame-ancestors"), path).toEqual([
        "'none'",
      ]);
    }
  });

  it("[issue 16 #4] the consent and tag-manager scripts' hosts from the tenant configuration are allowed by name", async () => {
    await db.query(
      `UPDATE tenants SET runtime_config = runtime_config
         || jsonb_build_object('consentScriptUrl', 'https://cdn.consent.example/scripttemplates/otSDKStub.js')
         || jsonb_build_object('tagManager', jsonb_build_object('id', 'GTM-X', 'scriptUrl', 'https://tags.example/gtm.js'))`,
    );
    try {
      const csp = directives((await page("/")).headers.get("content-security-policy"));
      expect(csp.get("script-src")).toEqual([
        "'self'",
        "https://cdn.consent.example",
        "https://tags.example",
        WIDGET_HOST,
      ]);
      // The viewer loads none of them.
      const viewer = directives((await page("/devtools/viewer.html")).headers.get("content-security-policy"));
      expect(viewer.get("script-src")).toEqual(["'self'"]);
    } finally {
      await db.query(
        `UPDATE tenants SET runtime_config = runtime_config
           || jsonb_build_object('consentScriptUrl', '/consent/banner.js')
           || jsonb_build_object('tagManager', jsonb_build_object('id', 'GTM-DEMO', 'scriptUrl', '/consent/gtm.js'))`,
      );
    }
  });

  it("[issue 14] the hosts content blocks embed are allowed by name: frames in frame-src, widgets in script-src, http never", async () => {
    await db.query(
      `UPDATE tenants SET runtime_config = runtime_config || jsonb_build_object('embedSources', $1::jsonb)`,
      [JSON.stringify({ frames: ["https://maps.example/embed?x=1", "http://plain.example/"], scripts: [] })],
    );
    try {
      const csp = directives((await page("/")).headers.get("content-security-policy"));
      expect(csp.get("frame-src")).toEqual(["'self'", "https://maps.example"]);
      expect(csp.get("script-src")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    } finally {
      await db.query(
        `UPDATE tenants SET runtime_config = runtime_config || jsonb_build_object('embedSources', $1::jsonb)`,
        [JSON.stringify({ frames: FRAME_HOSTS, scripts: [WIDGET_HOST] })],
      );
    }
  });

  it("[issue 16 #4] the development outbox page allows its inline style by hash, nothing inline else", async () => {
    const res = await page("/dev/outbox");
    expect(res.status).toBe(200);
    const body = await res.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(body)?.[1] ?? "";
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp.get("style-src")).toEqual(["'self'", sha256(style)]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("[issue 16 #4] the payment provider's page keeps its own policy, and is never framed either", async () => {
    const res = await page("/psp/pay?checkoutId=x&returnUrl=https://evil.example");
    expect(res.status).toBe(400);
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("security headers of JSON answers (issue 16 #4)", () => {
  it("[issue 16 #4] personal JSON answers are nosniff and no-store, logged in or not, errors too", async () => {
    const jar = new Map<string, string>();
    const fetch = browserFetch(app, jar);
    const json = { accept: "application/json" };
    const guest = await fetch("/api/customers", { headers: json });
    expect(guest.status).toBe(401);
    const csrf = await fetch("/api/csrf", { headers: json });
    const login = await fetch("/api/auth/login", {
      method: "POST",
      headers: { ...json, "content-type": "application/json", "x-xsrf-token": jar.get("XSRF-TOKEN") ?? "" },
      body: JSON.stringify(ANNA),
    });
    expect(login.status).toBe(200);
    const customer = await fetch("/api/customers", { headers: json });
    expect(customer.status).toBe(200);
    const cart = await fetch("/api/carts", { headers: json });
    for (const res of [guest, csrf, login, customer, cart]) {
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(directives(res.headers.get("content-security-policy")).get("frame-ancestors")).toEqual([
        "'none'",
      ]);
    }
  });

  it("an answer that declares its own caching keeps it (the latest build is revalidated)", async () => {
    const res = await app.request("/builds/latest.json");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
