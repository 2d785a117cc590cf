import { createHash } from "node:crypto";
import type { ClientRuntimeConfig } from "../../domain/tenant/config";

/**
 * The Content-Security-Policy of the shop's pages (issue 16 #4): scripts and styles only from this
 * origin and from the hosts the tenant's configuration names for its consent, tag manager and
 * deferred scripts; inline only what the page itself holds, by hash; never framed.
 */

/** The origins of the tenant's third-party scripts (a path is this origin's, already allowed). */
export const tenantScriptOrigins = (config: ClientRuntimeConfig | undefined): string[] => {
  if (!config) return [];
  const urls = [
    config.consentScriptUrl,
    config.tagManager?.scriptUrl,
    ...(config.deferredScripts ?? []).map((s) => s.src),
  ];
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

export const pageCsp = (inline: InlineHashes, thirdParty: ReadonlyArray<string>): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts, ...thirdParty].join(" "),
    // The consent script's own stylesheet and images come from its host too.
    ["style-src 'self'", ...inline.styles, ...thirdParty].join(" "),
    ["img-src 'self' data: blob:", ...thirdParty].join(" "),
    ["connect-src 'self'", ...thirdParty].join(" "),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
