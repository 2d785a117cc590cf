/**
 * Where a login sends the shopper back to (document 1 §2: returnUrl, same-origin paths only):
 * a path that starts with a single "/" (so it has no scheme) — not "//" (another host), no backslash (browsers
 * read "/\evil" as "//evil") and no control characters. Anything else goes to the start page.
 */
export const safeReturnPath = (returnUrl: string | null | undefined): string | null => {
  if (!returnUrl) return null;
  if (!returnUrl.startsWith("/") || returnUrl.startsWith("//")) return null;
  if (returnUrl.includes("\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(returnUrl)) return null;
  return returnUrl;
};
