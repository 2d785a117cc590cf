import { canonical } from "../domain/recording/canonical";
import { type OutboundChannel, type OutboundRecord, PAGE_LOAD } from "../domain/tracking/outbound";

/**
 * The Tracking and Insights tabs' pure logic: filtering the outbound stream by status, by event
 * name, parameter and value, and following one product (item_id / objectID) or one queryID.
 */
export type StatusFilter = "all" | "sent" | "held back";
export interface OutboundFilter {
  readonly status: StatusFilter;
  /** Words that must all match: `name`, `param=value` (param is a key anywhere in the payload), or any text. */
  readonly query: string;
  /** A product id or queryID to follow through click → add → purchase. */
  readonly follow: string;
}

type Pair = readonly [path: string, value: string];
const flatCache = new WeakMap<object, ReadonlyArray<Pair>>();
/** The payload's leaves as [path, value] (paths like ecommerce.items[0].item_id). */
export const flatten = (payload: unknown): ReadonlyArray<Pair> => {
  if (payload === null || typeof payload !== "object") return [["", String(payload)]];
  const cached = flatCache.get(payload);
  if (cached) return cached;
  const out: Pair[] = [];
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) for (const [i, x] of v.entries()) walk(x, `${path}[${i}]`);
    else if (v !== null && typeof v === "object")
      for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
    else out.push([path, String(v)]);
  };
  walk(payload, "");
  flatCache.set(payload, out);
  return out;
};

const lastKey = (path: string) =>
  path
    .replace(/\[\d+\]/g, "")
    .split(".")
    .at(-1) ?? "";

/** The product ids and queryIDs an outbound event is about. */
export const followKeys = (payload: unknown): ReadonlySet<string> => {
  const keys = new Set<string>();
  for (const [path, value] of flatten(payload)) {
    const key = lastKey(path);
    if (key === "item_id" || key === "queryID" || /^objectIDs\[\d+\]$/.test(path)) keys.add(value);
  }
  return keys;
};

const termMatches = (record: OutboundRecord, term: string): boolean => {
  const eq = term.indexOf("=");
  const pairs = flatten(record.payload);
  if (eq > 0) {
    const key = term.slice(0, eq);
    const value = term.slice(eq + 1);
    return pairs.some(
      ([path, v]) =>
        (lastKey(path).toLowerCase() === key || path.toLowerCase() === key) &&
        v.toLowerCase().includes(value),
    );
  }
  if (record.name.toLowerCase().includes(term) || (record.reason ?? "").includes(term)) return true;
  return pairs.some(([path, v]) => path.toLowerCase().includes(term) || v.toLowerCase().includes(term));
};

export const isHeldBack = (r: OutboundRecord): boolean =>
  r.status === "held" || r.status === "dropped" || r.status === "failed";

/**
 * The records of one channel the filter keeps (page-load and consent markers stay while nothing
 * narrows the list). Following a product or queryID takes both channels: its click is an insights
 * event, its add is in both, its purchase a dataLayer push.
 */
export const filterOutbound = (
  records: ReadonlyArray<OutboundRecord>,
  channel: OutboundChannel,
  filter: OutboundFilter,
): OutboundRecord[] => {
  const terms = filter.query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const follow = filter.follow.trim();
  const narrowed = terms.length > 0 || follow !== "" || filter.status !== "all";
  return records.filter((r) => {
    if (r.status === "info") return !narrowed;
    if (r.channel !== channel && follow === "") return false;
    if (filter.status === "sent" && r.status !== "sent") return false;
    if (filter.status === "held back" && !isHeldBack(r)) return false;
    if (follow !== "" && !followKeys(r.payload).has(follow)) return false;
    return terms.every((t) => termMatches(r, t));
  });
};

/**
 * Held records whose very event was pushed later on the same page (consent given there): held
 * back for a while, not lost.
 */
export const releasedIds = (records: ReadonlyArray<OutboundRecord>): ReadonlySet<number> => {
  const out = new Set<number>();
  let waiting = new Map<string, number[]>();
  for (const r of records) {
    if (r.status === "info" && r.name === PAGE_LOAD) waiting = new Map();
    if (r.status !== "held" && r.status !== "sent") continue;
    const key = `${r.channel}:${canonical(r.payload)}`;
    if (r.status === "held") waiting.set(key, [...(waiting.get(key) ?? []), r.id]);
    else {
      const held = waiting.get(key);
      const first = held?.shift();
      if (first !== undefined) out.add(first);
    }
  }
  return out;
};
