import { Either, ParseResult, Schema } from "effect";
import { HttpError } from "./errors";

export type RequestPart = "params" | "query" | "body";

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
  const summary = errors.map((e) => `${e.path}: ${e.message}`).join("; ");
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
    throw new HttpError(400, `Malformed JSON body: ${reason}`, { errors: [{ path: "body", message: reason }] });
  }
};
