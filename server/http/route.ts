import type { Schema } from "effect";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type AnyCall, None } from "../../domain/api/contract";
import { sendJson } from "./compress";
import { decodePart, parseJsonBody, queryObject } from "./decode";
import type { App, AppEnv } from "./env";
import { HttpError } from "./errors";
import { answerEncoder } from "./trusted-values";

export type Type<S> = S extends Schema.Schema.AnyNoContext ? Schema.Schema.Type<S> : never;

export interface CallRequest<C extends AnyCall> {
  readonly params: Type<C["params"]>;
  readonly query: Type<C["query"]>;
  readonly body: Type<C["body"]>;
}

export type CallHandler<C extends AnyCall> = (
  request: CallRequest<C>,
  c: Context<AppEnv>,
) => Type<C["response"]> | Promise<Type<C["response"]>>;

interface PathParam {
  readonly name: string;
  /** Text after the name inside the same segment, e.g. ".json" in ":buildId.json". */
  readonly suffix: string;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Hono reads ":buildId.json" as a param named "buildId.json", so a param followed by a suffix
 * becomes a pattern that requires the suffix; the suffix is cut off again when decoding.
 */
export const honoPath = (path: string): { readonly path: string; readonly params: PathParam[] } => {
  const params: PathParam[] = [];
  const segments = path.split("/").map((segment) => {
    const m = /^:([A-Za-z0-9_]+)(.*)$/.exec(segment);
    if (!m) return segment;
    const name = m[1] ?? "";
    const suffix = m[2] ?? "";
    params.push({ name, suffix });
    return suffix ? `:${name}{[^/]+${escapeRegex(suffix)}}` : `:${name}`;
  });
  return { path: segments.join("/"), params };
};

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType.trim());

const readBody = async (call: AnyCall, c: Context<AppEnv>): Promise<unknown> => {
  if (call.body === None) return {};
  const contentType = c.req.header("content-type");
  if (call.form) {
    if (!contentType?.toLowerCase().startsWith("multipart/form-data")) {
      throw new HttpError(400, "Content-Type must be multipart/form-data", {
        errors: [{ path: "body", message: "expected multipart/form-data" }],
      });
    }
    const form = await c.req.formData();
    const entries = new Map<string, unknown>();
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key);
      entries.set(key, all.length > 1 || key.endsWith("[]") ? all : all[0]);
    }
    return Object.fromEntries(entries);
  }
  if (!isJson(contentType)) {
    throw new HttpError(400, "Content-Type must be application/json", {
      errors: [{ path: "body", message: `expected application/json, got ${contentType ?? "none"}` }],
    });
  }
  return parseJsonBody(await c.req.text());
};

/** The query of a request's URL as an object; a URL without one is not parsed (issue 18: most calls). */
const queryOf = (url: string): Record<string, string | string[]> =>
  url.includes("?") ? queryObject(new URL(url).searchParams) : {};

/** Decodes a request's path params, query and body as the call declares them (400 when they do not fit). */
export const decodeRequest = async <C extends AnyCall>(
  call: C,
  params: ReadonlyArray<PathParam>,
  c: Context<AppEnv>,
): Promise<CallRequest<C>> => {
  const rawParams: Record<string, string> = {};
  for (const p of params) {
    const value = c.req.param(p.name) ?? "";
    rawParams[p.name] = p.suffix ? value.slice(0, -p.suffix.length) : value;
  }
  return {
    params: decodePart("params", call.params, rawParams),
    query: decodePart("query", call.query, queryOf(c.req.url)),
    body: decodePart("body", call.body, await readBody(call, c)),
  } as CallRequest<C>;
};

/**
 * Registers the server side of one API call: decodes the request, runs the handler, encodes the
 * answer. `statusOf` picks the success status from the answer when a call has two (202 or 200).
 */
export const route = <C extends AnyCall>(
  app: App,
  call: C,
  handler: CallHandler<C>,
  statusOf?: (result: Type<C["response"]>) => number,
): void => {
  const { path, params } = honoPath(call.path);
  const encode = answerEncoder(call.response as Schema.Schema.AnyNoContext);
  app.on(call.method, path, async (c) => {
    const result = await handler(await decodeRequest(call, params, c), c);
    if (call.status === 204) return c.body(null, 204);
    const status = statusOf ? statusOf(result) : call.status;
    return sendJson(c, encode(result), status as ContentfulStatusCode);
  });
};
