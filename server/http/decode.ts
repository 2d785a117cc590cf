import { Either, ParseResult, Schema } from "effect";
import { HttpError } from "./errors";
import { refuseUnsafeText } from "./unsafe-text";

export type RequestPart = "params" | "query" | "body";

const EXPECTED = /^Expected (.+), actual (.+)$/s;

/** A union answers one "Expected X, actual Y" per member: one line reads better. */
const mergeMessages = (messages: ReadonlyArray<string>): string => {
  const matches = messages.map((m) => EXPECTED.exec(m));
  if (matches.length > 1 && matches.every((m) => m !== null)) {
    return `Expected ${matches.map((m) => m?.[1]).join(" or ")}, actual ${matches[0]?.[2]}`;
  }
  return messages.join("; ");
};

/**
 * Decodes one part of a request with the call's schema; a failure is a 400 whose message names
 * every field that failed ("body.email: email is required"). Text the database could not store
 * (a NUL byte, a lone surrogate) is refused first, whatever the schema says of the field.
 */
export const decodePart = <S extends Schema.Schema.AnyNoContext>(
  part: RequestPart,
  schema: S,
  input: unknown,
): Schema.Schema.Type<S> => {
  refuseUnsafeText(part, input);
  const result = Schema.decodeUnknownEither(schema, { errors: "all", onExcessProperty: "ignore" })(input);
  if (Either.isRight(result)) return result.right;
  const errors = ParseResult.ArrayFormatter.formatErrorSync(result.left).map((issue) => ({
    path: [part, ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
  const byPath = new Map<string, string[]>();
  for (const e of errors) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e.message]);
  const summary = [...byPath].map(([path, messages]) => `${path}: ${mergeMessages(messages)}`).join("; ");
  throw new HttpError(400, `Invalid request: ${summary}`, { errors });
};

/** Query string as an object: a repeated key, or one written with [], becomes an array. */
export const queryObject = (search: URLSearchParams): Record<string, string | string[]> => {
  const entries = new Map<string, string | string[]>();
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    entries.set(key, all.length > 1 || key.endsWith("[]") ? all : (all[0] ?? ""));
  }
  // fromEntries defines own properties, so a key like __proto__ stays plain data.
  return Object.fromEntries(entries);
};

/** No request body of this API nests deeper than a few levels; this leaves room and stops stack-deep input. */
const MAX_JSON_DEPTH = 64;

/** The deepest nesting of arrays and objects in JSON text (strings skipped), counted without parsing. */
const jsonDepth = (text: string, stopAbove: number): number => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return deepest;
};

export const parseJsonBody = (text: string): unknown => {
  // Refused before parsing: decoding and reporting errors on thousands of levels would exhaust the stack.
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
    throw new HttpError(400, `Malformed JSON body: nested more than ${MAX_JSON_DEPTH} levels deep`, {
      errors: [{ path: "body", message: `nested more than ${MAX_JSON_DEPTH} levels deep` }],
    });
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(400, `Malformed JSON body: ${reason}`, {
      errors: [{ path: "body", message: reason }],
    });
  }
};
