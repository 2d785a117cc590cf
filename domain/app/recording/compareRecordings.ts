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
  const n = left.length;
  const m = right.length;
  const tag = (e: CommandEntry | undefined) => e?.command._tag;
  const lcs = new Uint16Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i * (m + 1) + j] =
        tag(left[i]) === tag(right[j])
          ? (lcs[(i + 1) * (m + 1) + j + 1] as number) + 1
          : Math.max(lcs[(i + 1) * (m + 1) + j] as number, lcs[i * (m + 1) + j + 1] as number);
  const out: CommandDiff[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const x = left[i];
    const y = right[j];
    if (x && y && tag(x) === tag(y)) {
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
      i++;
      j++;
    } else if (y && (!x || (lcs[i * (m + 1) + j + 1] as number) >= (lcs[(i + 1) * (m + 1) + j] as number))) {
      out.push({
        kind: "only-b",
        b: y,
        changes: [],
        message: `only in B: #${y.seq} ${y.command._tag}${from(y)}`,
      });
      j++;
    } else if (x) {
      out.push({
        kind: "only-a",
        a: x,
        changes: [],
        message: `only in A: #${x.seq} ${x.command._tag}${from(x)}`,
      });
      i++;
    }
  }
  return out;
};
