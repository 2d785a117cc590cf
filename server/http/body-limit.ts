import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Hono's bodyLimit with the same answers, without its cost on every request (issue 18): it reads
 * `c.req.raw.body`, which makes @hono/node-server build a whole web Request (headers, abort signal,
 * body stream) even for a GET, and the body is then read through that stream instead of at once.
 * A GET or HEAD has no body here (node-server gives them none), and a body with a Content-Length
 * is exactly that long (Node's HTTP parser holds it to it): only a chunked body is counted as it
 * streams in, by bodyLimit itself.
 */
export const limitBody = (
  maxSize: number,
  onError: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler => {
  const streamed = bodyLimit({ maxSize, onError });
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return streamed(c, next);
    return Number.parseInt(length, 10) > maxSize ? Promise.resolve(onError(c)) : next();
  };
};
