/** Pure rules of the layout blocks (tabs, sliders, downloads, product group), tested without a browser. */

/** The product group block's type: a page holding one loads the offers (domain/app/routeLoaders). */
export const PRODUCT_GROUP = "product-group";

/** The index `index` lands on in a ring of `count` items: past the last is the first, before the first the last. */
export const wrapIndex = (index: number, count: number): number =>
  count <= 0 ? 0 : ((index % count) + count) % count;

/**
 * The tab a key moves to in a horizontal tab list (WAI-ARIA Authoring Practices, tabs): arrows
 * step and wrap, Home and End jump to the ends; null for any other key (the browser keeps it).
 */
export const tabKeyTarget = (key: string, current: number, count: number): number | null => {
  switch (key) {
    case "ArrowRight":
      return wrapIndex(current + 1, count);
    case "ArrowLeft":
      return wrapIndex(current - 1, count);
    case "Home":
      return 0;
    case "End":
      return Math.max(0, count - 1);
    default:
      return null;
  }
};

/** The `srcset` of an image given in several widths ("a.jpg 400w, b.jpg 800w"); undefined without any. */
export const srcSetOf = (
  sources: ReadonlyArray<{ readonly src: string; readonly width: number }> | undefined,
): string | undefined =>
  sources && sources.length > 0 ? sources.map((s) => `${s.src} ${s.width}w`).join(", ") : undefined;

/** Bytes for a download link: "850 B", "12 KB", "1,4 MB" (1 KB = 1000 B, one decimal from MB on). */
export const formatFileSize = (bytes: number, locale: string): string => {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1000) return `${number(bytes, 0)} B`;
  if (bytes < 1_000_000) return `${number(Math.round(bytes / 1000), 0)} KB`;
  return `${number(bytes / 1_000_000, 1)} MB`;
};

/**
 * The products a product group shows: the given skus in their order (unknown ones skipped), or all
 * of them without skus; at most `limit`.
 */
export const pickProducts = <P extends { readonly sku: string }>(
  products: ReadonlyArray<P>,
  skus: ReadonlyArray<string> | undefined,
  limit: number,
): ReadonlyArray<P> => {
  if (skus === undefined || skus.length === 0) return products.slice(0, limit);
  const bySku = new Map(products.map((p) => [p.sku, p] as const));
  return skus.flatMap((s) => bySku.get(s) ?? []).slice(0, limit);
};

/** A yyyy-mm-dd day as the locale writes it in full ("12. März 2026"), whatever the time zone. */
export const formatDay = (isoDay: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
