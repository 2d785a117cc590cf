import { Schema } from "effect";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ErrorBody } from "../../domain/api/errors";

export interface ErrorDetails {
  readonly code?: string;
  readonly errors?: ReadonlyArray<{ readonly path: string; readonly message: string }>;
  /** Structured details the client acts on (payment errors: { paymentInitiator, code }). */
  readonly data?: unknown;
}

/** Thrown by a handler to answer with an ErrorBody; anything else thrown is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

const errorBody = (status: number, message: string, details: ErrorDetails = {}): ErrorBody =>
  Schema.encodeSync(ErrorBody)({ status, message, ...details });

export const errorResponse = (c: Context, status: number, message: string, details: ErrorDetails = {}) =>
  c.json(errorBody(status, message, details), status as ContentfulStatusCode);

/** Entity tags compare weakly: compression may turn "x" into W/"x". */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (!ifNoneMatch) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || strip(t) === strip(etag));
};
