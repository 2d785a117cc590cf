import { randomBytes } from "node:crypto";

/**
 * The JSON text of unchanging values, made once per value and spliced into every answer that
 * holds them (issue 18: a cart answer is mostly its lines' products, and serialising them again
 * on every cart call cost more than anything else in making the answer). A kept value serialises
 * inside answerJson as a marker string, replaced by its kept text; anywhere else as itself.
 */
const TOKEN = randomBytes(8).toString("hex");
/** The marker as JSON.stringify writes it: the NUL no text of ours can hold, then the token. */
const MARKER = new RegExp(`"\\\\u0000${TOKEN}:(\\d+)"`, "g");

const texts = new WeakMap<object, Buffer>();
/** The kept values met by the answerJson running now, in the order of their markers. */
let met: object[] | undefined;

function toJSON(this: object): unknown {
  if (!met) return { ...this };
  met.push(this);
  return `\u0000${TOKEN}:${met.length - 1}`;
}

/**
 * Makes answers keep `value`'s JSON text. The value must never change (the trusted values are
 * frozen): its text is made once. Returns the value.
 */
export const keepJsonText = <A extends object>(value: A): A =>
  Object.defineProperty(value, "toJSON", { value: toJSON, enumerable: false, writable: false });

const textOf = (value: object): Buffer => {
  let text = texts.get(value);
  if (!text) {
    // The kept values inside it (a cart line's product) spliced in as well.
    text = answerJson({ ...value });
    texts.set(value, text);
  }
  return text;
};

/** JSON.stringify(value) in UTF-8, with the kept texts of the values it holds spliced in. */
export const answerJson = (value: unknown): Buffer => {
  const values: object[] = [];
  met = values;
  let text: string;
  try {
    text = JSON.stringify(value);
  } finally {
    met = undefined;
  }
  if (values.length === 0) return Buffer.from(text, "utf8");
  const parts: Buffer[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    const kept = values[Number(match[1])];
    if (!kept) throw new Error("a JSON marker names no kept value");
    parts.push(Buffer.from(text.slice(last, match.index), "utf8"), textOf(kept));
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(text.slice(last), "utf8"));
  return Buffer.concat(parts);
};
