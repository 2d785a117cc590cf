import {
  SEARCH_PAGE_SIZE,
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TERM_MIN_LENGTH,
  SEARCH_TYPES,
  type SearchType,
} from "../discovery/searchTypes";
import type { ClientRuntimeConfig } from "../tenant/config";
import type { SearchCommand } from "./commands";

/** Document 1 §5 and §9: the flyout searches 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Document 1 §7: content search uses pageSize 5. */
const CONTENT_SEARCH_PAGE_SIZE = 5;
/** Document 1 §9: default column ratio 6/6. */
const DEFAULT_COLUMN_RATIO: readonly [number, number] = [6, 6];

const length = (s: string) => [...s].length;

export const normaliseTerm = (term: string): string => term.trim();

export type FlyoutDecision = "search" | "blank" | "tooShort" | "tooLong" | "unchanged";

/**
 * Document 1 §5: a term needs at least 2 characters; blank or unchanged terms (compared with the
 * last term searched, after trimming) trigger no search.
 */
export const flyoutDecision = (term: string, lastSearched: string): FlyoutDecision => {
  const t = normaliseTerm(term);
  if (t === "") return "blank";
  if (length(t) < SEARCH_TERM_MIN_LENGTH) return "tooShort";
  if (length(t) > SEARCH_TERM_MAX_LENGTH) return "tooLong";
  if (t === lastSearched) return "unchanged";
  return "search";
};

export interface FlyoutType {
  readonly type: SearchType;
  readonly order: number;
  readonly emptyResultsContent: string | null;
}

const KNOWN = new Set<string>(SEARCH_TYPES);

/** The flyout's types in config order (flapoutSearchTypes); unknown types are left out, each type once. */
export const flyoutTypes = (config: Pick<ClientRuntimeConfig, "flapoutSearchTypes">): FlyoutType[] => {
  const seen = new Set<string>();
  return [...config.flapoutSearchTypes]
    .filter((t) => KNOWN.has(t.type))
    .sort((a, b) => a.order - b.order)
    .filter((t) => {
      if (seen.has(t.type)) return false;
      seen.add(t.type);
      return true;
    })
    .map((t) => ({
      type: t.type as SearchType,
      order: t.order,
      emptyResultsContent: t.emptyResultsContent ?? null,
    }));
};

/** "6/6" → [6, 6]; anything else (missing, zero, not two positive numbers) → the default 6/6. */
export const parseColumnRatio = (ratio: string | undefined): readonly [number, number] => {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{1,2})\s*$/.exec(ratio ?? "");
  if (!m) return DEFAULT_COLUMN_RATIO;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return a > 0 && b > 0 ? [a, b] : DEFAULT_COLUMN_RATIO;
};

/** Document 1 §9: results split into two columns by odd and even order (odd left, even right). */
export const splitColumns = <T extends { readonly order: number }>(
  types: ReadonlyArray<T>,
): { readonly left: T[]; readonly right: T[] } => ({
  left: types.filter((t) => Math.abs(t.order) % 2 === 1),
  right: types.filter((t) => Math.abs(t.order) % 2 === 0),
});

/**
 * What the flyout's debounce dispatches once the shopper pauses: the search (which checks the term
 * and marks every type loading), then one fetch per type in config order, then the banner. Each
 * fetch is its own command, so other commands (a navigation, a keystroke's SetSearchTerm) can run
 * between them, and each fetch is skipped when its term is no longer current.
 */
export const flyoutSearchCommands = (
  term: string,
  config: Pick<ClientRuntimeConfig, "flapoutSearchTypes">,
): SearchCommand[] => {
  const t = normaliseTerm(term);
  return [
    { _tag: "RunFlyoutSearch", term },
    ...flyoutTypes(config).map((f): SearchCommand => ({ _tag: "FetchFlyoutResults", term: t, type: f.type })),
    { _tag: "FetchSearchBanner", term: t },
  ];
};

/** Page size per type: the flyout shows 5 of each; the results page a product list's 24 for products. */
export const pageSizeFor = (type: SearchType, where: "flyout" | "results"): number =>
  type === "content"
    ? CONTENT_SEARCH_PAGE_SIZE
    : where === "flyout"
      ? SEARCH_PAGE_SIZE.categories
      : SEARCH_PAGE_SIZE[type];

/** The results page's tab from ?tab=, else the first configured type. */
export const searchTab = (search: string, types: ReadonlyArray<FlyoutType>): SearchType => {
  const tab = new URLSearchParams(search).get("tab");
  const known = types.find((t) => t.type === tab);
  return known?.type ?? types[0]?.type ?? "products";
};
