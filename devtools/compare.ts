import type { OutboundRecord } from "../domain/tracking/outbound";
import { flatten } from "./outbound";

/**
 * Two recordings' streams side by side (before and after a change): events aligned by status and
 * name (longest common subsequence), aligned pairs compared by payload, the rest marked as only
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
  const n = a.length;
  const m = b.length;
  // lcs[i * (m + 1) + j]: the longest common subsequence of a[i..] and b[j..].
  const lcs = new Uint16Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i * (m + 1) + j] =
        key(a[i] as OutboundRecord) === key(b[j] as OutboundRecord)
          ? (lcs[(i + 1) * (m + 1) + j + 1] as number) + 1
          : Math.max(lcs[(i + 1) * (m + 1) + j] as number, lcs[i * (m + 1) + j + 1] as number);
  const rows: CompareRow[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const ra = a[i];
    const rb = b[j];
    if (ra && rb && key(ra) === key(rb)) {
      const paths = changedPaths(ra.payload, rb.payload);
      rows.push({ kind: paths.length === 0 ? "same" : "changed", a: ra, b: rb, paths });
      i++;
      j++;
    } else if (
      rb &&
      (!ra || (lcs[i * (m + 1) + j + 1] as number) >= (lcs[(i + 1) * (m + 1) + j] as number))
    ) {
      rows.push({ kind: "only-b", b: rb, paths: [] });
      j++;
    } else if (ra) {
      rows.push({ kind: "only-a", a: ra, paths: [] });
      i++;
    }
  }
  return rows;
};
