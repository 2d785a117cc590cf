/** Protocols never followed: they run code or read local data instead of navigating. */
const DANGEROUS = new Set(["javascript:", "data:", "vbscript:", "file:", "blob:"]);

export type UrlCheck =
  | { readonly kind: "internal"; readonly path: string; readonly search: string; readonly hash: string }
  | { readonly kind: "external"; readonly href: string }
  | { readonly kind: "dangerous"; readonly protocol: string }
  | { readonly kind: "invalid" };

/** Classifies a link target against the shop's origin. */
export const classifyUrl = (to: string, origin: string): UrlCheck => {
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
  return { kind: "internal", path: url.pathname, search: url.search, hash: url.hash };
};
