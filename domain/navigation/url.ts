/** Protocols never followed: they run code or read local data instead of navigating. */
const DANGEROUS = new Set(["javascript:", "data:", "vbscript:", "file:", "blob:"]);

export type UrlCheck =
  | { readonly kind: "internal"; readonly path: string; readonly search: string; readonly hash: string }
  | { readonly kind: "external"; readonly href: string }
  | { readonly kind: "dangerous"; readonly protocol: string }
  | { readonly kind: "invalid" };

/**
 * Classifies a link target against the shop's origin. Every link of a page asks on every render
 * (a results page has hundreds): the answers, immutable, are kept for the targets seen lately.
 */
export const classifyUrl = (to: string, origin: string): UrlCheck => {
  const key = `${origin}\n${to}`;
  const known = classified.get(key);
  if (known !== undefined) return known;
  const check = classify(to, origin);
  if (classified.size >= MAX_CLASSIFIED) classified.clear();
  classified.set(key, check);
  return check;
};

const MAX_CLASSIFIED = 2000;
const classified = new Map<string, UrlCheck>();

const classify = (to: string, origin: string): UrlCheck => {
  // Browsers ignore leading control characters and whitespace in a URL: so must the check.
  let start = 0;
  while (start < to.length && to.charCodeAt(start) <= 0x20) start++;
  const trimmed = to.slice(start);
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return { kind: "invalid" };
  }
  if (DANGEROUS.has(url.protocol)) return { kind: "dangerous", protocol: url.protocol };
  if (url.origin !== origin || (url.protocol !== "http:" && url.protocol !== "https:"))
    return { kind: "external", href: url.href };
  // "/.//evil.example" is this origin's path "//evil.example", which a Location header or a later
  // resolution reads as another host: never a target.
  if (leavesOrigin(url.pathname)) return { kind: "invalid" };
  return { kind: "internal", path: url.pathname, search: url.search, hash: url.hash };
};

/** A path that, written on its own, names another host ("//host", "/\\host"). */
const leavesOrigin = (path: string): boolean => path.startsWith("//") || path.startsWith("/\\");

const PATH_ORIGIN = "http://path.invalid";

/**
 * The one rule for every redirect target (the payment return, the login returnUrl, openlink): a
 * path of this shop, normalised ("/a/../b" → "/b", "/%2e/" → "/"), that still is a path of this shop
 * after normalising. Anything else (a scheme, a host, "//", a backslash, control characters or
 * whitespace, more than `maxLength` characters) is undefined.
 */
export const sameOriginPath = (value: string | undefined, maxLength = 2048): string | undefined => {
  if (value === undefined || value.length === 0 || value.length > maxLength) return undefined;
  if (!value.startsWith("/") || leavesOrigin(value)) return undefined;
  if (/[\s\p{Cc}\\]/u.test(value)) return undefined;
  const checked = classifyUrl(value, PATH_ORIGIN);
  return checked.kind === "internal" ? `${checked.path}${checked.search}${checked.hash}` : undefined;
};
