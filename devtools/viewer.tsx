import { StrictMode, useCallback, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { fetchReportRecording } from "../adapters/recording/report";
import { type Dataset, dataset } from "./model";
import { Panel } from "./Panel";
import "./panel.css";

const loadReport = async (reference: string): Promise<Dataset> => {
  const fetched = await fetchReportRecording(reference);
  if (!fetched.ok) throw new Error(fetched.message);
  if (!fetched.decoded.ok)
    throw new Error(`Report ${reference} is no readable recording: ${fetched.decoded.error.message}`);
  return dataset(fetched.decoded.recording, "file", `report ${reference}`);
};

type Loaded =
  | { readonly status: "none" }
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly data: Dataset; readonly seq?: number }
  | { readonly status: "failed"; readonly message: string };

/**
 * The standalone recording viewer: the same panel, no shop; open a recording file to inspect and
 * re-execute it, or a problem report: `?report=<reference>` loads it from the server, `&entry=<seq>`
 * selects that entry (the inbox links to the failure a capture is about).
 */
const Viewer = () => {
  const query = new URLSearchParams(window.location.search);
  const reference = query.get("report");
  const entry = query.get("entry");
  const [loaded, setLoaded] = useState<Loaded>(reference ? { status: "loading" } : { status: "none" });
  useEffect(() => {
    if (!reference) return;
    loadReport(reference).then(
      (data) =>
        setLoaded({
          status: "ready",
          data,
          ...(entry !== null && /^\d+$/.test(entry) ? { seq: Number(entry) } : {}),
        }),
      (e: unknown) => setLoaded({ status: "failed", message: e instanceof Error ? e.message : String(e) }),
    );
  }, [reference, entry]);
  const onRendered = useCallback((entries: number) => {
    if (entries === 0) return;
    // First paint after a file import (the Playwright bench reads this).
    requestAnimationFrame(() => {
      performance.mark("devtools:rendered");
      document.documentElement.dataset.devtoolsEntries = String(entries);
    });
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
  return loaded.status === "ready" ? (
    <Panel live={null} standalone initial={loaded.data} initialSeq={loaded.seq} onRendered={onRendered} />
  ) : (
    <Panel live={null} standalone onRendered={onRendered} />
  );
};

const root = document.getElementById("viewer");
if (root)
  createRoot(root).render(
    <StrictMode>
      <Viewer />
    </StrictMode>,
  );
