import { StrictMode, useCallback, useEffect, useMemo, useState } from "react";
import { createRoot } from "react-dom/client";
import { fetchReportRecording, latestBuild, served } from "../adapters/recording/report";
import { chooseFrameBuild, type FrameBuild } from "./frameBuild";
import { type Dataset, dataset } from "./model";
import { Panel } from "./Panel";
import { ShopFrame } from "./ShopFrame";
import "./panel.css";
import "./viewer.css";

const loadReport = async (reference: string): Promise<Dataset> => {
  const fetched = await fetchReportRecording(reference);
  if (!fetched.ok) throw new Error(fetched.message);
  if (!fetched.decoded.ok)
    throw new Error(`Report ${reference} is no readable recording: ${fetched.decoded.error.message}`);
  return dataset(fetched.decoded.recording, "file", `report ${reference}`);
};

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

type Loaded =
  | { readonly status: "none" }
  | { readonly status: "loading" }
  | {
      readonly status: "ready";
      readonly data: Dataset;
      readonly seq?: number;
      readonly compare: Dataset | null;
      readonly compareError: string | null;
    }
  | { readonly status: "failed"; readonly message: string };

/** What the panel shows now: the frame follows it. */
interface Position {
  readonly data: Dataset;
  readonly index: number;
  readonly skipped: ReadonlySet<number>;
}

/** The shop frame beside the panel: the state after the panel's entry, with the recording's build. */
const FrameBeside = ({ position }: { position: Position }) => {
  const { data, index, skipped } = position;
  const [build, setBuild] = useState<FrameBuild | null>(null);
  useEffect(() => {
    let live = true;
    setBuild(null);
    // After the panel's first paint: finding the recording's build folds the whole recording once.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const recorded = data.timeline.finalState().ops.runningBuild;
        chooseFrameBuild(recorded, { served, latest: latestBuild }).then((b) => {
          if (live) setBuild(b);
        });
      }, 0);
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [data]);
  const state = useMemo(
    () => (build === null ? null : data.timeline.stateAfter(index, skipped)),
    [build, data, index, skipped],
  );
  const seq = data.recording.entries[index]?.seq ?? null;
  if (build === null || state === null)
    return (
      <section className="vw-frame" aria-label="The shop at the selected entry">
        <p className="dt-muted vw-frame__bar" role="status">
          Finding the build to render the shop with…
        </p>
      </section>
    );
  return <ShopFrame key={build.src} build={build} state={state} seq={seq} />;
};

/**
 * The standalone recording viewer: the panel, and beside it the shop itself at the selected entry
 * (issue 19 #6). Open a recording file to inspect and re-execute it, or a problem report:
 * `?report=<reference>` loads it from the server, `&entry=<seq>` selects that entry (the inbox
 * links to the failure a capture is about), `&compare=<reference>` compares it with another report
 * (issue 19 #5).
 */
const Viewer = () => {
  const query = new URLSearchParams(window.location.search);
  const reference = query.get("report");
  const entry = query.get("entry");
  const other = query.get("compare");
  const [loaded, setLoaded] = useState<Loaded>(reference ? { status: "loading" } : { status: "none" });
  const [position, setPosition] = useState<Position | null>(null);
  useEffect(() => {
    if (!reference) return;
    const compare = other
      ? loadReport(other).then(
          (data) => ({ data, error: null }),
          (e: unknown) => ({ data: null, error: `Report ${other} not compared: ${messageOf(e)}` }),
        )
      : Promise.resolve({ data: null, error: null });
    Promise.all([loadReport(reference), compare]).then(
      ([data, b]) =>
        setLoaded({
          status: "ready",
          data,
          compare: b.data,
          compareError: b.error,
          ...(entry !== null && /^\d+$/.test(entry) ? { seq: Number(entry) } : {}),
        }),
      (e: unknown) => setLoaded({ status: "failed", message: messageOf(e) }),
    );
  }, [reference, entry, other]);
  const onRendered = useCallback((entries: number) => {
    if (entries === 0) return;
    // First paint after a file import (the Playwright bench reads this).
    requestAnimationFrame(() => {
      performance.mark("devtools:rendered");
      document.documentElement.dataset.devtoolsEntries = String(entries);
    });
  }, []);
  const onPosition = useCallback((data: Dataset | null, index: number, skipped: ReadonlySet<number>) => {
    setPosition(data ? { data, index, skipped } : null);
  }, []);
  if (loaded.status === "loading")
    return (
      <p className="dt-msg" role="status">
        Loading report {reference} …
      </p>
    );
  if (loaded.status === "failed")
    return (
      <p className="dt-msg dt-error" role="alert" data-testid="viewer-report-error">
        {loaded.message}
      </p>
    );
  return (
    <main className={`vw-layout${position ? " vw-layout--frame" : ""}`}>
      <h1 className="dt-sr">Recording viewer</h1>
      {loaded.status === "ready" && loaded.compareError && (
        <p className="dt-msg dt-error vw-note" role="alert">
          {loaded.compareError}
        </p>
      )}
      <div className="vw-panel">
        {loaded.status === "ready" ? (
          <Panel
            live={null}
            standalone
            initial={loaded.data}
            initialSeq={loaded.seq}
            initialCompare={loaded.compare}
            onRendered={onRendered}
            onPosition={onPosition}
          />
        ) : (
          <Panel live={null} standalone onRendered={onRendered} onPosition={onPosition} />
        )}
      </div>
      {position && <FrameBeside position={position} />}
    </main>
  );
};

const root = document.getElementById("viewer");
if (root)
  createRoot(root).render(
    <StrictMode>
      <Viewer />
    </StrictMode>,
  );
