import { useEffect, useRef, useState } from "react";
import { FRAME_SOURCE, isFrameReport, type ShowState } from "../domain/recording/frameProtocol";
import type { FrameBuild } from "./frameBuild";

/**
 * The shop itself at the selected entry (issue 19 #6): the app's own screens over the recorded
 * state, in a sandboxed frame (scripts, and its own origin for the app's chunks; no top
 * navigation, no popups, no forms). Messages go to and come from that frame's window on this
 * origin only (domain/recording/frameProtocol).
 */
export const ShopFrame = ({
  build,
  state,
  seq,
}: {
  build: FrameBuild;
  /** The state after the selected entry, folded with today's reducer. */
  state: unknown;
  seq: number | null;
}) => {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState<{ seq: number | null; path: string } | null>(null);

  // One frame per build: the viewer mounts a new ShopFrame (key) when the build changes.
  useEffect(() => {
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const message: unknown = event.data;
      if (!isFrameReport(message)) return;
      if (message.type === "ready") setReady(true);
      else setShown({ seq: message.seq, path: message.path });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!ready || !target) return;
    const message: ShowState = { source: FRAME_SOURCE, type: "show", seq, state };
    target.postMessage(message, window.location.origin);
  }, [ready, state, seq]);

  const current = shown !== null && shown.seq === seq;
  return (
    <section className="vw-frame" aria-label="The shop at the selected entry" data-testid="viewer-frame">
      <div className="vw-frame__bar">
        <p className="vw-frame__build" data-testid="viewer-frame-build" data-kind={build.kind}>
          {build.text}
        </p>
        <p className="dt-muted" role="status">
          {current
            ? `Showing the state ${seq === null ? "before the first entry" : `after #${seq}`} at ${shown.path}`
            : "Rendering…"}
        </p>
      </div>
      <iframe
        ref={frame}
        className="vw-frame__shop"
        title={`The shop ${seq === null ? "before the first entry" : `after entry #${seq}`}`}
        src={build.src}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
        data-seq={current ? String(seq ?? "start") : undefined}
      />
    </section>
  );
};
