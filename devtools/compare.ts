import { align } from "../domain/recording/align";
import type { OutboundRecord } from "../domain/tracking/outbound";
import { flatten } from "./outbound";

/**
 * Two recordings' streams side by side (before and after a change): events aligned by status and
 * name (domain/recording/align), aligned pairs compared by payload, the rest marked as only
 * in one of them.
 */
export type CompareKind = "same" | "changed" | "only-a" | "only-b";
export interface CompareRow {
  readonly kind: CompareKind;
  readonly a?: OutboundRecord;
  readonly b?: OutboundRecord;
  /** For "changed": the payload paths that differ. */
  readonly paths: ReadonlyArray<string>;
}

/** Differences that are not differences: the time an event was stamped. */
const VOLATILE = /(^|\.)timestamp$/;
/** The alignment is quadratic: longer streams are compared on their first events only. */
const COMPARE_MAX = 2000;

const key = (r: OutboundRecord) => `${r.status}:${r.name}`;

const changedPaths = (a: unknown, b: unknown): string[] => {
  const left = new Map(flatten(a));
  const right = new Map(flatten(b));
  const paths = new Set([...left.keys(), ...right.keys()]);
  return [...paths].filter((p) => !VOLATILE.test(p) && left.get(p) !== right.get(p)).sort();
};

export const compareStreams = (
  aAll: ReadonlyArray<OutboundRecord>,
  bAll: ReadonlyArray<OutboundRecord>,
): CompareRow[] => {
  const a = aAll.filter((r) => r.status !== "info").slice(0, COMPARE_MAX);
  const b = bAll.filter((r) => r.status !== "info").slice(0, COMPARE_MAX);
  return align(a, b, key).map((row): CompareRow => {
    if (row.kind === "only-a") return { kind: "only-a", a: row.a, paths: [] };
    if (row.kind === "only-b") return { kind: "only-b", b: row.b, paths: [] };
    const paths = changedPaths(row.a.payload, row.b.payload);
    return { kind: paths.length === 0 ? "same" : "changed", a: row.a, b: row.b, paths };
  });
};
