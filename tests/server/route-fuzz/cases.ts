import { Arbitrary, Either, FastCheck as fc, Schema } from "effect";
import { type AnyCall, None } from "../../../domain/api/contract";
import { contentTypes, hostileStrings, hostileValue, rawBodies, rawSegments } from "./hostile";

/** One request of the fuzzer, as it goes on the wire. */
export interface FuzzRequest {
  readonly method: string;
  /** Path and query, as written (segments already escaped or deliberately not). */
  readonly url: string;
  readonly contentType?: string | undefined;
  readonly body?: string | undefined;
  /** Send the X-XSRF-TOKEN header (else the guard's 403 is what is tested). */
  readonly xsrf: boolean;
  readonly as: "anonymous" | "customer";
  /** What kind of case this is, for the report of a failure. */
  readonly label: string;
}

type AnySchema = Schema.Schema.AnyNoContext;

/** Values of the schema's type, in their wire form (Arbitrary.make gives the decoded side). */
const encodedArbitrary = (schema: AnySchema): fc.Arbitrary<unknown> => {
  const encode = Schema.encodeUnknownEither(schema);
  return Arbitrary.make(schema).map((value) => {
    const encoded = encode(value);
    return Either.isRight(encoded) ? encoded.right : value;
  });
};

const fieldNames = (schema: AnySchema): string[] =>
  "fields" in schema && typeof schema.fields === "object" && schema.fields !== null
    ? Object.keys(schema.fields)
    : [];

const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? "");

/** encodeURIComponent, except for a lone surrogate (it throws): then the UTF-8 escape it would have, which decodes to nothing. */
const escapeSegment = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
};

const escapeQuery = (value: string): string => escapeSegment(value).replace(/%20/g, "+");

const asText = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);

/** A param as sent: the valid one, a hostile text escaped, or a raw escape sequence. */
type ParamChoice =
  | { readonly kind: "valid" }
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "raw"; readonly raw: string };

const paramChoice: fc.Arbitrary<ParamChoice> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<ParamChoice>({ kind: "valid" }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...hostileStrings).map((text): ParamChoice => ({ kind: "text", text })),
  },
  { weight: 1, arbitrary: fc.constantFrom(...rawSegments).map((raw): ParamChoice => ({ kind: "raw", raw })) },
);

const fillPath = (path: string, valid: unknown, choices: ReadonlyArray<ParamChoice>): string => {
  let i = 0;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const choice = choices[i++] ?? { kind: "valid" };
    if (choice.kind === "raw") return choice.raw;
    if (choice.kind === "text") return escapeSegment(choice.text);
    const value = (valid as Record<string, unknown> | undefined)?.[name];
    return escapeSegment(value === undefined ? "x" : asText(value));
  });
};

const queryText = (entries: ReadonlyArray<readonly [string, string]>): string =>
  entries.length === 0 ? "" : `?${entries.map(([k, v]) => `${escapeQuery(k)}=${escapeQuery(v)}`).join("&")}`;

const queryEntries = (query: unknown): Array<[string, string]> => {
  const entries: Array<[string, string]> = [];
  if (typeof query !== "object" || query === null) return entries;
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) entries.push([key, asText(item)]);
    else entries.push([key, asText(value)]);
  }
  return entries;
};

/** Every path to a value inside `value` (at most `limit`), the root included. */
const pathsIn = (value: unknown, limit = 200): Array<Array<string | number>> => {
  const out: Array<Array<string | number>> = [];
  const walk = (v: unknown, at: Array<string | number>) => {
    if (out.length >= limit) return;
    out.push(at);
    if (Array.isArray(v)) for (const [i, item] of v.entries()) walk(item, [...at, i]);
    else if (typeof v === "object" && v !== null)
      for (const [k, item] of Object.entries(v)) walk(item, [...at, k]);
  };
  walk(value, []);
  return out;
};

type Edit = "keep" | "replace" | "drop" | "extra";

/** The body with one edit at one of its paths: a value replaced, a field dropped, a field added. */
const edited = (body: unknown, edit: Edit, pick: number, value: unknown, extraKey: string): unknown => {
  if (edit === "keep") return body;
  const copy: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const paths = pathsIn(copy);
  const path = paths[pick % paths.length] ?? [];
  if (path.length === 0)
    return edit === "replace"
      ? value
      : edit === "extra"
        ? { ...(copy as object), [extraKey]: value }
        : undefined;
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (edit === "replace") parent[last] = value;
  else if (edit === "drop") {
    if (Array.isArray(parent) && typeof last === "number") parent.splice(last, 1);
    else delete parent[last];
  } else {
    const target = parent[last];
    if (typeof target === "object" && target !== null && !Array.isArray(target))
      Object.defineProperty(target, extraKey, {
        value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    else parent[last] = value;
  }
  return copy;
};

/** The contract's methods and a few it never uses: each route is also called with the others. */
const METHODS: ReadonlyArray<string> = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"];

/** What each top-level body field is set to once: text the database cannot hold, too long, of the wrong type. */
const FIELD_VALUES: ReadonlyArray<unknown> = [
  "\u0000",
  "x\ud800",
  "x".repeat(10_000),
  "' OR 1=1 --",
  null,
  -1,
  1e308,
  [],
  {},
];

/** Random requests to one call, made from its schemas: valid ones, and ones broken in one or a few places. */
export const fuzzRequests = (call: AnyCall): fc.Arbitrary<FuzzRequest> => {
  const params = pathParamNames(call.path);
  const queryFields = fieldNames(call.query);
  // GET cannot carry a body (fetch refuses one); a call without a body schema reads none.
  const hasBody = call.body !== None && call.method !== "GET";
  return fc
    .record({
      params: encodedArbitrary(call.params),
      paramChoices: fc.array(paramChoice, { minLength: params.length, maxLength: params.length }),
      query: encodedArbitrary(call.query),
      queryEdits: fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(...(queryFields.length > 0 ? queryFields : ["q"])),
            fc.constantFrom("__proto__", "x", ""),
          ),
          fc.oneof(fc.constantFrom(...hostileStrings), fc.string({ maxLength: 20 })),
        ),
        { maxLength: 2 },
      ),
      body: encodedArbitrary(call.body),
      edits: fc.array(
        fc.record({
          edit: fc.constantFrom<Edit>("keep", "replace", "drop", "extra"),
          pick: fc.nat(),
          value: hostileValue,
          key: fc.oneof(fc.constantFrom(...hostileStrings.slice(0, 8)), fc.string({ maxLength: 10 })),
        }),
        { maxLength: 3 },
      ),
      contentType: fc.oneof(
        { weight: 8, arbitrary: fc.constant<string | undefined>("application/json") },
        { weight: 1, arbitrary: fc.constantFrom(...contentTypes) },
      ),
      xsrf: fc.oneof(
        { weight: 9, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      as: fc.constantFrom<"anonymous" | "customer">("anonymous", "customer"),
    })
    .map((c): FuzzRequest => {
      const body = c.edits.reduce<unknown>((b, e) => edited(b, e.edit, e.pick, e.value, e.key), c.body);
      const url =
        fillPath(call.path, c.params, c.paramChoices) +
        queryText([...queryEntries(c.query), ...c.queryEdits]);
      const label = [
        c.paramChoices.some((p) => p.kind !== "valid") ? "hostile path" : "",
        c.queryEdits.length > 0 ? "hostile query" : "",
        c.edits
          .filter((e) => e.edit !== "keep")
          .map((e) => e.edit)
          .join("+"),
      ]
        .filter(Boolean)
        .join(", ");
      return {
        method: call.method,
        url,
        contentType: hasBody ? c.contentType : undefined,
        body: hasBody && body !== undefined ? JSON.stringify(body) : undefined,
        xsrf: c.xsrf,
        as: c.as,
        label: label || "valid",
      };
    });
};

/**
 * The cases every call gets once, whatever the random ones: each raw body (malformed, deep, 1 MB,
 * 20 MB), each param and query field as NUL, lone surrogate and 10,000 characters, and the other
 * methods on its path.
 */
export const fixedRequests = (call: AnyCall, seed: number): FuzzRequest[] => {
  const [validParams] = fc.sample(encodedArbitrary(call.params), { numRuns: 1, seed });
  const [validQuery] = fc.sample(encodedArbitrary(call.query), { numRuns: 1, seed });
  const params = pathParamNames(call.path);
  const validPath = fillPath(call.path, validParams, []);
  const query = queryText(queryEntries(validQuery));
  const hasBody = call.body !== None && call.method !== "GET";
  const [validBody] = hasBody ? fc.sample(encodedArbitrary(call.body), { numRuns: 1, seed }) : [undefined];
  // A hostile param or query value comes with a valid body, so that it gets past the body's check.
  const base = {
    method: call.method,
    xsrf: true,
    as: "customer" as const,
    ...(hasBody ? { contentType: "application/json", body: JSON.stringify(validBody ?? {}) } : {}),
  };
  const out: FuzzRequest[] = [];
  if (call.method !== "GET")
    for (const raw of rawBodies())
      out.push({
        ...base,
        url: validPath + query,
        contentType: "application/json",
        body: raw.text,
        label: `raw body: ${raw.name}`,
      });
  for (const text of ["\u0000", "\ud800", "x".repeat(10_000), "' OR 1=1 --", "<svg onload=alert(1)>"]) {
    for (const [i, name] of params.entries())
      out.push({
        ...base,
        url:
          fillPath(
            call.path,
            validParams,
            params.map((_, j) => (i === j ? { kind: "text", text } : { kind: "valid" })),
          ) + query,
        label: `param ${name} = ${JSON.stringify(text.slice(0, 20))}`,
      });
    for (const field of fieldNames(call.query))
      out.push({
        ...base,
        url: validPath + queryText([...queryEntries(validQuery).filter(([k]) => k !== field), [field, text]]),
        label: `query ${field} = ${JSON.stringify(text.slice(0, 20))}`,
      });
  }
  if (hasBody) {
    const valid =
      typeof validBody === "object" && validBody !== null ? (validBody as Record<string, unknown>) : {};
    const bodyCase = (body: unknown, label: string): FuzzRequest => ({
      ...base,
      url: validPath + query,
      contentType: "application/json",
      body: JSON.stringify(body),
      label,
    });
    out.push(bodyCase(valid, "valid body"));
    for (const field of fieldNames(call.body)) {
      const { [field]: _dropped, ...rest } = valid;
      out.push(bodyCase(rest, `body without ${field}`));
      for (const value of FIELD_VALUES)
        out.push(
          bodyCase({ ...valid, [field]: value }, `body.${field} = ${JSON.stringify(value).slice(0, 20)}`),
        );
    }
    const extra = { ...valid, unexpected: "<b>extra</b>" };
    // An own "__proto__" key, as JSON.parse makes one: it must stay data, not become the prototype.
    Object.defineProperty(extra, "__proto__", { value: { admin: true }, enumerable: true });
    out.push(bodyCase(extra, "extra fields"));
  }
  for (const method of METHODS.filter((m) => m !== call.method))
    out.push({
      method,
      url: validPath + query,
      xsrf: true,
      as: "customer",
      ...(method === "GET" || method === "HEAD" ? {} : { contentType: "application/json", body: "{}" }),
      label: `method ${method}`,
    });
  return out;
};

/**
 * Routes outside the contract that read the URL (media, catalogue images, the payment provider's
 * page, a shop page): each with hostile text in its one variable segment or query value.
 */
export const otherRouteRequests = (): FuzzRequest[] => {
  const templates = [
    "/media/{}.svg",
    "/media/products/{}.svg",
    "/media/categories/{}.svg",
    "/psp/pay?checkoutId={}&returnUrl=%2Fcheckout",
    "/psp/pay?checkoutId=x&returnUrl={}",
    "/products/{}",
    "/{}",
  ];
  const texts = [...hostileStrings.map(escapeSegment), ...rawSegments];
  return templates.flatMap((template) =>
    texts.map(
      (text): FuzzRequest => ({
        method: "GET",
        url: template.replace("{}", text),
        xsrf: true,
        as: "anonymous",
        label: `outside the contract: ${template}`,
      }),
    ),
  );
};
