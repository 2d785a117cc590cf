import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import { errorResponse, HttpError } from "./errors";

/** A UTF-16 surrogate without its other half: JSON and JavaScript allow it, UTF-8 (and PostgreSQL) cannot hold it. */
export const LONE_SURROGATE_SOURCE =
  "[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]";
const LONE_SURROGATE = new RegExp(LONE_SURROGATE_SOURCE);

/** Why PostgreSQL could not store this text (it refuses NUL bytes and unpaired surrogates), or undefined. */
const textFault = (text: string): string | undefined => {
  if (text.includes("\u0000")) return "must not contain control characters (a NUL byte)";
  if (LONE_SURROGATE.test(text)) return "must be valid Unicode text (a lone surrogate)";
  return undefined;
};

interface Fault {
  readonly path: string;
  readonly message: string;
}

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * The first string, or object key, under `value` that PostgreSQL could not store, with its path.
 * Only arrays and plain objects are entered (a form's File is not text); JSON bodies are at most
 * 64 levels deep by then (decode.ts), so the recursion is bounded.
 */
const findFault = (value: unknown, path: string): Fault | undefined => {
  if (typeof value === "string") {
    const message = textFault(value);
    return message === undefined ? undefined : { path, message };
  }
  if (typeof value !== "object" || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const fault = findFault(value[i], `${path}.${i}`);
      if (fault) return fault;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyFault = textFault(key);
    if (keyFault !== undefined) return { path, message: `a key ${keyFault}` };
    const fault = findFault(item, `${path}.${key}`);
    if (fault) return fault;
  }
  return undefined;
};

const refusal = (fault: Fault) =>
  new HttpError(400, `Invalid request: ${fault.path}: ${fault.message}`, { errors: [fault] });

/** Throws the 400 for the first string under one decoded request part that could not be stored. */
export const refuseUnsafeText = (part: string, value: unknown): void => {
  const fault = findFault(value, part);
  if (fault) throw refusal(fault);
};

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Escapes of invalid UTF-8 stay as written: they decode to no character at all.
    return segment;
  }
};

/**
 * The URL of every request, before any route reads it: a path segment or query parameter that
 * decodes to a NUL byte is a 400 (query values decode invalid UTF-8 to U+FFFD, so a lone
 * surrogate cannot come through a URL). Headers need no check: HTTP refuses NUL in them, and the
 * cookies the server reads must be well-formed tokens (session/middleware.ts).
 */
export const refuseUnsafeUrl = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const url = new URL(c.req.url);
  let fault = findFault(url.pathname.split("/").map(decodeSegment).join("/"), "path");
  for (const [key, value] of url.searchParams) {
    fault ??= findFault(key, "query") ?? findFault(value, `query.${key}`);
  }
  if (!fault) return next();
  const error = refusal(fault);
  return errorResponse(c, error.status, error.message, error.details);
};
