import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { logNow } from "../../adapters/browser/misc";
import { createShop } from "../../domain/app/shop";
import { type AppState, initialState } from "../../domain/app/state";
import { FRAME_SOURCE, type FrameReport, isShowState } from "../../domain/recording/frameProtocol";
import { App } from "../app/App";
import { CrashScreen } from "../app/BootScreens";
import type { Platform } from "../app/compose";
import { ErrorBoundary } from "../app/ErrorBoundary";
import { followDocumentLanguage } from "../shell/documentLanguage";
import { ShopProvider } from "../state/context";
import { unreachablePorts } from "./ports";

/** A state from another build may lack slices added since: those start from their initial value. */
const complete = (state: Record<string, unknown>): AppState => ({ ...initialState, ...state }) as AppState;

/**
 * The shop as the recording viewer's frame (issue 19 #6): the app's own screens over a recorded
 * state, nothing else. No start-up commands, no recorder, tracking, consent banner or devtools;
 * every port dies (./ports) and the bus is paused before the first render, so a click that
 * dispatches a command is held, never run. Links and forms do not navigate the frame (the state
 * shown stays the recorded one); the sandbox keeps it from navigating the viewer.
 *
 * It waits for the viewer's message with the state after the selected entry, from its parent
 * window on its own origin only, replaces the store's state with it and reports back once it is
 * on screen.
 */
export const bootReplayFrame = async (): Promise<void> => {
  const root = document.getElementById("root");
  if (!root) return;
  const origin = window.location.origin;
  if (window.parent === window) {
    root.textContent =
      "This page shows a recorded state inside the recording viewer (/devtools/viewer.html); opened on its own it shows nothing.";
    return;
  }
  let commands = 0;
  const shop = createShop({
    ports: unreachablePorts(),
    now: logNow,
    nextCommandId: () => `frame-${++commands}`,
  });
  await shop.bus.pause();
  const report = (message: FrameReport) => window.parent.postMessage(message, origin);

  for (const type of ["click", "auxclick"] as const)
    document.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
      },
      { capture: true },
    );
  document.addEventListener("submit", (event) => event.preventDefault(), { capture: true });

  window.addEventListener("message", (event) => {
    if (event.origin !== origin || event.source !== window.parent) return;
    const message: unknown = event.data;
    if (!isShowState(message)) return;
    const state = complete(message.state as Record<string, unknown>);
    shop.store.replace(state);
    // Two frames: React has committed the new state and the browser has painted it.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        document.documentElement.dataset.replaySeq = String(message.seq ?? "start");
        report({
          source: FRAME_SOURCE,
          type: "shown",
          seq: message.seq,
          path: state.navigation.location.path,
        });
      }),
    );
  });

  const platform: Platform = {
    origin,
    reload: () => {},
    back: () => {},
    today: () => new Date(logNow()),
    crawler: false,
  };
  followDocumentLanguage(shop);
  createRoot(root).render(
    <StrictMode>
      <ShopProvider shop={shop} platform={platform}>
        <ErrorBoundary dispatch={() => {}} fallback={() => <CrashScreen />}>
          <App />
        </ErrorBoundary>
      </ShopProvider>
    </StrictMode>,
  );
  report({ source: FRAME_SOURCE, type: "ready" });
};
