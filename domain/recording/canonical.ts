/**
 * Canonical JSON: object keys sorted, undefined dropped, the same text for the same data whatever
 * the key order. Recordings, comparisons and digests all go through it.
 */
export const canonical = (value: unknown): string => {
  const out: string[] = [];
  write(value, out);
  return out.join("");
};

const write = (value: unknown, out: string[]): void => {
  if (value === null || typeof value !== "object") {
    if (value === undefined || typeof value === "function" || typeof value === "symbol") out.push("null");
    else if (typeof value === "number" && !Number.isFinite(value)) out.push("null");
    else if (typeof value === "bigint") out.push(JSON.stringify(value.toString()));
    else out.push(JSON.stringify(value));
    return;
  }
  if (Array.isArray(value)) {
    out.push("[");
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(",");
      const v: unknown = value[i];
      write(v === undefined ? null : v, out);
    }
    out.push("]");
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  out.push("{");
  let first = true;
  for (const k of keys) {
    const v = record[k];
    if (v === undefined || typeof v === "function" || typeof v === "symbol") continue;
    if (!first) out.push(",");
    first = false;
    out.push(JSON.stringify(k), ":");
    write(v, out);
  }
  out.push("}");
};

/** The data as it looks after a JSON round trip (what a recording holds). */
export const plain = <T>(value: T): T =>
  value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);

/**
 * A short, stable digest of any JSON value (cyrb53 over its canonical text): enough to tell two
 * states apart in a CLI summary or a regression test, not a cryptographic hash.
 */
export const digest = (value: unknown): string => hashText(canonical(value));

/** cyrb53 of a text, as 14 hex digits: the hash behind `digest`, for callers that write the canonical text themselves. */
export const hashText = (text: string): string => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const n = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return n.toString(16).padStart(14, "0");
};
