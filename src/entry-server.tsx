import { PassThrough } from "node:stream";
import { JSDOM } from "jsdom";
import { renderToPipeableStream } from "react-dom/server";
import { logNow } from "../adapters/browser/misc";
import { type ServerRequest, serverPorts } from "../adapters/ssr/ports";
import { loadFeatureCases } from "../domain/app/bootReducer";
import type { AppCommand } from "../domain/app/commands";
import type { AppEvent } from "../domain/app/events";
import { SERVER_COMMAND_PREFIX, serverReactions, serverRendersRoute } from "../domain/app/serverRun";
import { createShop } from "../domain/app/shop";
import type { LogEntry } from "../domain/core/log";
import { isCrawler } from "../domain/shell/crawlers";
import { UsedChunks } from "./app/chunks";
import { Root } from "./app/Root";
import { sanitizeWith } from "./content/embedded/sanitize";
import "./styles/base.css";
import "./styles/shell.css";
import "./styles/content.css";

export interface RenderRequest extends ServerRequest {
  readonly userAgent: string;
  /** The shopper stored a consent choice (its cookie): lists and search are then the browser's. */
  readonly storedConsent: boolean;
  /** Past this the render is abandoned (the server then sends the empty shell). */
  readonly budgetMs: number;
}

export type Rendered =
  | {
      readonly kind: "rendered";
      /** The app's HTML, for inside #root. */
      readonly html: string;
      /**
       * The head elements React hoisted out of the tree (title, meta, image preloads), each marked
       * `data-server-head`: the browser takes them out when it starts, and React writes its own.
       */
      readonly head: { readonly meta: string; readonly preloads: string };
      /** The lazy chunks the render used, for the browser to load before it hydrates. */
      readonly chunks: ReadonlyArray<string>;
      /** The language the page was rendered in, for `<html lang>`. */
      readonly language: string;
      /** The server run's log: the start of the session's recording, continued by the browser. */
      readonly entries: ReadonlyArray<LogEntry<AppCommand, AppEvent>>;
    }
  /** The start-up went elsewhere (a redirect, an open link) or failed: the browser starts on its own. */
  | { readonly kind: "skipped"; readonly reason: string };

// Editor HTML (rich text, custom HTML blocks) is sanitised on the server as in the browser, with
// DOMPurify in a DOM of its own: without one the page's render failed and it went out empty.
sanitizeWith(new JSDOM("").window as unknown as Parameters<typeof sanitizeWith>[0]);

let renders = 0;

/**
 * The server render (issue 17): the same start-up and navigation commands through the same bus,
 * handlers and reducer as in the browser, with server ports; then React renders the state once
 * every lazy screen and block has loaded.
 */
export const render = async (request: RenderRequest): Promise<Rendered> => {
  const started = logNow();
  renders += 1;
  const run = renders.toString(36);
  let commands = 0;
  const declined: string[] = [];
  // Every feature's reducer cases up front: the render emits the features' events at once.
  await loadFeatureCases();
  const shop = createShop({
    ports: serverPorts(request),
    now: logNow,
    nextCommandId: () => {
      commands += 1;
      return `${SERVER_COMMAND_PREFIX}${run}-${commands}`;
    },
    // Not redacted here: the events are the browser's state to be (a message bundle's "Passwort"
    // label is no secret); the browser's log redacts them as they enter it (src/app/resume.ts).
    react: serverReactions((command) => {
      // The cart loads in the browser after every server render (AppResumed).
      if (command._tag !== "LoadCart") declined.push(command._tag);
    }),
  });
  await shop.dispatch({ _tag: "StartApp" });
  await shop.bus.idle();
  const state = shop.store.getState();
  if (state.boot.status !== "success") return { kind: "skipped", reason: `boot ${state.boot.status}` };
  if (declined.length > 0)
    return { kind: "skipped", reason: `the page reads the shopper's own data (${declined.join(", ")})` };
  // The start-up changed the address bar (an open link, a redirect): only the browser can do that.
  const moved = shop.log
    .entries()
    .find((e) => e.kind === "port" && e.port === "navigation" && e.op !== "current");
  if (moved !== undefined) return { kind: "skipped", reason: "the start-up changed the address" };
  const failed = shop.log.entries().find((e) => e.kind === "event" && e.event._tag === "CommandFailed");
  if (failed !== undefined) return { kind: "skipped", reason: "a command of the start-up failed" };
  if (!serverRendersRoute(state.navigation.location.route, request.storedConsent))
    return { kind: "skipped", reason: `the ${state.navigation.location.route} screen is the browser's` };
  const here = new URL(request.url, request.origin);
  const at = state.navigation.location;
  if (at.path !== here.pathname || at.search !== here.search)
    return { kind: "skipped", reason: `the start-up moved to ${at.path}${at.search}` };
  const chunks = new Set<string>();
  const html = await renderHtml(shop, request, chunks, request.budgetMs - (logNow() - started));
  const { head, body } = hoisted(html);
  return {
    kind: "rendered",
    html: body,
    head,
    chunks: [...chunks].sort(),
    language: shop.store.getState().tenant.language,
    entries: shop.log.entries(),
  };
};

const HOISTED = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)/;

/**
 * React renders a tree (not a whole document) with the elements it hoists to the head first: they
 * go into the page's head, out of the hydrated container, where they are not part of the tree.
 */
const hoisted = (html: string) => {
  let rest = html;
  const meta: string[] = [];
  const preloads: string[] = [];
  for (let m = HOISTED.exec(rest); m !== null; m = HOISTED.exec(rest)) {
    const tag = m[0].replace(/^<(\w+)/, "<$1 data-server-head");
    (tag.startsWith("<link") ? preloads : meta).push(tag);
    rest = rest.slice(m[0].length);
  }
  return { head: { meta: meta.join(""), preloads: preloads.join("") }, body: rest };
};

const renderHtml = (
  shop: ReturnType<typeof createShop>,
  request: RenderRequest,
  chunks: Set<string>,
  budgetMs: number,
): Promise<string> =>
  new Promise((resolve, reject) => {
    const platform = {
      origin: request.origin,
      reload: () => {},
      back: () => {},
      today: () => new Date(logNow()),
      crawler: isCrawler(request.userAgent),
    };
    let failed: unknown = null;
    const app = (
      <UsedChunks.Provider value={chunks}>
        <Root shop={shop} platform={platform} />
      </UsedChunks.Provider>
    );
    const stream = renderToPipeableStream(app, {
      // Every boundary in place in the HTML: no boundary is sent apart and revealed by an inline
      // script (the page's script policy allows none, and the whole page is ready anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed !== null) return;
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => {
          clearTimeout(timer);
          resolve(Buffer.concat(chunks).toString("utf8"));
        });
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // A boundary that fails on the server would show its fallback, then the browser's content.
        failed = error;
        clearTimeout(timer);
        reject(error);
      },
    });
    const timer = setTimeout(
      () => {
        stream.abort(new Error(`server render over its budget of ${request.budgetMs} ms`));
        reject(new Error(`server render over its budget of ${request.budgetMs} ms`));
      },
      Math.max(0, budgetMs),
    );
  });
