import { stat } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { packServerRun } from "../../domain/app/serverRunPage";
import { LANGUAGE_COOKIE } from "../../domain/shell/language";
import { consentScriptStyles } from "../consent/routes";
import { escapeHtml } from "./page-head";

/**
 * The server render of the shop's pages (issue 17): the bundle `vite build --ssr` writes to
 * dist/server runs the app's start-up and navigation with server ports and renders it with React.
 * Its shape, as this server uses it (the bundle is loaded at run time, not imported).
 */
interface RenderRequest {
  readonly url: string;
  readonly origin: string;
  readonly languages: ReadonlyArray<string>;
  readonly cookies: Readonly<Record<string, string>>;
  readonly fetch: (request: Request) => Promise<Response>;
  readonly userAgent: string;
  readonly storedConsent: boolean;
  readonly budgetMs: number;
}
type Rendered =
  | {
      readonly kind: "rendered";
      readonly html: string;
      readonly head: { readonly meta: string; readonly preloads: string };
      readonly chunks: ReadonlyArray<string>;
      readonly language: string;
      readonly entries: ReadonlyArray<unknown>;
    }
  | { readonly kind: "skipped"; readonly reason: string };
interface SsrBundle {
  readonly render: (request: RenderRequest) => Promise<Rendered>;
}

/** A render that takes longer than this is dropped: the empty shell is sent and the browser starts alone. */
export const SSR_BUDGET_MS = 1500;

const bundles = new Map<string, Promise<SsrBundle>>();

/**
 * The built server render, or undefined when it was not built. Loaded once per process, by its
 * plain URL: its lazy chunks import the entry back by that URL, and a second copy of the entry
 * (a cache-busting query) would give them contexts the tree never provides. A new build is picked
 * up by restarting the server (as `npm start` does).
 */
export const ssrBundle = async (staticDir: string): Promise<SsrBundle | undefined> => {
  const path = join(staticDir, "server", "entry-server.js");
  const known = bundles.get(path);
  if (known) return known;
  try {
    await stat(path);
  } catch {
    return undefined;
  }
  const bundle = import(pathToFileURL(path).href) as Promise<SsrBundle>;
  bundles.set(path, bundle);
  return bundle;
};

/** Accept-Language's tags, best first (q=0 ones dropped): the browser's languages as the app reads them. */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag !== "" && l.tag !== "*" && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);

/** The cookies a shared render may read: the saved language (what everybody with it sees alike). */
export const sharedCookies = (language: string | undefined): Record<string, string> =>
  language === undefined ? {} : { [LANGUAGE_COOKIE]: language };

/** JSON inside a script element: "</script>" or "<!--" in a catalogue text must not end it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * index.html with the rendered app inside #root (which names the lazy chunks the render used) and
 * the server run's log after it, for the
 * browser to continue (a JSON data block: never executed, so the page's script policy is unchanged).
 * The app's own title and meta go into the head only when the server wrote none for the page.
 */
export const withRender = (
  html: string,
  rendered: {
    readonly html: string;
    readonly head: { readonly meta: string; readonly preloads: string };
    /** The lazy chunks the render used: the browser loads them before it hydrates. */
    readonly chunks: ReadonlyArray<string>;
    /** The page's language: `<html lang>` says it before the app runs (screen readers, the consent banner). */
    readonly language: string;
  },
  entries: ReadonlyArray<unknown>,
  headWritten: boolean,
): string =>
  html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(rendered.language)}"`)
    .replace(/<title>[^<]*<\/title>/, (generic) =>
      headWritten ? generic : `${rendered.head.meta || generic}`,
    )
    .replace("</head>", () => `${rendered.head.preloads}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-ssr data-chunks="${escapeHtml(rendered.chunks.join(" "))}">${rendered.html}</div>\n    <script type="application/json" id="ssr-events">${scriptJson(packServerRun(entries))}</script>`,
    );

/**
 * The consent script starts downloading with the page rather than after the app's integrations
 * chunk asks for it: on a first visit its banner is often the page's largest paint (issue 17: the
 * cart page's LCP was the banner's text). A plain script preload, as the script is injected: the
 * page's entry injects it at once (`data-consent-script`), before the shop's code has arrived. The
 * stylesheet a script hosted here loads itself is preloaded too: the banner waits for it.
 */
export const withConsentPreload = (html: string, consentScriptUrl: string | undefined): string =>
  consentScriptUrl
    ? html.replace(
        "</head>",
        () =>
          `<link rel="preload" as="script" href="${escapeHtml(consentScriptUrl)}" data-consent-script>${consentScriptStyles(
            consentScriptUrl,
          )
            .map((href) => `<link rel="preload" as="style" href="${escapeHtml(href)}">`)
            .join("")}</head>`,
      )
    : html;
