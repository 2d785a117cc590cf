import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ErrorBody } from "../../domain/api/errors";
import { LogEntry } from "../../domain/api/shell";
import { ANNA, Browser } from "./client";

describe("POST /logs", () => {
  it("[doc1 §8] a client error is stored and answered with 202", async () => {
    const browser = new Browser();
    await browser.csrf();
    const response = await browser.fetch("/logs", {
      method: "POST",
      xsrf: true,
      headers: { "x-request-id": "log-test-1" },
      json: {
        level: "error",
        message: "TypeError: x is undefined",
        stack: "at Cart (cart.tsx:1)",
        path: "/warenkorb",
        status: 500,
        version: "0.1.0",
        timestamp: 1_780_000_000_000,
        params: { sku: "123" },
      },
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ stored: true });
  });

  it("[doc1 §7] the specification's body (error, message; no level) is stored as an error", async () => {
    const browser = new Browser();
    await browser.csrf();
    const response = await browser.fetch("/logs", {
      method: "POST",
      xsrf: true,
      json: { error: "TypeError", message: "x is undefined" },
    });
    expect(response.status).toBe(202);
    expect(Schema.decodeUnknownSync(LogEntry)({ error: "TypeError", message: "x" }).level).toBe("error");
  });

  it("[issue 16 #2] text the database cannot hold (NUL, lone surrogates) is a 400 naming the field, not a 500", async () => {
    const browser = new Browser();
    await browser.csrf();
    for (const message of ["a\u0000b", "b\uD800c"]) {
      const response = await browser.fetch("/logs", {
        method: "POST",
        xsrf: true,
        json: { level: "warn", message },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain("body.message");
    }
  });

  it("[design] an invalid entry is a 400 naming the field", async () => {
    const browser = new Browser();
    await browser.csrf();
    const response = await browser.fetch("/logs", {
      method: "POST",
      xsrf: true,
      json: { level: "fatal", message: "x" },
    });
    expect(response.status).toBe(400);
    const body = Schema.decodeUnknownSync(ErrorBody)(await response.json());
    expect(body.errors?.[0]?.path).toBe("body.level");
  });

  it("more than 100 entries a minute from one session are refused with 429", async () => {
    const browser = new Browser();
    await browser.login(ANNA.email, ANNA.password);
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      const response = await browser.fetch("/logs", {
        method: "POST",
        xsrf: true,
        json: { level: "info", message: `n${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 100).every((s) => s === 202)).toBe(true);
    expect(statuses[100]).toBe(429);
  });
});
