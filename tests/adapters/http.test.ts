import { Effect, Either, Schema } from "effect";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { makeHttpApi, RETRY_STATUSES } from "../../adapters/http/client";
import { defineCall } from "../../domain/api/contract";
import { ApiError, BACKEND_UNAVAILABLE, ResponseDecodeError } from "../../domain/api/errors";
import { getTenantConfig } from "../../domain/api/shell";
import { Browser } from "../server/client";

/** The adapter against the real reference server on a loopback port, with a cookie-keeping fetch. */
const browser = new Browser();
const baseUrl = inject("serverUrl").replace(/\/$/, "");
let requestCount = 0;
const api = makeHttpApi({
  baseUrl,
  fetch: (input, init) => {
    const url = String(input);
    return browser.fetch(url.slice(baseUrl.length), init ?? {});
  },
  readCookie: (name) => browser.cookies.get(name) ?? null,
  requestId: () => `req-${++requestCount}`,
  maxRetries: 2,
  baseDelayMs: 1,
});

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect));

const Attempted = Schema.Struct({ ok: Schema.Boolean, attempts: Schema.Number });
const statusCall = (method: "GET" | "POST" | "PUT" | "DELETE", content = false) =>
  defineCall({
    name: `test.status.${method}`,
    method,
    path: "/api/test/status/:status",
    params: Schema.Struct({ status: Schema.String }),
    query: Schema.Struct({ key: Schema.String }),
    response: Attempted,
    content,
  });
const attempts = defineCall({
  name: "test.attempts",
  method: "GET",
  path: "/api/test/attempts/:key",
  params: Schema.Struct({ key: Schema.String }),
  response: Schema.Struct({ attempts: Schema.Number }),
});
const Echo = Schema.Struct({
  method: Schema.String,
  headers: Schema.Struct({
    accept: Schema.NullOr(Schema.String),
    "content-type": Schema.NullOr(Schema.String),
    "x-request-id": Schema.NullOr(Schema.String),
    "x-xsrf-token": Schema.NullOr(Schema.String),
  }),
  body: Schema.optional(Schema.Unknown),
});
const echoGet = defineCall({ name: "test.echo", method: "GET", path: "/api/test/echo", response: Echo });
const echoPost = defineCall({
  name: "test.echo.post",
  method: "POST",
  path: "/api/test/echo",
  body: Schema.Struct({ hello: Schema.String }),
  response: Echo,
});

let keyN = 0;
/** Calls a status route once (with the adapter's retries) and returns how often the server saw it. */
const attemptsFor = async (method: "GET" | "POST" | "PUT" | "DELETE", status: number, content = false) => {
  const key = `k${++keyN}-${method}-${status}`;
  const result = await run(
    api.call(statusCall(method, content), { params: { status: String(status) }, query: { key } }),
  );
  const seen = await run(api.call(attempts, { params: { key } }));
  if (Either.isLeft(seen)) throw seen.left;
  return { result, attempts: seen.right.attempts };
};

beforeAll(async () => {
  await browser.csrf();
});

describe("HTTP adapter against the reference server", () => {
  it("[doc1 §7] sends Accept json, a request id and the XSRF header from its cookie; JSON content type only with a body", async () => {
    const get = await run(api.call(echoGet, {}));
    const post = await run(api.call(echoPost, { body: { hello: "welt" } }));
    if (Either.isLeft(get) || Either.isLeft(post)) throw new Error("echo failed");
    const xsrf = browser.cookies.get("XSRF-TOKEN");
    expect(xsrf).toBeTruthy();
    expect(get.right.headers).toMatchObject({
      accept: "application/json",
      "content-type": null,
      "x-xsrf-token": xsrf,
    });
    expect(get.right.headers["x-request-id"]).toMatch(/^req-\d+$/);
    expect(post.right.headers).toMatchObject({ "content-type": "application/json", "x-xsrf-token": xsrf });
    expect(post.right.body).toEqual({ hello: "welt" });
    expect(post.right.headers["x-request-id"]).not.toBe(get.right.headers["x-request-id"]);
  });

  it("[doc1 §7] idempotent methods are retried, boundedly, on exactly 408, 409, 425, 429, 500, 502, 503, 504", async () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      for (const status of RETRY_STATUSES) {
        const { result, attempts: n } = await attemptsFor(method, status);
        expect(n, `${method} ${status}`).toBe(3);
        expect(Either.isLeft(result) && result.left instanceof ApiError && result.left.status).toBe(status);
      }
    }
  });

  it("[doc1 §7] other statuses are not retried", async () => {
    for (const status of [400, 401, 403, 404, 422, 501, 505]) {
      const { result, attempts: n } = await attemptsFor("GET", status);
      expect(n, `GET ${status}`).toBe(1);
      expect(Either.isLeft(result) && result.left instanceof ApiError && result.left.status).toBe(status);
    }
  });

  it("[doc1 §7] POST is never retried, even on a retryable status", async () => {
    for (const status of [500, 503, 429]) {
      const { attempts: n } = await attemptsFor("POST", status);
      expect(n, `POST ${status}`).toBe(1);
    }
  });

  it("[doc1 §7] a successful answer after a retried failure is returned", async () => {
    const { result } = await attemptsFor("GET", 200);
    expect(Either.isRight(result) && result.right).toEqual({ ok: true, attempts: 1 });
  });

  it("[design] a response that does not match its schema is an error naming the failing path", async () => {
    const call = defineCall({
      name: "test.malformed",
      method: "GET",
      path: "/api/test/malformed",
      response: Schema.Struct({ value: Schema.Number }),
    });
    const result = await run(api.call(call, {}));
    expect(Either.isLeft(result)).toBe(true);
    if (Either.isLeft(result)) {
      expect(result.left).toBeInstanceOf(ResponseDecodeError);
      expect(result.left).toMatchObject({ path: "value" });
      expect(result.left.message).toContain("value");
    }
  });

  it("[doc1 §8] on a content call, 502 and statuses from 501 become the 500 'Backend or internet is not available'", async () => {
    for (const status of [501, 502, 503, 505]) {
      const { result } = await attemptsFor("GET", status, true);
      expect(Either.isLeft(result) && result.left).toMatchObject({
        status: 500,
        message: BACKEND_UNAVAILABLE,
      });
    }
    const { result: notFound } = await attemptsFor("GET", 404, true);
    expect(Either.isLeft(notFound) && notFound.left).toMatchObject({ status: 404 });
  });

  it("[doc1 §8] a network error on a content call becomes the 500; elsewhere it is a status-0 error", async () => {
    const drop = (content: boolean) =>
      defineCall({
        name: "test.drop",
        method: "POST",
        path: "/api/test/drop",
        response: Schema.Unknown,
        content,
      });
    const onContent = await run(api.call(drop(true), {}));
    expect(Either.isLeft(onContent) && onContent.left).toMatchObject({
      status: 500,
      message: BACKEND_UNAVAILABLE,
    });
    const elsewhere = await run(api.call(drop(false), {}));
    expect(Either.isLeft(elsewhere) && elsewhere.left).toMatchObject({ status: 0 });
  });

  it("[doc1 §7] a real contract call decodes: the tenant config", async () => {
    const result = await run(api.call(getTenantConfig, { query: {} }));
    expect(Either.isRight(result) && result.right.clientRuntimeConfig.tenant).toBe("demo-markt");
  });

  it("[doc1 §7] a state-changing call without the XSRF cookie is refused with 403", async () => {
    const bare = makeHttpApi({
      baseUrl,
      fetch: globalThis.fetch,
      readCookie: () => null,
      requestId: () => "r",
    });
    const logs = defineCall({
      name: "logs",
      method: "POST",
      path: "/logs",
      body: Schema.Struct({ level: Schema.String, message: Schema.String }),
      response: Schema.Unknown,
    });
    const result = await run(bare.call(logs, { body: { level: "info", message: "x" } }));
    expect(Either.isLeft(result) && result.left).toMatchObject({ status: 403 });
  });
});
