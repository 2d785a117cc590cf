import { type ChangeEvent, useId, useMemo, useState } from "react";
import { readRecordingFile } from "../adapters/recording/file";
import {
  type ComparedEntry,
  compareLogs,
  describeChange,
  type LogRowKind,
} from "../domain/app/recording/compareLogs";
import type { Change } from "../domain/recording/timeline";
import { type Dataset, dataset } from "./model";

const MARK: Readonly<Record<LogRowKind, string>> = { same: "=", changed: "≠", "only-a": "−", "only-b": "+" };
const KIND_TEXT: Readonly<Record<LogRowKind, string>> = {
  same: "same",
  changed: "changed",
  "only-a": "only in A",
  "only-b": "only in B",
};
/** Rows rendered at most: a long session's comparison stays responsive; the counts cover all. */
const ROWS_SHOWN = 600;

const tagOf = (e: ComparedEntry) => (e.kind === "command" ? e.command._tag : e.event._tag);

const Cell = ({ entry }: { entry: ComparedEntry | undefined }) =>
  entry ? (
    <>
      <span className="dt-muted">#{entry.seq}</span>{" "}
      <span className={`dt-badge dt-badge--${entry.kind}`}>{entry.kind}</span> <strong>{tagOf(entry)}</strong>
    </>
  ) : null;

const Changes = ({ changes, label }: { changes: ReadonlyArray<Change>; label: string }) => (
  <ul className="dt-findings" aria-label={label}>
    {changes.slice(0, 12).map((c) => (
      <li key={c.path.join(".")}>
        <code>{describeChange(c)}</code>
      </li>
    ))}
    {changes.length > 12 && <li className="dt-muted">+{changes.length - 12} more</li>}
  </ul>
);

/**
 * This recording (A) against a second one (B), entry by entry (issue 19 #5): the bug run against
 * the fixed run. B comes from a file, or from the viewer's `?compare=<report>`.
 */
export const RecordingCompare = ({
  a,
  initial,
  onShow,
}: {
  a: Dataset;
  initial: Dataset | null;
  /** Selects A's entry in the log. */
  onShow: (seq: number) => void;
}) => {
  const [b, setB] = useState<Dataset | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [onlyDifferences, setOnlyDifferences] = useState(true);
  const hint = useId();
  const result = useMemo(
    () => (b ? compareLogs(a.recording, b.recording, { a: a.timeline, b: b.timeline }) : null),
    [a, b],
  );
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const read = await readRecordingFile(file);
    if (!read.ok) {
      setError(`Not compared (${read.error.kind}): ${read.error.message}.`);
      return;
    }
    setError(null);
    setB(dataset(read.recording, "file", file.name));
  };
  const rows = result ? (onlyDifferences ? result.rows.filter((r) => r.kind !== "same") : result.rows) : [];
  return (
    <div className="dt-pad" data-testid="devtools-recording-compare">
      <div className="dt-toolbar">
        <label className="dt-btn dt-file">
          {b ? "Compare with another recording…" : "Load recording B…"}
          <input
            type="file"
            accept="application/json,.json"
            onChange={onFile}
            aria-describedby={hint}
            data-testid="devtools-compare-file"
          />
        </label>
        {result && (
          <label className="dt-check">
            <input
              type="checkbox"
              checked={onlyDifferences}
              onChange={(e) => setOnlyDifferences(e.target.checked)}
            />
            Only differences
          </label>
        )}
      </div>
      <p id={hint} className="dt-muted">
        A is this recording ({a.name}); B the one you load (or the viewer's <code>?compare=</code> report).
        Commands pair up by type and the fields that name their subject (a product's sku, a route), events by
        type; ids a server generates are compared by the order they appear in.
      </p>
      {error && (
        <p role="alert" className="dt-error">
          {error}
        </p>
      )}
      {b && result && (
        <>
          <p role="status" className="dt-h" data-testid="devtools-compare-counts">
            A: {a.name} · B: {b.name} — {result.counts.same} same, {result.counts.changed} changed,{" "}
            {result.counts["only-a"]} only in A, {result.counts["only-b"]} only in B
            {result.truncated ? " (the first 3,000 commands and events of each)" : ""}
          </p>
          <div className="dt-scroll">
            <table className="dt-table dt-cmp" aria-label="Entries of A and B, aligned">
              <thead>
                <tr>
                  <th>
                    <span className="dt-sr">difference</span>
                  </th>
                  <th>A</th>
                  <th>B</th>
                  <th>fields (A → B)</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, ROWS_SHOWN).map((r) => (
                  <tr
                    key={`${r.a?.seq ?? "-"}:${r.b?.seq ?? "-"}`}
                    className={`dt-cmp--${r.kind}`}
                    data-kind={r.kind}
                    data-testid="devtools-compare-row"
                  >
                    <td title={KIND_TEXT[r.kind]}>
                      <span aria-hidden="true">{MARK[r.kind]}</span>
                      <span className="dt-sr">{KIND_TEXT[r.kind]}</span>
                    </td>
                    <td>
                      <Cell entry={r.a} />
                      {r.a && (
                        <>
                          {" "}
                          <button
                            type="button"
                            className="dt-link"
                            onClick={() => r.a && onShow(r.a.seq)}
                            aria-label={`Show A's #${r.a.seq} in the log`}
                          >
                            show
                          </button>
                        </>
                      )}
                    </td>
                    <td>
                      <Cell entry={r.b} />
                    </td>
                    <td>
                      <div className="dt-muted">{r.message}</div>
                      {r.changes.length > 0 && <Changes changes={r.changes} label="Fields that differ" />}
                      {r.state && r.state.changes.length > 0 && (
                        <>
                          <div className="dt-muted">State after it ({r.state.slices.join(", ")}):</div>
                          <Changes changes={r.state.changes} label="State fields that differ" />
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.length > ROWS_SHOWN && (
            <p className="dt-muted">
              {rows.length - ROWS_SHOWN} more rows are not shown; the counts above include them.
            </p>
          )}
          {rows.length === 0 && <p className="dt-ok">No difference: both runs did the same.</p>}
        </>
      )}
    </div>
  );
};
