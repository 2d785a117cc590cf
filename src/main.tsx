import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { CrashScreen } from "./app/BootScreens";
import { compose, start } from "./app/compose";
import { ErrorBoundary } from "./app/ErrorBoundary";
import { isReplayFrame } from "./replay-frame/mode";
import { followDocumentLanguage } from "./shell/documentLanguage";
import { ShopProvider } from "./state/context";
import "./styles/base.css";
import "./styles/shell.css";
import "./styles/content.css";

/** The shop: live adapters, start-up, and after boot its integrations, recorder and devtools. */
const bootShop = () => {
  const { shop, platform, feed, chunkGuard, attachRecorder } = compose();
  const dispatch = (command: Parameters<typeof shop.dispatch>[0]) => {
    shop.dispatch(command).catch(() => {});
  };

  // The server wrote this page's title, description and schema.org data for crawlers and link
  // previews (issue 17); the app renders its own from here on, for this page and the next.
  for (const tag of document.head.querySelectorAll("[data-server-head]")) tag.remove();

  const root = document.getElementById("root");
  if (root) {
    // A screen or block whose chunk failed to load reloads the page (at most once per path per 10 s).
    createRoot(root, { onCaughtError: (error) => void chunkGuard(error) }).render(
      <StrictMode>
        <ShopProvider shop={shop} platform={platform}>
          <ErrorBoundary dispatch={dispatch} fallback={() => <CrashScreen />}>
            <App />
          </ErrorBoundary>
        </ShopProvider>
      </StrictMode>,
    );
  }
  followDocumentLanguage(shop);
  start(shop);

  // Consent, tracking, insights and the new-build watch: their own chunk, after boot.
  setTimeout(() => {
    import("../adapters/tracking/integrations").then((m) => m.startIntegrations(shop, feed)).catch(() => {});
  }, 0);

  // Devtools (DESIGN.md "Recordings"): the IndexedDB recorder starts after boot in its own chunk; the
  // panel is another lazy chunk, opened with Ctrl+Shift+D or ?devtools=1.
  const recorder = new Promise<import("../adapters/recording/recorder").Recorder | null>((resolve) => {
    setTimeout(() => {
      import("../adapters/recording/browser")
        .then((m) => m.startBrowserRecorder(shop))
        .then(resolve, () => resolve(null));
    }, 0);
  });
  attachRecorder(recorder);
  let devtools: Promise<import("../devtools/mount").DevtoolsHandle> | null = null;
  const toggleDevtools = () => {
    devtools ??= import("../devtools/mount").then((m) => m.mountDevtools({ shop, recorder }));
    devtools.then((d) => d.toggle()).catch(() => {});
  };
  window.addEventListener("keydown", (event) => {
    if (event.ctrlKey && event.shiftKey && !event.altKey && event.key.toLowerCase() === "d") {
      event.preventDefault();
      toggleDevtools();
    }
  });
  if (new URLSearchParams(window.location.search).get("devtools") === "1") toggleDevtools();
};

// The recording viewer's frame (issue 19 #6) is the shop's own page without any of that: its chunk.
if (isReplayFrame(window.location))
  import("./replay-frame/boot").then((m) => m.bootReplayFrame()).catch(() => {});
else bootShop();
