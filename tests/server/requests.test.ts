import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ErrorBody } from "../../domain/api/errors";
import { demoRuntimeConfig } from "../../server/seed/tenant";
import { Browser } from "./client";

const algolia = {
  "x-algolia-application-id": demoRuntimeConfig.searchInsights.appId,
  "x-algolia-api-key": demoRuntimeConfig.searchInsights.apiKey ?? "",
};

const errorOf = async (response: Response) => Schema.decodeUnknownSync(ErrorBody)(await response.json());

describe("request validation", () => {
  it("[design] a malformed JSON body is a 400 with a readable message", async () => {
    const browser = new Browser();
    await browser.csrf();
    const response = await browser.fetch("/api/auth/login", {
      method: "POST",
      xsrf: true,
      headers: { "content-type": "application/json" },
      body: '{"email": "anna@example.com", "password": ',
    });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.message).toMatch(/^Malformed JSON body/);
    expect(body.errors?.[0]?.path).toBe("body");
  });

  it("[design] a body that is not JSON by content type is a 400", async () => {
    const browser = new Browser();
    await browser.csrf();
    const response = await browser.fetch("/api/auth/login", {
      method: "POST",
      xsrf: true,
      headers: { "content-type": "text/plain" },
      body: "email=a&password=b",
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain("application/json");
  });

  it("[design] a body of the wrong shape is a 400 naming each field", async () => {
    const browser = new Browser();
    await browser.csrf();
    const response = await browser.fetch("/api/auth/login", {
      method: "POST",
      xsrf: true,
      json: { email: 42 },
    });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.errors?.map((e) => e.path).sort()).toEqual(["body.email", "body.password"]);
    expect(body.message).toContain("body.email");
  });

  it("a JSON body that is not an object is a 400, not a 500", async () => {
    const browser = new Browser();
    await browser.csrf();
    for (const raw of ["null", "[]", '"text"', "123"]) {
      const response = await browser.fetch("/api/auth/login", {
        method: "POST",
        xsrf: true,
        headers: { "content-type": "application/json" },
        body: raw,
      });
      expect(response.status, raw).toBe(400);
    }
  });

  it("[issue 16 #1] deeply nested JSON is a 400 with a message, never a 500 (login, logs, cart, insights)", async () => {
    const browser = new Browser();
    await browser.csrf();
    const routes = ["/api/auth/login", "/logs", "/api/carts/items", "/api/insights/events"];
    for (const depth of [100, 3_000, 20_000])
      for (const [open, close] of [
        ["[", "]"],
        ['{"a":', "}"],
      ] as const)
        for (const path of routes) {
          const response = await browser.fetch(path, {
            method: "POST",
            xsrf: true,
            // The insights collector checks Algolia's credential headers before the body.
            headers: { "content-type": "application/json", ...algolia },
            body: `${open.repeat(depth)}1${close.repeat(depth)}`,
          });
          expect(response.status, `${path} at depth ${depth}`).toBe(400);
          expect((await errorOf(response)).message).toMatch(/nested more than \d+ levels deep/);
        }
    // Brackets inside strings are text, not nesting.
    const text = await browser.fetch("/logs", {
      method: "POST",
      xsrf: true,
      json: { message: "[".repeat(500) },
    });
    expect(text.status).toBe(202);
  });

  it("a body over 1 MB is refused with 413", async () => {
    const browser = new Browser();
    await browser.csrf();
    const response = await browser.fetch("/logs", {
      method: "POST",
      xsrf: true,
      json: { level: "info", message: "x".repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).status).toBe(413);
  });

  it("an unknown /api path is a JSON 404, not the app", async () => {
    const browser = new Browser();
    await browser.csrf();
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await browser.fetch("/api/does-not-exist", {
        method,
        xsrf: true,
        headers: { accept: "text/html" },
      });
      expect(response.status, method).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect((await errorOf(response)).status).toBe(404);
    }
  });

  it("every answer carries the request id the client sent", async () => {
    const response = await new Browser().fetch("/tenant/config", { headers: { "x-request-id": "req-123" } });
    expect(response.headers.get("x-request-id")).toBe("req-123");
  });
});
