import { Schema } from "effect";
import type { Context } from "hono";
import type { AnyCall } from "../../domain/api/contract";
import { acceptsGzip } from "../http/compress";
import type { App, AppEnv } from "../http/env";
import { type CallRequest, decodeRequest, honoPath, type Type } from "../http/route";
import type { QueryToRecord } from "../search/queries";
import type { CachedAnswer } from "./cache";
import type { DataArea } from "./versions";

/** What a cached call's handler makes: the answer, and for a search the record its queryID names. */
export interface Cacheable<R> {
  readonly answer: R;
  /** Set for answers with a queryID: recorded once; the cached body leaves it out, each request gets its own. */
  readonly query?: QueryToRecord | undefined;
}

export interface CachedRouteOptions {
  /** The data the answer is made from: a write to any of them replaces it. */
  readonly areas: ReadonlyArray<DataArea>;
  /** Headers the answer always carries (e.g. Vary). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Browsers and CDNs may keep a shared answer a minute and serve it a while longer while revalidating. */
const SHARED = "public, max-age=60, stale-while-revalidate=300";
/** An answer with a queryID is this shopper's own: revalidated every time, never kept by a CDN. */
const OWN = "private, no-cache";

const JSON_TYPE = "application/json";

/** If-None-Match as RFC 9110 compares it for GET: weakly, "*" matching any current answer. */
const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  (ifNoneMatch ?? "").split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });

/** The request's path and query as sent: two requests with the same one get the same answer. */
const keyOf = (c: Context<AppEnv>): string => {
  const url = c.req.url;
  return `${c.req.method} ${url.slice(url.indexOf("/", url.indexOf("//") + 2))}`;
};

/** The bytes of a Buffer as the Uint8Array a Response takes, without copying them. */
const bytes = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

/** The cached body with this request's queryID appended as the last member. */
const withQueryId = (body: Buffer, queryID: string): Buffer =>
  Buffer.concat([
    body.subarray(0, body.length - 1),
    Buffer.from(`${body.length > 2 ? "," : ""}"queryID":"${queryID}"}`),
  ]);

/**
 * Registers a GET call whose answer depends on nothing but its URL and the data of `areas` (no
 * session, no cookie, no header): the answer is serialised once and served from the process's
 * read cache (issue 18) until that data changes, with a strong ETag and Cache-Control.
 * Error answers are never cached.
 */
export const cachedRoute = <C extends AnyCall>(
  app: App,
  call: C,
  options: CachedRouteOptions,
  handler: (
    request: CallRequest<C>,
    c: Context<AppEnv>,
  ) => Promise<Cacheable<Type<C["response"]>>> | Cacheable<Type<C["response"]>>,
): void => {
  const { path, params } = honoPath(call.path);
  const encode = Schema.encodeUnknownSync(call.response as Schema.Schema.AnyNoContext);
  app.on(call.method, path, async (c) => {
    const reads = c.get("reads");
    const key = keyOf(c);
    const { hit, stamp } = await reads.lookup(key, options.areas);
    let answer: CachedAnswer | undefined = hit;
    if (!answer) {
      const made = await handler(await decodeRequest(call, params, c), c);
      const encoded = encode(made.answer) as Record<string, unknown>;
      if (made.query) delete encoded.queryID;
      answer = reads.store(key, JSON.stringify(encoded), stamp, made.query);
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) c.header(name, value);
    c.header("ETag", answer.etag);
    c.header("Cache-Control", answer.record ? OWN : SHARED);
    // The shopper's copy (with the queryID it was given) still shows these results: nothing recorded.
    if (matches(c.req.header("if-none-match"), answer.etag)) return c.body(null, 304);
    if (answer.gzip) {
      c.header("Vary", "Accept-Encoding", { append: true });
      if (acceptsGzip(c.req.header("accept-encoding"))) {
        // Another representation of the same answer: a weak tag, as the compress middleware gives it.
        c.header("ETag", `W/${answer.etag}`);
        return c.body(bytes(answer.gzip), 200, {
          "Content-Type": JSON_TYPE,
          "Content-Encoding": "gzip",
        });
      }
    }
    const body = answer.record ? withQueryId(answer.body, reads.queries.queryId(answer.record)) : answer.body;
    return c.body(bytes(body), 200, { "Content-Type": JSON_TYPE });
  });
};

/** A cached call whose answer has no queryID. */
export const sharedRoute = <C extends AnyCall>(
  app: App,
  call: C,
  options: CachedRouteOptions,
  handler: (
    request: CallRequest<C>,
    c: Context<AppEnv>,
  ) => Promise<Type<C["response"]>> | Type<C["response"]>,
): void => cachedRoute(app, call, options, async (request, c) => ({ answer: await handler(request, c) }));
