import { classifyUrl, sameOriginPath } from "../navigation/url";
import type { Redirects } from "../tenant/config";

/** A redirect to this target marks its source as gone for good (HTTP 410): nothing replaces it. */
export const GONE = "";
/**
 * A redirect to "gone:/slug" also marks its source as gone (410), and names the CMS error page the
 * shop shows for it instead of the general not-found page (document 1 §2: a custom error-page slug).
 */
const GONE_WITH_PAGE = "gone:";
const isGone = (target: string) => target === GONE || target.startsWith(GONE_WITH_PAGE);

const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);

const wildcard = (pattern: string, path: string): string | null => {
  if (!pattern.endsWith("*")) return normalise(pattern) === path ? "" : null;
  const prefix = pattern.slice(0, -1);
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
};

/**
 * Where a path is redirected to, or null. oneToOne wins over manyToOne, which wins over
 * manyToMany; manyToMany carries the rest of the path over to the target prefix.
 */
export const resolveRedirect = (redirects: Redirects, rawPath: string): string | null => {
  const path = normalise(rawPath);
  const one = redirects.oneToOne[path];
  if (one !== undefined) return one;
  for (const [target, sources] of Object.entries(redirects.manyToOne)) {
    if (sources.some((s) => wildcard(s, path) !== null)) return target;
  }
  for (const [source, target] of Object.entries(redirects.manyToMany)) {
    const rest = wildcard(source, path);
    if (rest !== null) return target.endsWith("*") ? `${target.slice(0, -1)}${rest}` : target;
  }
  return null;
};

/** Follows chained redirects, stopping at a loop or after a few hops. */
export const followRedirects = (redirects: Redirects, path: string, maxHops = 5): string | null => {
  let current = path;
  let moved = false;
  const seen = new Set([normalise(path)]);
  for (let i = 0; i < maxHops; i++) {
    const next = resolveRedirect(redirects, current);
    if (next !== null && isGone(next)) return next;
    if (next === null || seen.has(normalise(next))) break;
    seen.add(normalise(next));
    current = next;
    moved = true;
  }
  return moved ? current : null;
};

export type RedirectOutcome =
  | { readonly kind: "moved"; readonly path: string; readonly search: string }
  | { readonly kind: "gone"; readonly errorPage?: string };

/** Any origin works: it only tells the shop's own paths from other sites. */
const SHOP_ORIGIN = "http://shop.invalid";

/**
 * What the redirect maps say about a path: moved to another path of the shop (301), gone (410), or
 * nothing (null). A redirect to another site is not followed.
 */
export const redirectOutcome = (redirects: Redirects, path: string): RedirectOutcome | null => {
  const target = followRedirects(redirects, path);
  if (target === null) return null;
  if (target === GONE) return { kind: "gone" };
  if (target.startsWith(GONE_WITH_PAGE)) {
    const errorPage = sameOriginPath(target.slice(GONE_WITH_PAGE.length));
    return errorPage === undefined ? { kind: "gone" } : { kind: "gone", errorPage };
  }
  const check = classifyUrl(target, SHOP_ORIGIN);
  return check.kind === "internal" ? { kind: "moved", path: check.path, search: check.search } : null;
};
