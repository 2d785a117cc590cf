import { align } from "../../recording/align";
import { canonical } from "../../recording/canonical";
import { type Change, diffStates } from "../../recording/timeline";
import type { RecordedEntry, Recording } from "./format";

type CommandEntry = Extract<RecordedEntry, { kind: "command" }>;

export interface CommandDiff {
  /** changed: aligned commands of one type with other fields; only-a / only-b: in one recording only. */
  readonly kind: "changed" | "only-a" | "only-b";
  readonly a?: CommandEntry;
  readonly b?: CommandEntry;
  readonly changes: ReadonlyArray<Change>;
  /** `AddItem.quantity: 1 → 5 from button "In den Warenkorb" on /produkt/wasser`. */
  readonly message: string;
}

/** The alignment is quadratic: longer sessions are compared on their first commands only. */
const COMPARE_MAX = 3000;

const from = (e: CommandEntry | undefined) =>
  e?.origin ? ` from ${e.origin.element} on ${e.origin.route}` : "";
const brief = (v: unknown) => {
  const text = v === undefined ? "(absent)" : canonical(v);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/**
 * Two recordings of one session's steps (the bug run against the fixed run, issue 19 #5): their
 * commands aligned by type (longest common subsequence), aligned commands compared field by field.
 * A UI bug shows as a command with other fields, or a command only one run has, from a named
 * element on a named route.
 */
export const compareRecordings = (a: Recording, b: Recording): CommandDiff[] => {
  const ca = a.entries.filter((e): e is CommandEntry => e.kind === "command" && e.cause === undefined);
  const cb = b.entries.filter((e): e is CommandEntry => e.kind === "command" && e.cause === undefined);
  const left = ca.slice(0, COMPARE_MAX);
  const right = cb.slice(0, COMPARE_MAX);
  const out: CommandDiff[] = [];
  for (const row of align(left, right, (e) => e.command._tag)) {
    if (row.kind === "only-b") {
      out.push({
        kind: "only-b",
        b: row.b,
        changes: [],
        message: `only in B: #${row.b.seq} ${row.b.command._tag}${from(row.b)}`,
      });
      continue;
    }
    if (row.kind === "only-a") {
      out.push({
        kind: "only-a",
        a: row.a,
        changes: [],
        message: `only in A: #${row.a.seq} ${row.a.command._tag}${from(row.a)}`,
      });
      continue;
    }
    const { a: x, b: y } = row;
    const changes = diffStates(JSON.parse(canonical(x.command)), JSON.parse(canonical(y.command)));
    const first = changes[0];
    if (first !== undefined)
      out.push({
        kind: "changed",
        a: x,
        b: y,
        changes,
        message: `#${x.seq} → #${y.seq} ${x.command._tag}.${first.path.join(".")}: ${brief(first.kind === "added" ? undefined : first.before)} → ${brief(first.kind === "removed" ? undefined : first.after)}${changes.length > 1 ? ` (+${changes.length - 1} more)` : ""}${from(y)}`,
      });
  }
  return out;
};
