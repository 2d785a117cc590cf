import { useMemo } from "react";
import type { OutboundRecord } from "../domain/tracking/outbound";
import { type CompareKind, compareStreams } from "./compare";

const MARK: Readonly<Record<CompareKind, string>> = { same: "=", changed: "≠", "only-a": "−", "only-b": "+" };
const brief = (v: unknown) => {
  const s = JSON.stringify(v) ?? "";
  return s.length > 120 ? `${s.slice(0, 117)}…` : s;
};

/** This stream (A) beside a loaded file's (B), aligned, with the differences marked. */
export const CompareView = ({
  a,
  aName,
  b,
  bName,
  onClose,
}: {
  a: ReadonlyArray<OutboundRecord>;
  aName: string;
  b: ReadonlyArray<OutboundRecord>;
  bName: string;
  onClose: () => void;
}) => {
  const rows = useMemo(() => compareStreams(a, b), [a, b]);
  const count = (k: CompareKind) => rows.filter((r) => r.kind === k).length;
  const cell = (r: OutboundRecord | undefined) =>
    r ? (
      <>
        <strong>{r.name}</strong> <span className="dt-muted">{r.status}</span>
        <br />
        <code>{brief(r.payload)}</code>
      </>
    ) : null;
  return (
    <div data-testid="devtools-compare-view">
      <div className="dt-toolbar">
        <span role="status">
          A: {aName} · B: {bName} — {count("same")} same, {count("changed")} changed, {count("only-a")} only
          in A, {count("only-b")} only in B
        </span>
        <button type="button" className="dt-btn" onClick={onClose}>
          Close comparison
        </button>
      </div>
      <div className="dt-scroll">
        <table className="dt-table dt-cmp">
          <thead>
            <tr>
              <th aria-label="difference" />
              <th>A</th>
              <th>B</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the alignment is recomputed whole; rows never reorder
              <tr key={i} className={`dt-cmp--${r.kind}`} data-kind={r.kind}>
                <td title={r.kind}>{MARK[r.kind]}</td>
                <td>{cell(r.a)}</td>
                <td>
                  {cell(r.b)}
                  {r.paths.length > 0 && (
                    <ul className="dt-findings">
                      {r.paths.slice(0, 8).map((p) => (
                        <li key={p}>
                          <code>{p || "(value)"}</code> differs
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
};
