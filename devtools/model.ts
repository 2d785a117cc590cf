import type { RecordedEntry, Recording } from "../domain/app/recording/format";
import { recordingTimeline } from "../domain/app/recording/recording";
import type { AppState } from "../domain/app/state";
import type { Timeline } from "../domain/recording/timeline";
import { type OutboundRecord, outboundOf } from "../domain/tracking/outbound";

export type Kind = RecordedEntry["kind"];
export const KINDS: ReadonlyArray<Kind> = ["command", "event", "port", "outcome", "load"];

/** The tag a row is filtered by: the command or event tag, port.op (api: the call name), outcome value. */
export const tagOf = (e: RecordedEntry): string => {
  switch (e.kind) {
    case "command":
      return e.command._tag;
    case "event":
      return e.event._tag;
    case "port":
      return e.port === "api" ? String(e.request[0]) : `${e.port}.${e.op}`;
    case "outcome":
      return e.outcome.ok ? e.outcome.value : e.outcome.error._tag;
    case "load":
      return "page load";
  }
};

/** A short description after the tag. */
export const detailOf = (e: RecordedEntry): string => {
  switch (e.kind) {
    case "command": {
      const { _tag, ...rest } = e.command as { _tag: string } & Record<string, unknown>;
      // A reaction's command names the event that caused it, so the chain reads top to bottom.
      const cause = e.cause ? `← ${e.cause.event} #${e.cause.seq}` : "";
      return [cause, short(rest)].filter((part) => part !== "").join(" · ");
    }
    case "event": {
      const { _tag, ...rest } = e.event as { _tag: string } & Record<string, unknown>;
      return short(rest);
    }
    case "port":
      return `${e.result.ok ? "ok" : "failed"} · ${e.durationMs} ms${e.port === "api" ? ` · ${short(e.request[1])}` : e.request.length > 0 ? ` · ${short(e.request)}` : ""}`;
    case "outcome":
      return e.outcome.ok ? "ok" : e.outcome.error.message;
    case "load":
      return e.url;
  }
};

const short = (v: unknown): string => {
  if (v === undefined) return "";
  const s = JSON.stringify(v) ?? "";
  if (s === "{}" || s === "[]") return "";
  return s.length > 120 ? `${s.slice(0, 117)}…` : s;
};

/** What the panel shows: the live recording or an imported file. */
export interface Dataset {
  readonly recording: Recording;
  readonly timeline: Timeline<AppState>;
  readonly source: "live" | "file";
  readonly name: string;
  /** What the tracking and insights adapters did, when the file carries it (null: it does not). */
  readonly outbound: ReadonlyArray<OutboundRecord> | null;
}

export const dataset = (recording: Recording, source: "live" | "file", name: string): Dataset => ({
  recording,
  timeline: recordingTimeline(recording),
  source,
  name,
  outbound: outboundOf(recording),
});

/** The search text of an entry (lower case), cached per entry object. */
const texts = new WeakMap<object, string>();
const searchText = (e: RecordedEntry): string => {
  let t = texts.get(e);
  if (t === undefined) {
    t = `${tagOf(e)} ${JSON.stringify(e)}`.toLowerCase();
    texts.set(e, t);
  }
  return t;
};

export interface Filter {
  readonly kinds: ReadonlySet<Kind>;
  readonly tag: string;
  readonly text: string;
}

/** Indices of the entries the filter keeps, with collapsed commands' children left out. */
export const visibleRows = (
  entries: ReadonlyArray<RecordedEntry>,
  filter: Filter,
  collapsed: ReadonlySet<string>,
): Int32Array => {
  const out = new Int32Array(entries.length);
  let n = 0;
  const tag = filter.tag.trim().toLowerCase();
  const text = filter.text.trim().toLowerCase();
  const allKinds = filter.kinds.size === KINDS.length;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as RecordedEntry;
    if (!allKinds && !filter.kinds.has(e.kind)) continue;
    if (e.kind !== "command" && collapsed.size > 0 && collapsed.has(e.commandId)) continue;
    if (tag !== "" && !tagOf(e).toLowerCase().includes(tag)) continue;
    if (text !== "" && !searchText(e).includes(text)) continue;
    out[n++] = i;
  }
  return out.subarray(0, n);
};

/**
 * A re-execution's divergences by the entry they are at, for the log's rows (issue 19 #5): each
 * headline without its "#12 in AddItem (#10): " prefix (the row says where), so the row names the
 * field (`state after SetItemQuantity.cart.lines.0.quantity: 2 → 3`).
 */
export const divergenceMarks = (
  divergences: ReadonlyArray<{ readonly seq: number; readonly message: string }>,
): ReadonlyMap<number, string> => {
  const out = new Map<number, string>();
  for (const d of divergences) {
    const what = d.message.slice(d.message.indexOf(": ") + 2);
    const known = out.get(d.seq);
    out.set(d.seq, known === undefined ? what : `${known}; ${what}`);
  }
  return out;
};
