import { Duration, Effect, FiberRef, ParseResult, Schema } from "effect";
import {
  type AnyCall,
  type CallInput,
  type CallOutput,
  fillPath,
  isIdempotent,
  queryString,
} from "../../domain/api/contract";
import { ApiError, type ApiFailure, BACKEND_UNAVAILABLE, ResponseDecodeError } from "../../domain/api/errors";
import { CallMetaRef } from "../../domain/core/ports";
import type { ApiPort } from "../../domain/ports/api";

/** Statuses worth another try for an idempotent call (document 1 §7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
const REQUEST_ID_HEADER = "X-Request-Id";

export interface HttpOptions {
  /** "" for same origin. */
  readonly baseUrl: string;
  readonly fetch: typeof globalThis.fetch;
  readonly readCookie: (name: string) => string | null;
  readonly requestId: () => string;
  /** Retries after the first attempt; backoff doubles from baseDelayMs. */
  readonly maxRetries?: number;
  readonly baseDelayMs?: number;
  readonly timeoutMs?: number;
}

type Attempt =
  | { readonly kind: "response"; readonly status: number; readonly text: string }
  | { readonly kind: "network"; readonly message: string };

const firstIssuePath = (error: ParseResult.ParseError): { path: string; message: string } => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error);
  const first = issues[0];
  if (!first) return { path: "", message: error.message };
  return { path: first.path.map(String).join(".") || "(root)", message: first.message };
};

const parseJson = (text: string): unknown => {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * The one HTTP client of the app: credentials, Accept, request id, XSRF header from its cookie,
 * JSON unless form data; bounded retries of idempotent calls on retryable statuses; responses
 * decoded with the call's schema.
 */
export const makeHttpApi = (options: HttpOptions): ApiPort => {
  const maxRetries = options.maxRetries ?? 2;
  const baseDelayMs = options.baseDelayMs ?? 150;
  const timeoutMs = options.timeoutMs ?? 30_000;

  const send = (url: string, init: RequestInit): Effect.Effect<Attempt> =>
    Effect.async<Attempt>((resume, signal) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      signal.addEventListener("abort", () => controller.abort());
      options
        .fetch(url, { ...init, signal: controller.signal })
        .then(async (res) =>
          resume(Effect.succeed({ kind: "response", status: res.status, text: await res.text() })),
        )
        .catch((e: unknown) =>
          resume(Effect.succeed({ kind: "network", message: e instanceof Error ? e.message : String(e) })),
        )
        .finally(() => clearTimeout(timer));
    });

  const call = <C extends AnyCall>(c: C, input: CallInput<C>): Effect.Effect<CallOutput<C>, ApiFailure> =>
    Effect.gen(function* () {
      const parts = input as { params?: unknown; query?: unknown; body?: unknown };
      const encode = (schema: Schema.Schema.AnyNoContext, value: unknown) =>
        Schema.encodeUnknown(schema)(value ?? {}).pipe(
          Effect.mapError(
            (e) =>
              new ApiError({
                call: c.name,
                status: 400,
                message: `invalid request: ${firstIssuePath(e).path}: ${firstIssuePath(e).message}`,
              }),
          ),
        );
      const params = (yield* encode(c.params, parts.params)) as Record<string, unknown>;
      const query = (yield* encode(c.query, parts.query)) as Record<string, unknown>;
      const path = yield* Effect.try({
        try: () => fillPath(c.path, params),
        catch: (e) =>
          new ApiError({ call: c.name, status: 400, message: e instanceof Error ? e.message : String(e) }),
      });
      const url = `${options.baseUrl}${path}${queryString(query)}`;
      const headers: Record<string, string> = { Accept: "application/json" };
      let body: BodyInit | undefined;
      if (parts.body !== undefined) {
        if (c.form && parts.body instanceof FormData) body = parts.body;
        else {
          body = JSON.stringify(yield* encode(c.body, parts.body));
          headers["Content-Type"] = "application/json";
        }
      }
      const retryable = isIdempotent(c.method);
      let attempt = 0;
      for (;;) {
        const requestId = options.requestId();
        const xsrf = options.readCookie(XSRF_COOKIE);
        const h = { ...headers, [REQUEST_ID_HEADER]: requestId, ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}) };
        const result = yield* send(url, { method: c.method, headers: h, body, credentials: "include" });
        const status = result.kind === "response" ? result.status : 0;
        // The status and request id of the last attempt enter the call's log entry (issue 19 #6).
        const meta = yield* FiberRef.get(CallMetaRef);
        if (meta !== null) {
          meta.status = status;
          meta.requestId = requestId;
        }
        if (retryable && RETRY_STATUSES.has(status) && attempt < maxRetries) {
          yield* Effect.sleep(Duration.millis(baseDelayMs * 2 ** attempt));
          attempt += 1;
          continue;
        }
        if (result.kind === "network" || status === 502 || status >= 501) {
          if (c.content)
            return yield* new ApiError({
              call: c.name,
              status: 500,
              message: BACKEND_UNAVAILABLE,
              requestId,
            });
        }
        if (result.kind === "network") {
          return yield* new ApiError({
            call: c.name,
            status: 0,
            message: `network error: ${result.message}`,
            requestId,
          });
        }
        const json = parseJson(result.text);
        if (status < 200 || status >= 300) {
          const b = json && typeof json === "object" ? (json as { message?: unknown; code?: unknown }) : {};
          return yield* new ApiError({
            call: c.name,
            status,
            message: typeof b.message === "string" ? b.message : `HTTP ${status}`,
            code: b.code === undefined ? undefined : String(b.code),
            requestId,
            body: json,
          });
        }
        return yield* Schema.decodeUnknown(c.response)(json).pipe(
          Effect.mapError((e) => {
            const issue = firstIssuePath(e);
            return new ResponseDecodeError({
              call: c.name,
              path: issue.path,
              message: `${c.name}: response does not match at ${issue.path}: ${issue.message}`,
            });
          }),
        ) as Effect.Effect<CallOutput<C>, ResponseDecodeError>;
      }
    });

  return { call };
};
