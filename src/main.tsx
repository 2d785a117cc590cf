import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { afterNextPaint, slices } from "../adapters/browser/slices";
import { loadChunks, renderedChunks } from "./app/chunks";
import { compose, resume, start } from "./app/compose";
import { whenHydrated } from "./app/hydrated";
import { Root } from "./app/Root";
import { continueServerRun, readServerRun } from "./app/resume";
import { isReplayFrame } from "./replay-frame/mode";
import { followDocumentLanguage } from "./shell/documentLanguage";
import "./styles/base.css";
import "./styles/shell.css";
import "./styles/content.css";

/** The shop: live adapters, start-up (or the server's run continued), integrations, recorder and devtools. */
const bootShop = ({ shop, platform, feed, chunkGuard, attachRecorder }: ReturnType<typeof compose>) => {
  // The server wrote this page's title, description and schema.org data for crawlers and link
  // previews (issue 17); the app renders its own from here on, for this page and the next. The title
  // stays until then: React takes the page's first title over as its own (no moment without one).
  for (const tag of document.head.querySelectorAll("[data-server-head]:not(title)")) tag.remove();

  // A screen or block whose chunk failed to load reloads the page (at most once per path per 10 s).
  const onCaughtError = (error: unknown) => void chunkGuard(error);
  const root = document.getElementById("root");
  const serverRun = readServerRun(document);

  /** Without a server render (or when continuing it fails): the browser starts the shop itself. */
  const startHere = () => {
    followDocumentLanguage(shop);
    if (root) createRoot(root, { onCaughtError }).render(<Root shop={shop} platform={platform} />);
    start(shop);
    // The server's HTML, when its run could not be continued, takes no clicks or keys until the
    // app's own render of the start-up is on screen with its handlers (a key pressed before, like
    // an editor's Ctrl+Shift+E, reached no listener).
    if (root?.hasAttribute("data-ssr"))
      void shop.bus.idle().then(() => afterNextPaint(() => root.removeAttribute("data-ssr")));
  };

  if (root && serverRun) {
    // The server's HTML stays on screen while its events fold into the store (in slices, the bus
    // holding other commands meanwhile); React then hydrates it from the state it was rendered
    // from, and the shopper's own parts load (issue 17).
    // The chunks the server's HTML was rendered with load meanwhile (for at most 1.5 s: a stalled
    // chunk must not keep the page from hydrating): no part then waits dehydrated for its code when
    // the shopper's data arrives, which made React drop the server's HTML there and render it again.
    const chunks = Promise.race([loadChunks(renderedChunks(root)), new Promise((r) => setTimeout(r, 1500))]);
    Promise.all([continueServerRun(shop, serverRun, slices()), chunks]).then(
      ([hold]) => {
        // <html lang> follows the shop from the server's language on: followed from the start, it
        // went to the initial state's language and back while the run folded.
        followDocumentLanguage(shop);
        // In a transition, React hydrates in slices of a few milliseconds, yielding to the browser
        // between them, rather than in one task a slow phone cannot interrupt (issue 17: Total
        // Blocking Time). The bus holds other commands until it is done (a change of the store in
        // the middle would make React render the page again), for at most the wait below.
        try {
          startTransition(() => {
            hydrateRoot(root, <Root shop={shop} platform={platform} serverState={shop.store.getState()} />, {
              onCaughtError,
            });
          });
        } catch (error) {
          hold.release();
          throw error;
        }
        // The shopper's own data (the cart) loads once the server's HTML is hydrated (3 s at most):
        // arriving earlier, it makes React hydrate the tiles it changes in one blocking render.
        whenHydrated(
          root,
          () => {
            hold.release();
            root.removeAttribute("data-ssr");
            resume(shop);
          },
          3000,
        );
      },
      () => startHere(),
    );
  } else startHere();

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
// Composing the shop and starting it, each in a task of its own after the bundle's evaluation:
// shorter tasks a slow phone can interrupt for input (issue 17: Total Blocking Time).
else
  setTimeout(() => {
    const composed = compose();
    setTimeout(() => bootShop(composed), 0);
  }, 0);
