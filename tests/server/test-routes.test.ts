import { describe, expect, it } from "vitest";
import { Browser } from "./client";

const key = () => `k-${Math.random().toString(36).slice(2)}`;

describe("test-only routes (ENABLE_TEST_ROUTES=1)", () => {
  it("/api/test/status/:status answers that status and counts attempts per key", async () => {
    const k = key();
    const browser = new Browser();
    const fail = await browser.fetch(`/api/test/status/503?key=${k}`, { method: "POST" });
    expect(fail.status).toBe(503);
    expect(await fail.json()).toMatchObject({ status: 503 });
    const ok = await browser.fetch(`/api/test/status/200?key=${k}`);
    expect(await ok.json()).toEqual({ ok: true, attempts: 2 });
    expect(await (await browser.fetch(`/api/test/attempts/${k}`)).json()).toEqual({ attempts: 2 });
  });

  it("/api/test/echo shows what was sent", async () => {
    const browser = new Browser();
    await browser.csrf();
    const response = await browser.fetch("/api/test/echo", {
      method: "POST",
      xsrf: true,
      headers: { "x-request-id": "echo-1" },
      json: { a: 1 },
    });
    const echo = (await response.json()) as Record<string, unknown>;
    expect(echo).toMatchObject({
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json", "x-request-id": "echo-1" },
      body: { a: 1 },
    });
    expect(Object.keys(echo.cookies as object)).toContain("XSRF-TOKEN");
  });

  it("/api/test/content-pages puts a test-only CMS page under /test/, and refuses anything else", async () => {
    const browser = new Browser();
    const page = { slug: "test/probe", title: "Probe", blocks: [] };
    const put = (path: string, json: unknown) =>
      browser.fetch(`/api/test/content-pages?path=${encodeURIComponent(path)}`, { method: "PUT", json });
    expect((await put("/test/probe", page)).status).toBe(204);
    const served = await browser.fetch(`/api/content/pages?path=${encodeURIComponent("/test/probe")}`);
    expect(await served.json()).toEqual(page);
    expect((await put("/hilfe", page)).status).toBe(400);
    expect((await put("/test/probe", { title: 1 })).status).toBe(400);
  });

  it("/api/test/malformed answers a body that fails a number schema", async () => {
    expect(await (await new Browser().fetch("/api/test/malformed")).json()).toEqual({
      value: "not-a-number",
    });
  });

  it("/api/test/drop closes the connection without an answer", async () => {
    await expect(new Browser().fetch("/api/test/drop")).rejects.toThrow();
  });
});
