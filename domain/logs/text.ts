/**
 * Text a log entry can carry: the server refuses NUL bytes and unpaired surrogates (PostgreSQL cannot
 * store them), so a report cut through an emoji would be lost. NULs become U+FFFD, lone halves too, and
 * the cut never separates a surrogate pair.
 */
export const storableText = (text: string, max: number): string => {
  const clean = text
    .replaceAll("\u0000", "\uFFFD")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
  if (clean.length <= max) return clean;
  const end = /[\uD800-\uDBFF]/.test(clean.charAt(max - 1)) ? max - 1 : max;
  return clean.slice(0, end);
};
