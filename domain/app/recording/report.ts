import { canonical } from "../../recording/canonical";
import type { Change } from "../../recording/timeline";
import type { ReexecutionReport } from "./reexecute";

type Divergence = ReexecutionReport["divergences"][number];

const show = (v: unknown): string => {
  if (v === undefined) return "(absent)";
  const text = canonical(v);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
};

/** One field of a diff: `path: old → new`. */
export const formatChange = (c: Change): string =>
  `${c.path.join(".")}: ${c.kind === "added" ? "(absent)" : show(c.before)} → ${c.kind === "removed" ? "(absent)" : show(c.after)}`;

/**
 * A divergence as text (the CLI's report, a regression test's failure message): the headline, where
 * the command came from in the UI, then the field-level diff.
 */
export const formatDivergence = (d: Divergence, limit = 20): string => {
  const lines = [d.message];
  if (d.origin) lines.push(`  from      ${d.origin.element} on ${d.origin.route}`);
  for (const c of d.changes.slice(0, limit)) lines.push(`  ${formatChange(c)}`);
  if (d.changes.length > limit) lines.push(`  … ${d.changes.length - limit} more fields`);
  if (d.changes.length === 0 && d.kind !== "state") {
    lines.push(`  expected  ${d.expected === null ? "nothing" : show(d.expected)}`);
    lines.push(`  produced  ${d.produced === null ? "nothing" : show(d.produced)}`);
  }
  return lines.join("\n");
};

/** Divergences grouped by the command they happened in, in command order. */
export const groupByCommand = (divergences: ReadonlyArray<Divergence>) => {
  const groups = new Map<
    number,
    { commandSeq: number; command: Divergence["command"]; items: Divergence[] }
  >();
  for (const d of divergences) {
    let g = groups.get(d.commandSeq);
    if (g === undefined) {
      g = { commandSeq: d.commandSeq, command: d.command, items: [] };
      groups.set(d.commandSeq, g);
    }
    g.items.push(d);
  }
  return [...groups.values()];
};

/** The whole report's divergences and warnings as text, grouped by command ("" when there are none). */
export const formatReport = (report: Pick<ReexecutionReport, "divergences" | "warnings">): string => {
  const out: string[] = [];
  for (const g of groupByCommand(report.divergences)) {
    out.push(`command #${g.commandSeq} ${g.command._tag} ${canonical(g.command)}`);
    for (const d of g.items) out.push(formatDivergence(d).replace(/^/gm, "  "));
  }
  for (const w of report.warnings) out.push(`WARNING ${w.message}`);
  return out.join("\n");
};
