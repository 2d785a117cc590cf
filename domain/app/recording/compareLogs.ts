import { type Aligned, align } from "../../recording/align";
import { canonical } from "../../recording/canonical";
import { type Change, diffStates, type Timeline } from "../../recording/timeline";
import type { AppState } from "../state";
import type { RecordedEntry, Recording } from "./format";
import { recordingTimeline } from "./recording";

type CommandEntry = Extract<RecordedEntry, { kind: "command" }>;
type EventEntry = Extract<RecordedEntry, { kind: "event" }>;
type OutcomeEntry = Extract<RecordedEntry, { kind: "outcome" }>;
/** What two logs are aligned on: the shopper's and the reactions' commands, and the events. */
export type ComparedEntry = CommandEntry | EventEntry;

/**
 * A command's state after it, as the two runs left it: the slices whose recorded digests differ
 * (issue 19 #3) and, field by field, how those slices differ (folded with today's reducer).
 */
interface StateComparison {
  readonly slices: ReadonlyArray<string>;
  readonly changes: ReadonlyArray<Change>;
}

export type LogRowKind = "same" | "changed" | "only-a" | "only-b";

interface LogRow {
  readonly kind: LogRowKind;
  readonly a?: ComparedEntry;
  readonly b?: ComparedEntry;
  /** The command's or event's fields that differ (changed rows): paths, A's value → B's. */
  readonly changes: ReadonlyArray<Change>;
  /** For a pair of commands whose states after them were recorded with digests. */
  readonly state?: StateComparison;
  /** `#7 → #9 AddItem.quantity: 1 → 2`, `only in B: #12 AddItem`. */
  readonly message: string;
}

export interface LogComparison {
  readonly rows: ReadonlyArray<LogRow>;
  readonly counts: Readonly<Record<LogRowKind, number>>;
  /** The logs were longer than the comparison reads: only their first entries were compared. */
  readonly truncated: boolean;
}

/** The alignment is quadratic: longer logs are compared on their first commands and events only. */
const COMPARE_MAX = 3000;
/** State changes listed per command pair, at most. */
const STATE_CHANGES_MAX = 100;

/** Fields that tell a thing apart (a product's sku, a line's id, a route), not how it was asked for. */
const IDENTITY_FIELD = /^(id|sku|code|to|path|slug|query|term|url|mode)$|Ids?$/;

/**
 * A command's identity: its type and its identity fields. Two runs' `AddItem`s of one product pair
 * up even when their quantities differ (a changed field); an add of another product does not.
 */
export const commandIdentity = (command: {
  readonly _tag: string;
  readonly [field: string]: unknown;
}): string => {
  const fields = Object.entries(command)
    .filter(([k, v]) => k !== "_tag" && IDENTITY_FIELD.test(k) && v !== undefined && v !== null)
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
  return fields.length === 0 ? command._tag : `${command._tag} ${canonical(Object.fromEntries(fields))}`;
};

/** Differences that are not differences between two runs: when something was stamped (`addedAt`). */
const VOLATILE = /^(at|timestamp|requestId)$|[a-z]At$/;
const meaningful = (changes: ReadonlyArray<Change>): Change[] =>
  changes.filter((c) => !c.path.some((p) => VOLATILE.test(p)));

/** Plain data (no undefined, canonical key order), so a difference is one of data, not of shape. */
const data = (v: unknown): unknown => JSON.parse(canonical(v));

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * The ids a server generates (a cart's, a line's: UUIDs) differ between any two runs. Each run's
 * are renamed `‹id 1›`, `‹id 2›`, … in the order they first appear, so the two runs' carts pair up
 * and an id shows as a difference only where the runs use them differently.
 */
const renamer = () => {
  const ids = new Map<string, number>();
  const rename = (v: unknown): unknown => {
    if (typeof v === "string")
      return v.replace(UUID, (id) => {
        const known = ids.get(id.toLowerCase());
        if (known !== undefined) return `‹id ${known}›`;
        ids.set(id.toLowerCase(), ids.size + 1);
        return `‹id ${ids.size}›`;
      });
    if (Array.isArray(v)) return v.map(rename);
    if (v !== null && typeof v === "object")
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rename(x)]));
    return v;
  };
  return rename;
};

interface Prepared {
  readonly entry: ComparedEntry;
  /** The command's or event's fields without its tag, as plain data with generated ids renamed. */
  readonly payload: unknown;
  readonly key: string;
}

/** Each entry's comparable payload and alignment key, in log order (the order ids are renamed in). */
const prepare = (entries: ReadonlyArray<ComparedEntry>, rename: (v: unknown) => unknown): Prepared[] =>
  entries.map((entry) => {
    const { _tag, ...rest } = (entry.kind === "command" ? entry.command : entry.event) as { _tag: string };
    const payload = rename(data(rest));
    const key =
      entry.kind === "command"
        ? `command ${commandIdentity({ _tag, ...(payload as object) })}`
        : `event ${_tag}`;
    return { entry, payload, key };
  });

const tagOf = (e: ComparedEntry): string => (e.kind === "command" ? e.command._tag : e.event._tag);

const brief = (v: unknown) => {
  const text = v === undefined ? "(absent)" : canonical(v);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/** `cart.lines.0.quantity: 1 → 2`, the form every headline of a difference takes. */
export const describeChange = (c: Change): string =>
  `${c.path.length === 0 ? "(value)" : c.path.join(".")}: ${brief(c.kind === "added" ? undefined : c.before)} → ${brief(c.kind === "removed" ? undefined : c.after)}`;

const headline = (row: Aligned<ComparedEntry>, changes: ReadonlyArray<Change>, state?: StateComparison) => {
  if (row.kind === "only-a") return `only in A: #${row.a.seq} ${tagOf(row.a)}`;
  if (row.kind === "only-b") return `only in B: #${row.b.seq} ${tagOf(row.b)}`;
  const where = `#${row.a.seq} → #${row.b.seq} ${tagOf(row.a)}`;
  const first = changes[0];
  if (first !== undefined)
    return `${where}.${describeChange(first)}${changes.length > 1 ? ` (+${changes.length - 1} more)` : ""}`;
  const firstState = state?.changes[0];
  if (firstState !== undefined)
    return `${where}: state after it, ${describeChange(firstState)}${(state?.changes.length ?? 0) > 1 ? ` (+${(state?.changes.length ?? 0) - 1} more)` : ""}`;
  return `${where}: same`;
};

/** The outcome entry of each command (by command id): it carries the state digests after it. */
const outcomes = (entries: ReadonlyArray<RecordedEntry>) => {
  const out = new Map<string, { readonly index: number; readonly entry: OutcomeEntry }>();
  entries.forEach((e, index) => {
    if (e.kind === "outcome") out.set(e.commandId, { index, entry: e });
  });
  return out;
};

/** The slices whose digests after the two commands differ (only slices a command changed carry one). */
const differingSlices = (a: OutcomeEntry | undefined, b: OutcomeEntry | undefined): string[] | null => {
  if (a?.state === undefined && b?.state === undefined) return null;
  const da = a?.state ?? {};
  const db = b?.state ?? {};
  return [...new Set([...Object.keys(da), ...Object.keys(db)])].filter((k) => da[k] !== db[k]).sort();
};

const compared = (entries: ReadonlyArray<RecordedEntry>) => {
  const out: ComparedEntry[] = [];
  for (const e of entries) {
    if (e.kind === "command" || e.kind === "event") out.push(e);
    if (out.length > COMPARE_MAX) break;
  }
  return out;
};

/**
 * Two recordings side by side (the bug run against the fixed run, issue 19 #5): their commands
 * and events aligned (commands by identity, events by type, the longest common subsequence),
 * every aligned pair compared field by field, and each pair of commands by the state it left (the
 * slices whose recorded digests differ, and how those slices differ). Entries only one run has
 * are marked as such.
 */
export const compareLogs = (
  a: Recording,
  b: Recording,
  timelines: { readonly a: Timeline<AppState>; readonly b: Timeline<AppState> } = {
    a: recordingTimeline(a),
    b: recordingTimeline(b),
  },
): LogComparison => {
  const left = compared(a.entries);
  const right = compared(b.entries);
  const truncated = left.length > COMPARE_MAX || right.length > COMPARE_MAX;
  const renameA = renamer();
  const renameB = renamer();
  const aligned = align(
    prepare(left.slice(0, COMPARE_MAX), renameA),
    prepare(right.slice(0, COMPARE_MAX), renameB),
    (p) => p.key,
  ).map((row) =>
    row.kind === "pair"
      ? { kind: row.kind, a: row.a.entry, b: row.b.entry, pa: row.a.payload, pb: row.b.payload }
      : row.kind === "only-a"
        ? { kind: row.kind, a: row.a.entry }
        : { kind: row.kind, b: row.b.entry },
  );

  // The states after each pair of commands whose digests differ, each log folded once.
  const outA = outcomes(a.entries);
  const outB = outcomes(b.entries);
  const wanted: Array<{ readonly row: number; readonly a: number; readonly b: number; slices: string[] }> =
    [];
  const slicesOf = new Map<number, string[]>();
  aligned.forEach((row, i) => {
    if (row.kind !== "pair" || row.a.kind !== "command" || row.b.kind !== "command") return;
    const oa = outA.get(row.a.commandId);
    const ob = outB.get(row.b.commandId);
    const slices = differingSlices(oa?.entry, ob?.entry);
    if (slices === null) return;
    slicesOf.set(i, slices);
    if (slices.length > 0 && oa && ob) wanted.push({ row: i, a: oa.index, b: ob.index, slices });
  });
  const ascending = (side: "a" | "b") => [...new Set(wanted.map((w) => w[side]))].sort((x, y) => x - y);
  const indicesA = ascending("a");
  const indicesB = ascending("b");
  const statesA = new Map(timelines.a.statesAfter(indicesA).map((s, k) => [indicesA[k] as number, s]));
  const statesB = new Map(timelines.b.statesAfter(indicesB).map((s, k) => [indicesB[k] as number, s]));
  const stateChanges = new Map<number, Change[]>();
  for (const w of wanted) {
    const sa = statesA.get(w.a) as Record<string, unknown> | undefined;
    const sb = statesB.get(w.b) as Record<string, unknown> | undefined;
    if (!sa || !sb) continue;
    const changes: Change[] = [];
    for (const slice of w.slices)
      for (const c of meaningful(diffStates(renameA(data(sa[slice])), renameB(data(sb[slice])))))
        if (changes.length < STATE_CHANGES_MAX) changes.push({ ...c, path: [slice, ...c.path] });
    stateChanges.set(w.row, changes);
  }

  const counts: Record<LogRowKind, number> = { same: 0, changed: 0, "only-a": 0, "only-b": 0 };
  const rows = aligned.map((row, i): LogRow => {
    if (row.kind === "only-a") {
      counts["only-a"] += 1;
      return { kind: "only-a", a: row.a, changes: [], message: headline(row, []) };
    }
    if (row.kind === "only-b") {
      counts["only-b"] += 1;
      return { kind: "only-b", b: row.b, changes: [], message: headline(row, []) };
    }
    const changes = meaningful(diffStates(row.pa, row.pb));
    const slices = slicesOf.get(i);
    const state: StateComparison | undefined =
      slices === undefined ? undefined : { slices, changes: stateChanges.get(i) ?? [] };
    const kind = changes.length > 0 || (state !== undefined && state.changes.length > 0) ? "changed" : "same";
    counts[kind] += 1;
    return {
      kind,
      a: row.a,
      b: row.b,
      changes,
      ...(state ? { state } : {}),
      message: headline(row, changes, state),
    };
  });
  return { rows, counts, truncated };
};
