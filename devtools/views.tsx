import { useMemo, useState, useSyncExternalStore } from "react";
import { downloadText } from "../adapters/recording/file";
import type { RecordedEntry, Recording } from "../domain/app/recording/format";
import { projectEntries, rowsToCsv, rowsToJson } from "../domain/app/recording/projections";
import { type ReexecutionReport, reexecute } from "../domain/app/recording/reexecute";
import { groupByCommand } from "../domain/app/recording/report";
import type { AppState } from "../domain/app/state";
import {
  type Channel,
  projections,
  projectionsVersion,
  subscribeProjections,
} from "../domain/recording/projection";
import { diffStates } from "../domain/recording/timeline";
import { Json, Tree } from "./Tree";

const pathText = (p: ReadonlyArray<string>) => (p.length === 0 ? "(root)" : p.join("."));
const brief = (v: unknown) => {
  const s = JSON.stringify(v) ?? "undefined";
  return s.length > 200 ? `${s.slice(0, 197)}…` : s;
};

export const EntryDetail = ({ entry }: { entry: RecordedEntry | undefined }) =>
  entry === undefined ? (
    <p className="dt-empty">Select an entry.</p>
  ) : (
    <section aria-label={`Entry ${entry.seq}`}>
      <h3 className="dt-h">
        #{entry.seq} {entry.kind} <span className="dt-muted">{entry.commandId}</span>
      </h3>
      <Json value={entry.kind === "load" ? { ...entry, state: "(see State)" } : entry} />
    </section>
  );

export const StateView = ({
  state,
  previous,
  seq,
  base = null,
}: {
  state: AppState;
  previous: AppState;
  seq: number | null;
  /** The pinned entry the diff is against (null: the previous entry). */
  base?: number | null;
}) => {
  const changes = useMemo(() => diffStates(previous, state), [previous, state]);
  return (
    <div className="dt-split">
      <section className="dt-pane" aria-label="State">
        <h3 className="dt-h">State {seq === null ? "(start)" : `after #${seq}`}</h3>
        <Tree value={state} label="State tree" />
      </section>
      <section
        className="dt-pane"
        aria-label={base === null ? "Diff to the previous entry" : `Diff to #${base}`}
        data-testid="devtools-diff"
      >
        <h3 className="dt-h">
          {base === null ? "Diff to the previous entry" : `Diff to the state after #${base}`}
        </h3>
        {changes.length === 0 ? (
          <p className="dt-empty">No change.</p>
        ) : (
          <ul className="dt-diff">
            {changes.map((c) => (
              <li key={`${c.kind}:${pathText(c.path)}`} className={`dt-diff__${c.kind}`}>
                <code>{pathText(c.path)}</code>{" "}
                {c.kind === "added" ? (
                  <span>+ {brief(c.after)}</span>
                ) : c.kind === "removed" ? (
                  <span>− {brief(c.before)}</span>
                ) : (
                  <span>
                    {brief(c.before)} → {brief(c.after)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};

export const ReplayView = ({
  recording,
  onShow,
  report,
  onReport,
}: {
  recording: Recording;
  onShow: (seq: number) => void;
  /** The last re-execution's report (the panel keeps it: the log marks its divergences). */
  report: ReexecutionReport | null;
  onReport: (report: ReexecutionReport) => void;
}) => {
  const [running, setRunning] = useState(false);
  const [ms, setMs] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setRunning(true);
    setError(null);
    const t = performance.now();
    try {
      onReport(await reexecute(recording));
    } catch (e) {
      setError(String(e));
    }
    setMs(Math.round(performance.now() - t));
    setRunning(false);
  };
  return (
    <div className="dt-pad" data-testid="devtools-replay">
      <p>
        Re-execution runs every recorded command through today's handlers, answering each port call from the
        recording by identity, and compares events, port calls (as a set), outcomes and the state each command
        left (by digest). It runs to the end and lists every divergence by command.
      </p>
      <button type="button" className="dt-btn dt-btn--primary" onClick={run} disabled={running}>
        {running ? "Re-executing…" : "Re-execute recording"}
      </button>
      {error && (
        <p role="alert" className="dt-error">
          {error}
        </p>
      )}
      {report && (
        <div className="dt-report" role="status">
          <p>
            {report.commands} commands, {report.entriesCompared} entries compared in {ms} ms
            {report.skippedEntries > 0 ? `, ${report.skippedEntries} leading entries folded` : ""}. Final
            state digest <code>{report.digest}</code>.
          </p>
          {report.divergences.length === 0 ? (
            <p className="dt-ok" data-testid="devtools-no-divergence">
              No divergence: today's code does what the recording did.
            </p>
          ) : (
            <p className="dt-error">
              {report.divergences.length} divergences in {groupByCommand(report.divergences).length} commands
            </p>
          )}
          {groupByCommand(report.divergences).map((g) => (
            <section
              key={g.commandSeq}
              className="dt-divergence"
              data-testid="devtools-divergence"
              aria-label={`Command #${g.commandSeq} ${g.command._tag}`}
            >
              <h4 className="dt-h">
                Command #{g.commandSeq} {g.command._tag}
                {g.items[0]?.origin && (
                  <span className="dt-muted">
                    {" "}
                    from {g.items[0].origin.element} on {g.items[0].origin.route}
                  </span>
                )}
              </h4>
              {g.items.map((item) => (
                <div key={`${item.seq}-${item.kind}-${item.message}`}>
                  <p className="dt-error">
                    {item.kind}: {item.message}
                  </p>
                  <button type="button" className="dt-btn" onClick={() => onShow(item.seq)}>
                    Show #{item.seq} in the log
                  </button>
                  {item.changes.length > 0 ? (
                    <table className="dt-table" aria-label="Fields that differ">
                      <thead>
                        <tr>
                          <th>field</th>
                          <th>recorded</th>
                          <th>today's code</th>
                        </tr>
                      </thead>
                      <tbody>
                        {item.changes.slice(0, 50).map((c) => (
                          <tr key={c.path.join(".")}>
                            <td>
                              <code>{pathText(c.path)}</code>
                            </td>
                            <td>
                              <code>{c.kind === "added" ? "(absent)" : brief(c.before)}</code>
                            </td>
                            <td>
                              <code>{c.kind === "removed" ? "(absent)" : brief(c.after)}</code>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  ) : (
                    <div className="dt-split">
                      <section className="dt-pane">
                        <h5 className="dt-h">Recorded</h5>
                        <Json value={item.expected} />
                      </section>
                      <section className="dt-pane">
                        <h5 className="dt-h">Today's code</h5>
                        <Json value={item.produced} />
                      </section>
                    </div>
                  )}
                </div>
              ))}
            </section>
          ))}
          {report.warnings.length > 0 && (
            <section aria-label="Warnings" data-testid="devtools-warnings">
              <h4 className="dt-h">Server answers that contradict their request</h4>
              <ul>
                {report.warnings.map((w) => (
                  <li key={`${w.seq}-${w.message}`}>
                    {w.message}{" "}
                    <button type="button" className="dt-btn" onClick={() => onShow(w.seq)}>
                      Show #{w.seq}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
};

/** Tracking / Insights: whatever the registered projections emit for the recording's events. */
export const ProjectionView = ({ recording, channel }: { recording: Recording; channel: Channel }) => {
  const version = useSyncExternalStore(subscribeProjections, projectionsVersion);
  const list = useMemo(() => (version >= 0 ? projections(channel) : []), [channel, version]);
  const rows = useMemo(
    () => projectEntries(recording.snapshot.state, recording.entries, list),
    [recording, list],
  );
  const title = channel === "tracking" ? "Tracking" : "Search insights";
  if (list.length === 0)
    return (
      <div className="dt-pad dt-empty-state" data-testid={`devtools-${channel}-empty`}>
        <h3 className="dt-h">{title}: no projection registered</h3>
        <p>
          {channel === "tracking"
            ? "The ecommerce dataLayer events are projections of the app's events. None is registered in this build yet (the tracking feature registers them with registerProjection); nothing is shown rather than invented data."
            : "Search-insights events are projections of the search events. None is registered in this build yet; they appear here, validated, once the search feature registers its projection."}
        </p>
      </div>
    );
  const invalid = rows.filter((r) => !r.validation.ok).length;
  return (
    <div className="dt-pad">
      <div className="dt-toolbar">
        <span>
          {rows.length} emitted by {list.map((p) => p.name).join(", ")} · {invalid} invalid
        </span>
        <button
          type="button"
          className="dt-btn"
          onClick={() => downloadText(`${channel}.json`, rowsToJson(rows))}
        >
          Export JSON
        </button>
        <button
          type="button"
          className="dt-btn"
          onClick={() => downloadText(`${channel}.csv`, rowsToCsv(rows), "text/csv")}
        >
          Export CSV
        </button>
      </div>
      <table className="dt-table">
        <thead>
          <tr>
            <th>#</th>
            <th>source</th>
            <th>event</th>
            <th>valid</th>
            <th>payload</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, 1000).map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one event may emit identical rows; the list never reorders
            <tr key={`${r.seq}-${r.projection}-${i}`} className={r.validation.ok ? "" : "dt-invalid"}>
              <td>{r.seq}</td>
              <td>{r.source}</td>
              <td>{r.name}</td>
              <td>{r.validation.ok ? "✓" : r.validation.errors.join("; ")}</td>
              <td>
                <code>{brief(r.payload)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
