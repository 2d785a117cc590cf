import {
  type ChangeEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { downloadText, fileStamp, readRecordingFile } from "../adapters/recording/file";
import type { Recorder } from "../adapters/recording/recorder";
import { outboundLog } from "../adapters/tracking/outbound";
import { encodeRecording, type Recording } from "../domain/app/recording/format";
import { makeRecording } from "../domain/app/recording/recording";
import type { ReexecutionReport } from "../domain/app/recording/reexecute";
import type { Shop } from "../domain/app/shop";
import type { AppState } from "../domain/app/state";
import type { OutboundRecord } from "../domain/tracking/outbound";
import { LogView } from "./LogView";
import { type Dataset, dataset, divergenceMarks } from "./model";
import { OutboundView } from "./OutboundView";
import { RecordingCompare } from "./RecordingCompare";
import { StoredSessions } from "./StoredSessions";
import type { Travel } from "./travel";
import { EntryDetail, ReplayView, StateView } from "./views";

interface LiveSource {
  readonly shop: Shop;
  readonly recorder: Recorder | null;
  readonly travel: Travel;
}

const TABS = ["Log", "State", "Replay", "Compare", "Tracking", "Insights", "Recording"] as const;
type Tab = (typeof TABS)[number];

/** The recording of the live shop: the recorder's (persisted, redacted on append) or, without IndexedDB, the log's. */
const liveRecording = (live: LiveSource): Recording =>
  live.recorder
    ? live.recorder.view()
    : makeRecording({
        meta: { appVersion: "unknown", tenant: "unknown", sessionId: "memory", startedAt: 0 },
        policy: { personalData: "masked" },
        snapshot: live.shop.log.snapshot(),
        entries: live.shop.log.entries(),
      });

const useLiveDataset = (live: LiveSource | null): Dataset | null => {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!live) return;
    let frame = 0;
    const bump = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setVersion((v) => v + 1);
      });
    };
    const off = live.recorder ? live.recorder.subscribe(bump) : live.shop.log.subscribe(bump);
    return () => {
      off();
      cancelAnimationFrame(frame);
    };
  }, [live]);
  return useMemo(
    () => (live && version >= 0 ? dataset(liveRecording(live), "live", "live session") : null),
    [live, version],
  );
};

/** The live page's outbound log (what tracking and insights actually did), re-read on every record. */
const useLiveOutbound = (live: LiveSource | null) => {
  const [records, setRecords] = useState<ReadonlyArray<OutboundRecord> | null>(null);
  useEffect(() => {
    if (!live) return;
    const log = outboundLog();
    const read = () => setRecords([...log.records()]);
    read();
    return log.subscribe(read);
  }, [live]);
  return records;
};

export interface PanelProps {
  readonly live: LiveSource | null;
  readonly onClose?: () => void;
  /** The standalone viewer: no shop, the panel fills the page. */
  readonly standalone?: boolean;
  readonly initial?: Dataset | null;
  /** The entry (by seq) of `initial` to select first: a report's deep link (&entry=). */
  readonly initialSeq?: number;
  readonly onRendered?: (entries: number) => void;
  /** The recording to compare this one with first (the viewer's `?compare=`). */
  readonly initialCompare?: Dataset | null;
  /** The entry shown (-1: the state before the first) changed: the viewer's shop frame follows it. */
  readonly onPosition?: (data: Dataset | null, index: number, skipped: ReadonlySet<number>) => void;
}

export const Panel = ({
  live,
  onClose,
  standalone = false,
  initial = null,
  initialSeq,
  onRendered,
  initialCompare = null,
  onPosition,
}: PanelProps) => {
  const liveData = useLiveDataset(live);
  const [imported, setImported] = useState<Dataset | null>(initial);
  const data = imported ?? liveData;
  const liveOutbound = useLiveOutbound(live);
  const outbound = data?.source === "live" ? liveOutbound : (data?.outbound ?? null);
  const [tab, setTab] = useState<Tab>(initialCompare ? "Compare" : "Log");
  // The last re-execution, of the dataset it ran on: the log marks its divergences (issue 19 #5).
  const [replay, setReplay] = useState<{ data: Dataset; report: ReexecutionReport } | null>(null);
  const report = replay !== null && replay.data === data ? replay.report : null;
  const marks = useMemo(() => divergenceMarks(report?.divergences ?? []), [report]);
  const [selected, setSelected] = useState(() =>
    initial && initialSeq !== undefined
      ? initial.recording.entries.findIndex((e) => e.seq === initialSeq)
      : -1,
  );
  const [pinned, setPinned] = useState<number | null>(null);
  const [follow, setFollow] = useState(selected < 0);
  const [skipped, setSkipped] = useState<ReadonlySet<number>>(new Set());
  const [travelSeq, setTravelSeq] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "info"; text: string } | null>(null);
  const [height, setHeight] = useState(() => Math.round(window.innerHeight * 0.45));
  const panel = useRef<HTMLElement>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const entries = data?.recording.entries ?? [];
  const index = follow ? entries.length - 1 : selected;

  useEffect(() => {
    onRendered?.(entries.length);
  }, [onRendered, entries.length]);

  // Keep the shop usable: the drawer reserves its height at the bottom of the page.
  useEffect(() => {
    if (standalone) return;
    document.body.style.paddingBottom = `${height}px`;
    return () => {
      document.body.style.paddingBottom = "";
    };
  }, [height, standalone]);

  const stateAt = useCallback(
    (i: number): AppState => (data ? data.timeline.stateAfter(i, skipped) : (undefined as never)),
    [data, skipped],
  );

  const jump = useCallback(
    async (i: number) => {
      if (!data || !live) return;
      const e = data.recording.entries[i];
      setSelected(i);
      setFollow(false);
      await live.travel.show(stateAt(i));
      document.documentElement.dataset.devtoolsTravel = "true";
      setTravelSeq(e?.seq ?? null);
    },
    [data, live, stateAt],
  );

  const backToLive = useCallback(() => {
    live?.travel.backToLive();
    delete document.documentElement.dataset.devtoolsTravel;
    setTravelSeq(null);
  }, [live]);

  useEffect(
    () => () => {
      // Closing the panel always returns the shop to live.
      live?.travel.backToLive();
      delete document.documentElement.dataset.devtoolsTravel;
    },
    [live],
  );

  // Skipping while travelling shows the state without the skipped events.
  useEffect(() => {
    if (travelSeq !== null && data && live) {
      const i = data.timeline.indexOfSeq(travelSeq);
      if (i >= 0) void live.travel.show(data.timeline.stateAfter(i, skipped));
    }
  }, [skipped, travelSeq, data, live]);

  const toggleSkip = (seq: number) => {
    const next = new Set(skipped);
    if (next.has(seq)) next.delete(seq);
    else next.add(seq);
    setSkipped(next);
  };

  const onImport = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const t = performance.now();
    const result = await readRecordingFile(file);
    if (!result.ok) {
      setMessage({
        kind: "error",
        text: `Import refused (${result.error.kind}): ${result.error.message}. Nothing was changed.`,
      });
      return;
    }
    backToLive();
    performance.mark("devtools:imported");
    setImported(dataset(result.recording, "file", file.name));
    setSelected(-1);
    setFollow(true);
    setSkipped(new Set());
    setMessage({
      kind: "info",
      text: `Imported ${file.name}: ${result.recording.entries.length} entries${result.upcastFrom ? ` (upcast from format v${result.upcastFrom})` : ""} in ${Math.round(performance.now() - t)} ms.`,
    });
  };

  const onExport = () => {
    if (!data) return;
    const base = data.source === "live" && live?.recorder ? live.recorder.recording() : data.recording;
    // The recording carries what tracking and insights actually sent, for comparing two sessions.
    const recording = outbound ? { ...base, outbound } : base;
    const stamp = fileStamp(recording.startedAt);
    downloadText(`recording-${recording.sessionId.slice(0, 8)}-${stamp}.json`, encodeRecording(recording));
    setMessage({ kind: "info", text: `Exported ${recording.entries.length} entries.` });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === "Escape" && onClose) {
      e.preventDefault();
      onClose();
    }
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const delta = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (delta === 0) return;
    e.preventDefault();
    const next = (i + delta + TABS.length) % TABS.length;
    setTab(TABS[next] as Tab);
    tabRefs.current[next]?.focus();
  };

  // Focus moves into the panel when it opens.
  useEffect(() => {
    tabRefs.current[0]?.focus();
  }, []);

  const resize = (clientY: number) =>
    setHeight(Math.max(120, Math.min(window.innerHeight - 40, window.innerHeight - clientY)));

  const selectedIndex = index;
  useEffect(() => {
    onPosition?.(data, selectedIndex, skipped);
  }, [onPosition, data, selectedIndex, skipped]);
  const entry = entries[selectedIndex];
  const state = data && selectedIndex >= -1 ? stateAt(selectedIndex) : null;
  // The diff's base: a pinned entry (any two entries, issue 19 #5) or the previous one.
  const pinnedEntry = pinned === null ? undefined : entries[pinned];
  const previous =
    data && pinned !== null && pinnedEntry !== undefined
      ? stateAt(pinned)
      : data && selectedIndex >= 0
        ? stateAt(selectedIndex - 1)
        : state;

  return (
    <section
      ref={panel}
      className={`dt-panel${standalone ? " dt-panel--standalone" : ""}`}
      style={standalone ? undefined : { height }}
      aria-label="Devtools"
      onKeyDown={onKeyDown}
      data-testid="devtools"
    >
      {!standalone && (
        // biome-ignore lint/a11y/useSemanticElements: a draggable splitter has no semantic element
        <div
          className="dt-resize"
          role="separator"
          aria-orientation="horizontal"
          aria-label="Resize devtools (arrow keys)"
          aria-valuenow={height}
          aria-valuemin={120}
          aria-valuemax={window.innerHeight}
          tabIndex={0}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            const move = (ev: PointerEvent) => resize(ev.clientY);
            const up = () => {
              window.removeEventListener("pointermove", move);
              window.removeEventListener("pointerup", up);
            };
            window.addEventListener("pointermove", move);
            window.addEventListener("pointerup", up);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowUp") setHeight((h) => Math.min(window.innerHeight - 40, h + 24));
            if (e.key === "ArrowDown") setHeight((h) => Math.max(120, h - 24));
          }}
        />
      )}
      <header className="dt-header">
        <strong className="dt-title">Devtools</strong>
        <div className="dt-tabs" role="tablist" aria-label="Devtools views">
          {TABS.map((t, i) => (
            <button
              key={t}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`dt-tab-${t}`}
              aria-selected={tab === t}
              aria-controls="dt-tabpanel"
              tabIndex={tab === t ? 0 : -1}
              className="dt-tab"
              onClick={() => setTab(t)}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {t}
            </button>
          ))}
        </div>
        <span className="dt-source" title={data?.name}>
          {data
            ? `${data.source === "file" ? `file: ${data.name}` : "live"} · ${entries.length.toLocaleString("en")} entries`
            : "no recording"}
        </span>
        {onClose && (
          <button
            type="button"
            className="dt-btn dt-close"
            onClick={onClose}
            aria-label="Close devtools (Escape)"
          >
            ✕
          </button>
        )}
      </header>
      {travelSeq !== null && (
        <div className="dt-travel" role="status" data-testid="devtools-travel">
          Time travel: the shop shows the state after #{travelSeq}
          {skipped.size > 0 ? `, without ${skipped.size} skipped event(s)` : ""} (read-only).
          <button type="button" className="dt-btn dt-btn--primary" onClick={backToLive}>
            Back to live
          </button>
        </div>
      )}
      {message && (
        <div
          className={message.kind === "error" ? "dt-msg dt-error" : "dt-msg"}
          role={message.kind === "error" ? "alert" : "status"}
          data-testid="devtools-message"
        >
          {message.text}
          <button
            type="button"
            className="dt-link"
            onClick={() => setMessage(null)}
            aria-label="Dismiss message"
          >
            dismiss
          </button>
        </div>
      )}
      <div id="dt-tabpanel" className="dt-body" role="tabpanel" aria-labelledby={`dt-tab-${tab}`}>
        {!data ? (
          <div className="dt-pad">
            <p>Open a recording file to inspect it.</p>
            <ImportButton onChange={onImport} />
          </div>
        ) : tab === "Log" ? (
          <div className="dt-split dt-split--log">
            <LogView
              entries={entries}
              startAt={earliest(entries, data.recording.startedAt)}
              selected={selectedIndex}
              onSelect={(i) => {
                setFollow(false);
                setSelected(i);
              }}
              onJump={(i) => void jump(i)}
              skipped={skipped}
              onToggleSkip={toggleSkip}
              follow={follow}
              marks={marks}
            />
            <div className="dt-pane dt-pane--detail">
              <div className="dt-toolbar">
                {live && (
                  <button
                    type="button"
                    className="dt-btn"
                    disabled={!entry}
                    onClick={() => void jump(selectedIndex)}
                  >
                    Jump here
                  </button>
                )}
                {entry?.kind === "event" && (
                  <button type="button" className="dt-btn" onClick={() => toggleSkip(entry.seq)}>
                    {skipped.has(entry.seq) ? "Unskip" : "Skip"} event
                  </button>
                )}
                <button
                  type="button"
                  className="dt-btn"
                  disabled={!entry}
                  aria-pressed={pinned !== null && pinned === selectedIndex}
                  onClick={() => setPinned(pinned === selectedIndex ? null : selectedIndex)}
                >
                  {pinned !== null && pinned === selectedIndex ? "Unpin" : "Pin as diff base"}
                </button>
                {skipped.size > 0 && (
                  <button type="button" className="dt-btn" onClick={() => setSkipped(new Set())}>
                    Clear {skipped.size} skipped
                  </button>
                )}
              </div>
              <EntryDetail entry={entry} />
            </div>
          </div>
        ) : tab === "State" && state && previous ? (
          <StateView
            state={state}
            previous={previous}
            seq={entry?.seq ?? null}
            base={pinnedEntry === undefined ? null : pinnedEntry.seq}
          />
        ) : tab === "Replay" ? (
          <ReplayView
            recording={data.recording}
            report={report}
            onReport={(r) => setReplay({ data, report: r })}
            onShow={(seq) => {
              const i = data.timeline.indexOfSeq(seq);
              setFollow(false);
              setSelected(i);
              setTab("Log");
            }}
          />
        ) : tab === "Compare" ? (
          <RecordingCompare
            a={data}
            initial={initialCompare}
            onShow={(seq) => {
              const i = data.timeline.indexOfSeq(seq);
              setFollow(false);
              setSelected(i);
              setTab("Log");
            }}
          />
        ) : tab === "Tracking" ? (
          <OutboundView records={outbound} channel="tracking" recording={data.recording} name={data.name} />
        ) : tab === "Insights" ? (
          <OutboundView records={outbound} channel="insights" recording={data.recording} name={data.name} />
        ) : (
          <div className="dt-pad dt-recording">
            <dl className="dt-facts">
              <dt>Session</dt>
              <dd>{data.recording.sessionId}</dd>
              <dt>App / tenant</dt>
              <dd>
                {data.recording.appVersion} / {data.recording.tenant}
              </dd>
              <dt>Started</dt>
              <dd>{new Date(data.recording.startedAt).toISOString()}</dd>
              <dt>Snapshot</dt>
              <dd>
                {data.recording.snapshot.seq === 0
                  ? "from the start"
                  : `entries up to #${data.recording.snapshot.seq} folded`}
              </dd>
              <dt>Personal data</dt>
              <dd>
                {data.recording.redaction.personalData === "masked" ? "masked" : "kept (opt-in)"}; secrets
                always redacted
              </dd>
            </dl>
            <div className="dt-toolbar">
              <button type="button" className="dt-btn dt-btn--primary" onClick={onExport}>
                Export recording
              </button>
              <ImportButton onChange={onImport} />
              {imported && liveData && (
                <button
                  type="button"
                  className="dt-btn"
                  onClick={() => {
                    backToLive();
                    setImported(null);
                    setSelected(-1);
                    setFollow(true);
                  }}
                >
                  Show the live session
                </button>
              )}
            </div>
            <StoredSessions
              current={live?.recorder?.sessionId ?? null}
              describe={{ appVersion: data.recording.appVersion, tenant: data.recording.tenant }}
              onOpen={(recording, name) => {
                backToLive();
                setImported(dataset(recording, "file", name));
                setSelected(-1);
                setFollow(true);
                setSkipped(new Set());
                setMessage({ kind: "info", text: `Opened ${name}: ${recording.entries.length} entries.` });
              }}
            />
            {live?.recorder && !imported && (
              <div className="dt-toolbar">
                <label className="dt-check">
                  <input
                    type="checkbox"
                    checked={live.recorder.personalData() === "kept"}
                    onChange={async (e) => {
                      const value = e.target.checked ? "kept" : "masked";
                      const { rememberPersonalData } = await import("../adapters/recording/browser");
                      rememberPersonalData(value);
                      await live.recorder?.setPersonalData(value);
                      setMessage({
                        kind: "info",
                        text: `Personal data is now ${value} in this session's recording (it was restarted).`,
                      });
                    }}
                  />
                  Keep personal data in this session's recording (opt-in; restarts the recording)
                </label>
                <button
                  type="button"
                  className="dt-btn"
                  onClick={async () => {
                    await live.recorder?.clear();
                    setMessage({ kind: "info", text: "The recording was cleared; recording goes on." });
                  }}
                >
                  Clear recording
                </button>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
};

const ImportButton = ({ onChange }: { onChange: (e: ChangeEvent<HTMLInputElement>) => void }) => (
  <label className="dt-btn dt-file">
    Import recording…
    <input type="file" accept="application/json,.json" onChange={onChange} data-testid="devtools-import" />
  </label>
);

/**
 * Times are shown relative to the earliest entry: a page-load marker can carry a later timestamp
 * than the boot commands it precedes in the log, since the recorder starts after boot.
 */
const earliest = (entries: ReadonlyArray<{ readonly at: number }>, fallback: number): number => {
  let min = Number.POSITIVE_INFINITY;
  // Load markers sit near the start; looking further would cost a scan of 100,000 rows per render.
  for (let i = 0; i < Math.min(entries.length, 200); i++)
    min = Math.min(min, (entries[i] as { at: number }).at);
  return Number.isFinite(min) ? min : fallback;
};
