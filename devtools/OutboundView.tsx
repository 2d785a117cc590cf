import { type ChangeEvent, useMemo, useState } from "react";
import { downloadText } from "../adapters/recording/file";
import type { Recording } from "../domain/app/recording/format";
import type { Channel } from "../domain/recording/projection";
import { checkOutbound, type RecordFinding } from "../domain/tracking/checks/stream";
import {
  type OutboundChannel,
  type OutboundRecord,
  outboundOf,
  outboundToCsv,
  outboundToJson,
} from "../domain/tracking/outbound";
import { CompareView } from "./CompareView";
import { filterOutbound, followKeys, isHeldBack, releasedIds, type StatusFilter } from "./outbound";
import { ProjectionView } from "./views";

const STATUSES: ReadonlyArray<StatusFilter> = ["all", "sent", "held back"];
const REASONS: Readonly<Record<string, string>> = {
  "no-consent": "no consent",
  "page-left": "no consent; page left",
  cap: "cap reached (250 per page view)",
  "consent-withdrawn": "consent withdrawn",
  offline: "offline",
  "request-failed": "request failed",
};

const clock = (at: number) => {
  const d = new Date(at);
  return `${d.toLocaleTimeString("de-DE", { hour12: false })}.${String(d.getMilliseconds()).padStart(3, "0")}`;
};
const brief = (v: unknown) => {
  const s = JSON.stringify(v) ?? "";
  return s.length > 160 ? `${s.slice(0, 157)}…` : s;
};

/**
 * Tracking / Insights: what the adapters actually did (pushed to window.dataLayer with the
 * `{ecommerce: null}` pushes, or posted to the insights collector), beside what they held back
 * and why, each sent event checked against GA4, Algolia and the specification.
 */
export const OutboundView = ({
  records,
  channel,
  recording,
  name,
}: {
  /** Null: the recording carries no record of what was sent (exported before it was kept). */
  records: ReadonlyArray<OutboundRecord> | null;
  channel: OutboundChannel;
  recording: Recording;
  /** The recording's name, for the comparison's header. */
  name: string;
}) => {
  const [status, setStatus] = useState<StatusFilter>("all");
  const [query, setQuery] = useState("");
  const [follow, setFollow] = useState("");
  const [projected, setProjected] = useState(false);
  const [other, setOther] = useState<{ name: string; records: ReadonlyArray<OutboundRecord> } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const all = records ?? [];
  // Timestamps are judged as Algolia would on receipt: against when the stream was captured, so a
  // recording opened days later is not flagged for its age.
  const findings = useMemo(
    () =>
      checkOutbound(
        all,
        all.reduce((latest, r) => Math.max(latest, r.at), 0),
      ),
    [all],
  );
  const byRecord = useMemo(() => {
    const map = new Map<number, RecordFinding[]>();
    for (const f of findings) map.set(f.recordId, [...(map.get(f.recordId) ?? []), f]);
    return map;
  }, [findings]);
  const mine = useMemo(() => all.filter((r) => r.channel === channel && r.status !== "info"), [all, channel]);
  const rows = useMemo(
    () => filterOutbound(all, channel, { status, query, follow }),
    [all, channel, status, query, follow],
  );
  const channelFindings = useMemo(() => {
    const ids = new Set(mine.map((r) => r.id));
    return findings.filter((f) => ids.has(f.recordId));
  }, [findings, mine]);
  const rules = useMemo(() => {
    const map = new Map<string, { source: string; count: number; example: string }>();
    for (const f of channelFindings) {
      const seen = map.get(f.rule);
      map.set(f.rule, {
        source: f.source,
        count: (seen?.count ?? 0) + 1,
        example: seen?.example ?? f.message,
      });
    }
    return [...map.entries()];
  }, [channelFindings]);
  const sent = mine.filter((r) => r.status === "sent").length;
  const released = useMemo(() => releasedIds(all), [all]);
  const heldBack = mine.filter((r) => isHeldBack(r) && !released.has(r.id)).length;
  const title = channel === "tracking" ? "dataLayer" : "insights";

  const onCompare = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    try {
      const found = outboundOf(JSON.parse(await file.text()));
      if (found === null) {
        setError(
          `${file.name} carries no record of what was sent (export a recording or the stream from this panel).`,
        );
        return;
      }
      setError(null);
      setOther({ name: file.name, records: found.filter((r) => r.channel === channel) });
    } catch (thrown) {
      setError(`${file.name} is not JSON: ${String(thrown)}`);
    }
  };

  if (projected)
    return (
      <div>
        <div className="dt-toolbar">
          <button type="button" className="dt-btn" onClick={() => setProjected(false)}>
            Show what was sent
          </button>
        </div>
        <ProjectionView recording={recording} channel={channel as Channel} />
      </div>
    );

  return (
    <div className="dt-out" data-testid={`devtools-outbound-${channel}`}>
      <div className="dt-toolbar">
        <span role="status" data-testid="devtools-outbound-summary">
          {sent} sent · {heldBack} held back · {channelFindings.length} finding
          {channelFindings.length === 1 ? "" : "s"}
        </span>
        <label className="dt-check">
          Show
          <select
            className="dt-input"
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
          >
            {STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label className="dt-check">
          Search
          <input
            className="dt-input dt-input--wide"
            type="search"
            value={query}
            placeholder="name, param=value"
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <label className="dt-check">
          Follow
          <input
            className="dt-input"
            type="search"
            value={follow}
            placeholder="product id / queryID"
            onChange={(e) => setFollow(e.target.value)}
          />
        </label>
      </div>
      <div className="dt-toolbar">
        <button
          type="button"
          className="dt-btn"
          onClick={() => downloadText(`${title}.json`, outboundToJson(mine))}
        >
          Export JSON
        </button>
        <button
          type="button"
          className="dt-btn"
          onClick={() => downloadText(`${title}.csv`, outboundToCsv(mine), "text/csv")}
        >
          Export CSV
        </button>
        <label className="dt-btn dt-file">
          Compare with a file…
          <input
            type="file"
            accept="application/json,.json"
            onChange={onCompare}
            data-testid="devtools-compare"
          />
        </label>
        <button type="button" className="dt-btn" onClick={() => setProjected(true)}>
          Projected events
        </button>
      </div>
      {error && (
        <p role="alert" className="dt-error dt-pad">
          {error}
        </p>
      )}
      {other ? (
        <CompareView
          a={mine}
          aName={name}
          b={other.records}
          bName={other.name}
          onClose={() => setOther(null)}
        />
      ) : records === null ? (
        <p className="dt-pad dt-empty">
          This recording carries no record of what was sent. "Projected events" shows what its events imply.
        </p>
      ) : (
        <>
          {rules.length > 0 && (
            <details className="dt-rules" data-testid="devtools-findings">
              <summary>
                {rules.length} rule{rules.length === 1 ? "" : "s"} broken
              </summary>
              <ul>
                {rules.map(([rule, r]) => (
                  <li key={rule}>
                    <code>{rule}</code> × {r.count}: {r.example} <SourceLink source={r.source} />
                  </li>
                ))}
              </ul>
            </details>
          )}
          <div className="dt-scroll">
            <table className="dt-table dt-out__table">
              <thead>
                <tr>
                  <th>time</th>
                  <th>status</th>
                  <th>event</th>
                  <th>checks</th>
                  <th>payload</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(-1000).map((r) => {
                  const found = byRecord.get(r.id) ?? [];
                  return (
                    <tr
                      key={r.id}
                      className={`dt-out__${r.status}${found.length > 0 ? " dt-invalid" : ""}`}
                      data-status={r.status}
                    >
                      <td className="dt-out__time">{clock(r.at)}</td>
                      <td>
                        <span className={`dt-status dt-status--${r.status}`}>{r.status}</span>
                        {r.reason && <span className="dt-muted"> {REASONS[r.reason] ?? r.reason}</span>}
                        {released.has(r.id) && <span className="dt-muted"> → sent on consent</span>}
                        {r.request && <span className="dt-muted"> · request {r.request.id}</span>}
                        {r.channel !== channel && r.status !== "info" && (
                          <span className="dt-muted"> · {r.channel}</span>
                        )}
                      </td>
                      <td>{r.name}</td>
                      <td>
                        {r.status !== "sent" ? (
                          ""
                        ) : found.length === 0 ? (
                          "✓"
                        ) : (
                          <ul className="dt-findings">
                            {found.map((f) => (
                              <li key={`${f.rule}:${f.message}`}>
                                <code>{f.rule}</code> {f.message} <SourceLink source={f.source} />
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td className="dt-out__payload">
                        {[...followKeys(r.payload)].map((k) => (
                          <button
                            key={k}
                            type="button"
                            className="dt-chip"
                            aria-pressed={follow === k}
                            title={`Follow ${k}`}
                            onClick={() => setFollow(follow === k ? "" : k)}
                          >
                            {k.length > 12 ? `${k.slice(0, 8)}…` : k}
                          </button>
                        ))}
                        <code title={JSON.stringify(r.payload)}>{brief(r.payload)}</code>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {rows.length === 0 && <p className="dt-pad dt-empty">Nothing matches.</p>}
          </div>
        </>
      )}
    </div>
  );
};

const SourceLink = ({ source }: { source: string }) =>
  source.startsWith("https://") ? (
    <a className="dt-link" href={source} target="_blank" rel="noreferrer noopener">
      source
    </a>
  ) : (
    <span className="dt-muted">({source})</span>
  );
