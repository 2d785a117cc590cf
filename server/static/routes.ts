import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import type { Context } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { getCookie } from "hono/cookie";
import { CONSENT_COOKIE } from "../../domain/consent/stored";
import { LANGUAGE_COOKIE } from "../../domain/shell/language";
import { sendBody } from "../http/compress";
import type { App, AppEnv } from "../http/env";
import { etagMatches } from "../http/errors";
import { DEMO_TENANT, loadTenantConfig } from "../tenant/store";
import { contentTypeOf } from "./content-types";
import {
  type InlineHashes,
  inlineHashes,
  pageCsp,
  styleAttributeHashes,
  tenantConnectOrigins,
  tenantFrameOrigins,
  tenantScriptOrigins,
} from "./csp";
import { pageHead, withPageHead } from "./page-head";
import {
  acceptedLanguages,
  SSR_BUDGET_MS,
  sharedCookies,
  ssrBundle,
  withConsentPreload,
  withRender,
} from "./ssr";
import { pageStatus } from "./status";

/** Paths the server answers itself: a miss there is a JSON 404, never the SPA. */
const SERVER_PREFIXES = ["/api/", "/tenant/", "/logs", "/media/", "/builds/"];
const isServerPath = (path: string) => path === "/api" || SERVER_PREFIXES.some((p) => path.startsWith(p));

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Client not built</title>
<body><h1>Client not built</h1><p>client not built: run npm run build</p></body></html>`;

const fileAt = async (
  root: string,
  urlPath: string,
): Promise<{ path: string; size: number; mtimeMs: number } | undefined> => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const path = resolve(root, `.${decoded}`);
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  try {
    const s = await stat(path);
    return s.isFile() ? { path, size: s.size, mtimeMs: s.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
};

const cacheControlFor = (urlPath: string) =>
  // Vite puts a content hash in every file name under /assets, so they never change.
  urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";

type StaticFile = { path: string; size: number; mtimeMs: number };

const etagOf = (file: StaticFile) => `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;

/** The inline hashes of each HTML file, read again when the file changes (a new build). */
const hashesByFile = new Map<string, { readonly etag: string; readonly hashes: InlineHashes }>();

const hashesOf = async (file: StaticFile): Promise<InlineHashes> => {
  const etag = etagOf(file);
  const known = hashesByFile.get(file.path);
  if (known?.etag === etag) return known.hashes;
  const hashes = inlineHashes(await readFile(file.path, "utf8"));
  hashesByFile.set(file.path, { etag, hashes });
  return hashes;
};

const isHtml = (path: string) => path.endsWith(".html");

/**
 * An HTML file's policy: its own inline parts by hash; the tenant's script hosts only for the
 * shop's page (the recording viewer loads no third-party script).
 */
const setPagePolicy = async (
  c: Context<AppEnv>,
  file: StaticFile,
  thirdParty: ReadonlyArray<string>,
  connect: ReadonlyArray<string> = [],
  frames: ReadonlyArray<string> = [],
  framedBy: "none" | "self" = "none",
  /** The style attributes of a server render: by hash (csp.ts styleAttributeHashes). */
  styleAttributes: ReadonlyArray<string> = [],
) => {
  const own = await hashesOf(file);
  const inline = { scripts: own.scripts, styles: [...own.styles, ...styleAttributes] };
  c.header("Content-Security-Policy", pageCsp(inline, thirdParty, connect, frames, framedBy));
  if (framedBy === "self") c.header("X-Frame-Options", "SAMEORIGIN");
};

/**
 * A build's frame page (scripts/build-info.ts): the recording viewer frames it on this origin
 * (issue 19 #6). It boots without any network call or third-party script (src/replay-frame).
 */
const isFramePage = (root: string, path: string) =>
  path.startsWith(join(root, "frames") + sep) && isHtml(path);

const shopTenant = (c: Context<AppEnv>) => loadTenantConfig(c.get("db"), DEMO_TENANT, undefined);

const sendFile = async (
  c: Context<AppEnv>,
  file: StaticFile,
  cache: string,
  status: 200 | 404 | 410 = 200,
) => {
  const etag = etagOf(file);
  c.header("Cache-Control", cache);
  c.header("X-Content-Type-Options", "nosniff");
  // A 304 would turn a not-found page into a found one: only a found page is revalidated.
  if (status === 200 && etagMatches(c.req.header("if-none-match"), etag)) {
    c.header("ETag", etag);
    return c.body(null, 304);
  }
  const type = contentTypeOf(file.path);
  const body = new Uint8Array(await readFile(file.path));
  if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) {
    c.header("ETag", etag);
    return c.body(body, status, { "Content-Type": type });
  }
  return sendBody(c, body, type, status, etag);
};

/**
 * Pages everybody sees alike (a product, a category, a content page) may be kept for a minute and
 * then revalidated, per language (issue 17); every other page is the browser's own.
 */
const SHARED_PAGE = "public, max-age=60, must-revalidate";
const OWN_PAGE = "private, no-cache";

/**
 * The shop's page with this path's head (and server render) written in. Its ETag is its content's,
 * `tagged` without the render's log (whose times and ids differ on every render of the same page).
 */
const sendPage = (
  c: Context<AppEnv>,
  html: string,
  tagged: string,
  cache: string,
  status: 200 | 404 | 410 = 200,
) => {
  const etag = `"${createHash("sha256").update(tagged).digest("base64url").slice(0, 27)}"`;
  c.header("Cache-Control", cache);
  c.header("X-Content-Type-Options", "nosniff");
  // The language comes from the lang cookie or Accept-Language: a cache keeps one copy per both.
  if (cache === SHARED_PAGE) c.header("Vary", "Accept-Language, Cookie");
  if (status === 200 && etagMatches(c.req.header("if-none-match"), etag)) {
    c.header("ETag", etag);
    return c.body(null, 304);
  }
  return sendBody(c, Buffer.from(html, "utf8"), "text/html; charset=UTF-8", status, etag);
};

/**
 * The app rendered on the server for this page, or undefined (not built, skipped, failed or over
 * its budget: logged, and the page goes out as the empty shell the browser fills in).
 */
const serverRender = async (app: App, c: Context<AppEnv>, root: string, url: URL) => {
  const logger = c.get("logger");
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // A bundle that fails to load (a broken or half-copied build) fails here, as a render would.
    const bundle = await ssrBundle(root);
    if (bundle === undefined) return undefined;
    const rendered = await Promise.race([
      bundle.render({
        url: url.pathname + url.search,
        origin: url.origin,
        languages: acceptedLanguages(c.req.header("accept-language")),
        cookies: sharedCookies(getCookie(c, LANGUAGE_COOKIE)),
        fetch: async (request) => app.fetch(request),
        userAgent: c.req.header("user-agent") ?? "",
        storedConsent: getCookie(c, CONSENT_COOKIE) !== undefined,
        budgetMs: SSR_BUDGET_MS,
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`server render over its budget of ${SSR_BUDGET_MS} ms`)),
          SSR_BUDGET_MS,
        );
      }),
    ]);
    if (rendered.kind === "skipped") {
      logger.info("server render skipped", { path: url.pathname, reason: rendered.reason });
      return undefined;
    }
    return rendered;
  } catch (error) {
    logger.warn("server render failed", {
      requestId: c.get("requestId"),
      path: url.pathname,
      error: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * A page request: a browser asks for text/html; a generic client (curl, a crawler) for anything,
 * in which case a path that names a file (an extension) is a missing file, not a page.
 */
export const wantsPage = (accept: string, path: string): boolean =>
  accept.includes("text/html") ||
  ((accept === "" || accept.includes("*/*")) && !/\.[A-Za-z0-9]+$/.test(path));

/**
 * Serves the built client from `staticDir`, and index.html for any other page a browser asks for
 * (history fallback), so deep links work, with the page's status: 404 for a path nothing matches
 * (the app shows the CMS not-found page), 410 and 301 from the redirect maps. Registered last.
 */
export const staticRoutes = (app: App, staticDir: string) => {
  const root = resolve(staticDir);
  // The server render's bundle loads while the server starts, not during the first page's budget.
  ssrBundle(root).catch(() => {});
  app.get("*", async (c) => {
    const urlPath = c.req.path;
    if (isServerPath(urlPath)) return c.notFound();
    // Source maps are built for reading error reports, not served: they would publish the source.
    if (urlPath.endsWith(".map")) return c.notFound();
    const file = urlPath.endsWith("/") ? undefined : await fileAt(root, urlPath);
    if (file) {
      if (isFramePage(root, file.path)) await setPagePolicy(c, file, [], [], [], "self");
      else if (isHtml(file.path)) {
        const shop =
          file.path === join(root, "index.html") ? (await shopTenant(c))?.clientRuntimeConfig : undefined;
        await setPagePolicy(
          c,
          file,
          tenantScriptOrigins(shop),
          tenantConnectOrigins(shop),
          tenantFrameOrigins(shop),
        );
      }
      return sendFile(c, file, cacheControlFor(urlPath));
    }
    if (!wantsPage(c.req.header("accept") ?? "", urlPath)) return c.notFound();
    const index = await fileAt(root, "/index.html");
    if (!index) return c.html(NOT_BUILT, 503);
    const url = new URL(c.req.url);
    const tenant = await shopTenant(c);
    const page = await pageStatus(c.get("db"), tenant, url.pathname, url.search);
    if (page.status === 301) return c.redirect(page.location, 301);
    const rendered = tenant ? await serverRender(app, c, root, url) : undefined;
    await setPagePolicy(
      c,
      index,
      tenantScriptOrigins(tenant?.clientRuntimeConfig),
      tenantConnectOrigins(tenant?.clientRuntimeConfig),
      tenantFrameOrigins(tenant?.clientRuntimeConfig),
      "none",
      rendered === undefined ? [] : styleAttributeHashes(rendered.html),
    );
    // A crawler that does not run the app still learns that a missing page is not to be indexed.
    if (page.status !== 200) c.header("X-Robots-Tag", "noindex");
    const head =
      tenant && page.status === 200
        ? await pageHead(c.get("db"), tenant, url.pathname, url.origin)
        : undefined;
    if (head === undefined && rendered === undefined) return sendFile(c, index, "no-cache", page.status);
    const template = await readFile(index.path, "utf8");
    // A rendered page shows its subject in the app itself: the noscript copy would show it twice.
    const headed =
      head === undefined
        ? template
        : withPageHead(template, rendered === undefined ? head : { ...head, body: undefined });
    const cache = head !== undefined && !head.noIndex ? SHARED_PAGE : OWN_PAGE;
    if (rendered === undefined) return sendPage(c, headed, headed, cache, page.status);
    return sendPage(
      c,
      withConsentPreload(
        withRender(headed, rendered, rendered.entries, head !== undefined),
        tenant?.clientRuntimeConfig.consentScriptUrl,
      ),
      headed + rendered.html,
      cache,
      page.status,
    );
  });
};
