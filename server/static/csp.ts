import { createHash } from "node:crypto";
import type { ClientRuntimeConfig } from "../../domain/tenant/config";

/**
 * The Content-Security-Policy of the shop's pages (issue 16 #4): scripts and styles only from this
 * origin and from the hosts the tenant's configuration names for its consent, tag manager and
 * deferred scripts; inline only what the page itself holds, by hash; never framed (but for the
 * recording viewer's frame page, by this origin's viewer only).
 */

/** The distinct origins of https URLs; a path is this origin's (already allowed), http is never allowed. */
const httpsOrigins = (urls: ReadonlyArray<string | undefined>): string[] => {
  const origins = new Set<string>();
  for (const url of urls) {
    if (url === undefined || !/^https:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A URL that does not parse loads nothing: there is no host to allow.
    }
  }
  return [...origins];
};

/** The origins of the tenant's third-party scripts (a path is this origin's, already allowed). */
export const tenantScriptOrigins = (config: ClientRuntimeConfig | undefined): string[] => {
  if (!config) return [];
  return httpsOrigins([
    config.consentScriptUrl,
    config.tagManager?.scriptUrl,
    ...(config.deferredScripts ?? []).map((s) => s.src),
    ...(config.embedSources?.scripts ?? []),
  ]);
};

/** The origins content blocks may frame (issue 14: the iframe and video blocks' hosts). */
export const tenantFrameOrigins = (config: ClientRuntimeConfig | undefined): string[] =>
  httpsOrigins(config?.embedSources?.frames ?? []);

/** The origin the shop posts insights to when the tenant names Algolia's host (issue 15 #7). */
export const tenantConnectOrigins = (config: ClientRuntimeConfig | undefined): string[] => {
  const host = config?.searchInsights.host;
  if (host === undefined || !/^https:\/\//i.test(host)) return [];
  try {
    return [new URL(host).origin];
  } catch {
    // A host that does not parse is posted to by no one: there is nothing to allow.
    return [];
  }
};

export interface InlineHashes {
  readonly scripts: ReadonlyArray<string>;
  readonly styles: ReadonlyArray<string>;
}

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** CSP hash sources of the inline <script> (without src) and <style> elements of an HTML page. */
export const inlineHashes = (html: string): InlineHashes => {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ""))
    .map(([, , body]) => hashOf(body ?? ""));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) =>
    hashOf(body ?? ""),
  );
  return { scripts, styles };
};

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The hash sources of the style attributes in server-rendered HTML (issue 17): the browser applies
 * an attribute the parser read only when the policy names its hash with 'unsafe-hashes' (React
 * sets the same styles through the DOM in the browser, which the policy does not restrict).
 */
export const styleAttributeHashes = (html: string): string[] => {
  const values = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, v]) => decodeAttribute(v ?? "")));
  return values.size === 0 ? [] : ["'unsafe-hashes'", ...[...values].map(hashOf)];
};

export const pageCsp = (
  inline: InlineHashes,
  thirdParty: ReadonlyArray<string>,
  /** Hosts the page only sends requests to (the insights host): connect-src, nothing else. */
  connect: ReadonlyArray<string> = [],
  /** Hosts the page's content may frame (iframe and video blocks): frame-src, nothing else. */
  frames: ReadonlyArray<string> = [],
  /** Who may frame the page: no one, or (the recording viewer's frame page) this origin's pages. */
  framedBy: "none" | "self" = "none",
): string =>
  [
    "default-src 'self'",
    ["frame-src 'self'", ...frames].join(" "),
    ["script-src 'self'", ...inline.scripts, ...thirdParty].join(" "),
    // The consent script's own stylesheet and images come from its host too.
    ["style-src 'self'", ...inline.styles, ...thirdParty].join(" "),
    ["img-src 'self' data: blob:", ...thirdParty].join(" "),
    ["connect-src 'self'", ...thirdParty, ...connect].join(" "),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors '${framedBy}'`,
  ].join("; ");
