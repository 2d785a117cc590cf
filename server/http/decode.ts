import { Either, ParseResult, Schema } from "effect";
import { HttpError } from "./errors";

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
 * every field that failed ("body.email: email is required").
 */
export const decodePart = <S extends Schema.Schema.AnyNoContext>(
  part: RequestPart,
  schema: S,
  input: unknown,
): Schema.Schema.Type<S> => {
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

export const parseJsonBody = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(400, `Malformed JSON body: ${reason}`, {
      errors: [{ path: "body", message: reason }],
    });
  }
};
