import { Schema } from "effect";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** The schema of a part a call does not have (no path params, no query, no body). */
export const None = Schema.Struct({});
export type None = typeof None;

type AnySchema = Schema.Schema.AnyNoContext;

/**
 * One call of the API, described once and used by both the client's HTTP adapter and the
 * reference server's route. `path` uses `:name` segments filled from `params`.
 */
export interface ApiCall<
  P extends AnySchema = None,
  Q extends AnySchema = None,
  B extends AnySchema = None,
  R extends AnySchema = AnySchema,
> {
  readonly name: string;
  readonly method: Method;
  readonly path: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  /** Statuses (and meanings) the call is documented to answer besides success. */
  readonly errors: Readonly<Record<number, string>>;
  /** Content calls turn network errors, 502 and 501+ into the 500 'Backend or internet is not available'. */
  readonly content: boolean;
  /** The body is multipart form data rather than JSON. */
  readonly form: boolean;
  /** Success status the server answers with (200 unless stated). */
  readonly status: number;
}

export const defineCall = <
  P extends AnySchema = None,
  Q extends AnySchema = None,
  B extends AnySchema = None,
  R extends AnySchema = AnySchema,
>(def: {
  readonly name: string;
  readonly method: Method;
  readonly path: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  readonly errors?: Readonly<Record<number, string>>;
  readonly content?: boolean;
  readonly form?: boolean;
  readonly status?: number;
}): ApiCall<P, Q, B, R> => ({
  name: def.name,
  method: def.method,
  path: def.path,
  params: (def.params ?? None) as P,
  query: (def.query ?? None) as Q,
  body: (def.body ?? None) as B,
  response: def.response,
  errors: def.errors ?? {},
  content: def.content ?? false,
  form: def.form ?? false,
  status: def.status ?? 200,
});

// biome-ignore lint/suspicious/noExplicitAny: the widest call, used only as a constraint
export type AnyCall = ApiCall<any, any, any, any>;

/** A part whose fields are all optional may be left out. */
type Part<K extends string, S extends AnySchema> =
  Record<never, never> extends Schema.Schema.Type<S>
    ? { readonly [P in K]?: Schema.Schema.Type<S> }
    : { readonly [P in K]: Schema.Schema.Type<S> };
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What a caller passes: only the parts the call has. */
export type CallInput<C extends AnyCall> = Simplify<
  Part<"params", C["params"]> & Part<"query", C["query"]> & Part<"body", C["body"]>
>;
export type CallOutput<C extends AnyCall> = Schema.Schema.Type<C["response"]>;

export const isIdempotent = (method: Method) => method === "GET" || method === "PUT" || method === "DELETE";

/** Fills `:name` segments, URL-encoding each value so any character is safe in a segment. */
export const fillPath = (path: string, params: Readonly<Record<string, unknown>> | undefined): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const v = params?.[key];
    if (v === undefined || v === null || v === "") throw new Error(`${key} must not be null or empty`);
    return encodeURIComponent(String(v));
  });

/** Query values: arrays repeat the key (types[]=a&types[]=b keeps the key as written). */
export const queryString = (query: Readonly<Record<string, unknown>> | undefined): string => {
  if (!query) return "";
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const item of v) sp.append(k, String(item));
    else sp.append(k, String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : "";
};
