import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { Lru } from "../read-cache/lru";
import { answerJson } from "./json-fragments";

const gzipAsync = promisify(gzip);

/** Smaller answers cost more to compress than they save on the wire. */
const THRESHOLD = 1024;
/**
 * Answers kept compressed by their ETag (files, pages) are compressed once: a middle level, most of
 * the saving of the default 6 for JSON at a fraction of its CPU.
 */
const KEPT_LEVEL = 4;
/**
 * Answers made for one request (a cart) are compressed on every call (issue 18): level 2 took less
 * than half the time of 4 on a 25-line cart answer (37 kB: 60 µs against 137 µs) for 6 % more
 * bytes (4.8 kB against 4.5 kB); nginx's default is 1.
 */
const PER_REQUEST_LEVEL = 2;
/**
 * Bodies up to this size are compressed on the event loop: for a few kB, zlib's thread pool costs
 * more main-thread time (a stream and a handle per call, ~100 µs) than compressing (~30 µs).
 */
const SYNC_MAX_BYTES = 256 * 1024;
/** Compressed copies of answers with a strong ETag (static files, pages): the same bytes every time. */
const BY_ETAG_MAX_BYTES = 16 * 1024 * 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** gzip is acceptable unless the client gave it q=0 (or only "identity"). */
export const acceptsGzip = (acceptEncoding: string | undefined): boolean =>
  (acceptEncoding ?? "").split(",").some((part) => {
    const [coding = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    return (coding === "gzip" || coding === "*") && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });

const byEtag = new Lru<{ readonly gzip: Uint8Array<ArrayBuffer>; readonly bytes: number }>(BY_ETAG_MAX_BYTES);

const gzipped = async (
  body: Uint8Array,
  strongEtag: string | undefined,
): Promise<Uint8Array<ArrayBuffer>> => {
  const kept = strongEtag ? byEtag.get(strongEtag)?.gzip : undefined;
  if (kept) return kept;
  const level = strongEtag ? KEPT_LEVEL : PER_REQUEST_LEVEL;
  const buffer = body.length <= SYNC_MAX_BYTES ? gzipSync(body, { level }) : await gzipAsync(body, { level });
  const out = new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
  if (strongEtag) byEtag.set(strongEtag, { gzip: out, bytes: out.byteLength + strongEtag.length });
  return out;
};

interface Plain {
  readonly body: Uint8Array;
  /** The ETag that names exactly these bytes (a file's, a page's): its gzipped copy may be kept. */
  readonly etag: string | undefined;
  /** The body gzipped, once made (by gzipOfBody or compressAnswers). */
  gzip?: Uint8Array<ArrayBuffer>;
}

/** The plain bytes of answers made by sendBody: the middleware and the replay guard read them here, not through a stream. */
const plainBodies = new WeakMap<Response, Plain>();

/** The bytes a sendBody answer was made from (undefined for any other answer). */
export const plainBodyOf = (response: Response): Uint8Array | undefined => plainBodies.get(response)?.body;

/**
 * A sendBody answer's body gzipped, when it is large enough to be compressed on the way out: made
 * once, and the same bytes compressAnswers sends (the replay guard keeps these).
 */
export const gzipOfBody = async (response: Response): Promise<Uint8Array | undefined> => {
  const plain = plainBodies.get(response);
  if (!plain || plain.body.length < THRESHOLD) return undefined;
  plain.gzip ??= await gzipped(plain.body, plain.etag);
  return plain.gzip;
};

/**
 * Sends a compressible body as it is; compressAnswers gzips it on the way out when it is worth it
 * and the client takes it (issue 18), from the bytes kept here rather than by reading the answer back.
 */
export const sendBody = (
  c: Context,
  body: Uint8Array,
  contentType: string,
  status: ContentfulStatusCode = 200,
  etag?: string,
): Response => {
  if (etag !== undefined) c.header("ETag", etag);
  c.header("Vary", "Accept-Encoding", { append: true });
  const response = c.body(body as Uint8Array<ArrayBuffer>, status, { "Content-Type": contentType });
  plainBodies.set(response, { body, etag: etag !== undefined && !etag.startsWith("W/") ? etag : undefined });
  return response;
};

/** A JSON answer through sendBody (with the kept JSON texts of unchanging values, ./json-fragments). */
export const sendJson = (c: Context, value: unknown, status: ContentfulStatusCode = 200): Response =>
  sendBody(c, answerJson(value), "application/json", status);

/**
 * gzip for every compressible answer of 1 kB or more that the client takes (issue 18). Unlike Hono's
 * compress middleware, which pipes every answer, however small, through a CompressionStream, the
 * body is compressed whole and sent in one write with its length: the stream cost a header flush,
 * a chunked body and web-stream overhead per request. A strong ETag becomes weak on the gzipped
 * copy (RFC 9110), and that copy is kept for the next request. Answers already encoded (the read
 * cache's gzip copies), partial and no-transform ones pass as they are.
 */
export const compressAnswers = (): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  const kept = plainBodies.get(res);
  const plain = kept?.body;
  // The common case, a small answer of sendBody's, is decided without touching its headers.
  if (plain !== undefined && (plain.length < THRESHOLD || !acceptsGzip(c.req.header("Accept-Encoding"))))
    return;
  // Not res.body: reading it turns Hono's light answer into a stream (no single write any more).
  if (
    res.status === 206 ||
    res.status === 204 ||
    res.status === 304 ||
    res.headers.has("Content-Encoding") ||
    res.headers.has("Transfer-Encoding") ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("Content-Type") ?? "") ||
    NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")
  )
    return;
  const vary = res.headers.get("Vary");
  if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
    res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  if (!acceptsGzip(c.req.header("Accept-Encoding"))) return;
  if (Number(res.headers.get("Content-Length") ?? Number.NaN) < THRESHOLD) return;
  if (plain === undefined && !res.body) return;
  const body = plain ?? new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  if (body.length >= THRESHOLD) {
    const etag = headers.get("ETag");
    const strong = etag !== null && !etag.startsWith("W/") ? etag : undefined;
    // Kept by ETag only when the tag names these very bytes: a search's tag leaves out its queryID.
    const zipped =
      kept?.gzip ??
      (await gzipped(body, kept?.etag !== undefined && kept.etag === strong ? strong : undefined));
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(zipped.byteLength));
    if (strong) headers.set("ETag", `W/${strong}`);
    // No statusText: reading it makes @hono/node-server build the whole web Response it spares (and
    // the server writes the status's standard reason phrase whatever it is).
    return replace(c, new Response(zipped, { status: res.status, headers }));
  }
  // The body was read to be measured: the answer is made again from it, unchanged.
  headers.set("Content-Length", String(body.byteLength));
  replace(
    c,
    new Response(body as Uint8Array<ArrayBuffer>, {
      status: res.status,
      headers,
    }),
  );
};

/**
 * Cleared first: assigning over an answer makes Hono rebuild the new one around a stream of its
 * body and merge the old headers back in, the per-request stream this avoids.
 */
const replace = (c: Context, response: Response) => {
  c.res = undefined;
  c.res = response;
};
