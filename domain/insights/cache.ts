import { INSIGHTS_CACHE_MAX, INSIGHTS_CACHE_TRIM_TO } from "./model";

/**
 * The local click cache: which search (queryID) and position a product was last clicked from, so a
 * later "Product Added to Cart" carries the search that led to it. Oldest first.
 */
export interface CachedClick {
  readonly objectID: string;
  readonly queryID: string;
  readonly position: number;
  readonly at: number;
}
export type ClickCache = ReadonlyArray<CachedClick>;

/** Trimmed when over 5000 entries to the newest 4000 (document 1 §9). */
export const trimCache = (cache: ClickCache): ClickCache =>
  cache.length > INSIGHTS_CACHE_MAX ? cache.slice(cache.length - INSIGHTS_CACHE_TRIM_TO) : cache;

/** A newer click of the same object replaces the older one. */
export const rememberClick = (cache: ClickCache, click: CachedClick): ClickCache =>
  trimCache([...cache.filter((c) => c.objectID !== click.objectID), click]);

export const lookupClick = (cache: ClickCache, objectID: string): CachedClick | undefined => {
  for (let i = cache.length - 1; i >= 0; i--) {
    const c = cache[i];
    if (c && c.objectID === objectID) return c;
  }
  return undefined;
};

/**
 * The click that led to an add at `at`: the newest click of the object made at or before that
 * time (a click made later, seen when the devtools re-project an older add, does not count).
 */
export const clickBefore = (cache: ClickCache, objectID: string, at: number): CachedClick | undefined => {
  for (let i = cache.length - 1; i >= 0; i--) {
    const c = cache[i];
    if (c && c.objectID === objectID && c.at <= at) return c;
  }
  return undefined;
};

/** A stored value that is not a list of clicks is ignored (an empty cache). */
export const parseCache = (raw: string | null): ClickCache => {
  if (raw === null) return [];
  try {
    const v: unknown = JSON.parse(raw);
    if (!Array.isArray(v)) return [];
    return trimCache(
      v.filter(
        (c): c is CachedClick =>
          !!c &&
          typeof c === "object" &&
          typeof c.objectID === "string" &&
          typeof c.queryID === "string" &&
          typeof c.position === "number" &&
          typeof c.at === "number",
      ),
    );
  } catch {
    return [];
  }
};
