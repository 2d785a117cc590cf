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

  it("/api/test/malformed answers a body that fails a number schema", async () => {
    expect(await (await new Browser().fetch("/api/test/malformed")).json()).toEqual({
      value: "not-a-number",
    });
  });

  it("/api/test/drop closes the connection without an answer", async () => {
    await expect(new Browser().fetch("/api/test/drop")).rejects.toThrow();
  });
});
