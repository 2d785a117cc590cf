import type { LogEntry } from "../../core/log";
import { plain } from "../../recording/canonical";
import type { AppCommand } from "../commands";
import type { AppEvent } from "../events";
import { messageVersionsOf, type RecordedEntry, type Recording } from "./format";
import type { ReexecutionReport } from "./reexecute";
import { formatDivergence, groupByCommand } from "./report";

/**
 * Today's results as the recording's new baseline (`npm run replay -- --accept`, for an intended
 * change): each re-executed command keeps its recorded entry and gets today's events, port calls
 * and outcome (with today's state digests) in place of the recorded ones; page loads and the
 * entries before the first whole command stay. Entries are renumbered; a caused command's cause
 * points at the same event (by its place among its command's events) in the new entries.
 */
export const acceptBaseline = (
  recording: Recording,
  report: ReexecutionReport,
): { readonly recording: Recording; readonly summary: ReadonlyArray<string> } => {
  const results = new Map(report.results.map((r) => [r.command.seq, r]));
  // Keys (page load, command id) of the re-executed commands: their recorded entries are replaced.
  const replaced = new Set<string>();
  let segment = 0;
  for (const e of recording.entries) {
    if (e.kind === "load") segment += 1;
    if (e.kind === "command" && results.has(e.seq)) replaced.add(`${segment}:${e.commandId}`);
  }
  const out: RecordedEntry[] = [];
  let seq = recording.snapshot.seq;
  /** Per command key, the new seqs of its events in order; per old event seq, its place. */
  const newEvents = new Map<string, number[]>();
  const oldPlace = new Map<number, { key: string; index: number }>();
  const oldCount = new Map<string, number>();
  segment = 0;
  for (const e of recording.entries) {
    if (e.kind === "load") segment += 1;
    const key = `${segment}:${e.commandId}`;
    if (e.kind === "event") {
      const n = oldCount.get(key) ?? 0;
      oldPlace.set(e.seq, { key, index: n });
      oldCount.set(key, n + 1);
    }
    if (e.kind !== "command" && e.kind !== "load" && replaced.has(key)) continue;
    seq += 1;
    const renumbered = { ...e, seq } as RecordedEntry;
    out.push(renumbered);
    if (e.kind === "event") newEvents.set(key, [...(newEvents.get(key) ?? []), seq]);
    const result = e.kind === "command" ? results.get(e.seq) : undefined;
    if (result === undefined) continue;
    for (const p of result.produced) {
      seq += 1;
      out.push({
        ...(p as LogEntry<AppCommand, AppEvent>),
        seq,
        at: e.at,
        commandId: e.commandId,
      } as RecordedEntry);
      if (p.kind === "event") newEvents.set(key, [...(newEvents.get(key) ?? []), seq]);
    }
  }
  // Causes point at the event with the same place among its command's events.
  segment = 0;
  const entries = out.map((e) => {
    if (e.kind === "load") segment += 1;
    if (e.kind !== "command" || e.cause === undefined) return e;
    const place = oldPlace.get(e.cause.seq);
    const moved = place === undefined ? undefined : newEvents.get(place.key)?.[place.index];
    return moved === undefined ? e : { ...e, cause: { ...e.cause, seq: moved } };
  });
  // Not redacted again: today's code saw only the recording's redacted values, and a second
  // masking pass (learning values anew) could spell a command differently than re-execution saw it.
  const accepted: Recording = {
    ...recording,
    messageVersions: messageVersionsOf(entries),
    entries: entries.map((e) => plain(e)),
  };
  const summary: string[] = [];
  const groups = groupByCommand(report.divergences);
  summary.push(
    groups.length === 0
      ? `nothing changed: ${report.commands} commands reproduce the recording`
      : `${groups.length} of ${report.commands} commands changed (${report.divergences.length} divergences accepted):`,
  );
  for (const g of groups) {
    summary.push(`  #${g.commandSeq} ${g.command._tag}`);
    for (const d of g.items) summary.push(formatDivergence(d, 5).replace(/^/gm, "    "));
  }
  return { recording: accepted, summary };
};
