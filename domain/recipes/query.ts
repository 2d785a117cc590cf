import { RECIPE_PAGE_SIZE } from "./model";

/** What a recipe list shows: a term ("" for all), a tag ("" for all), a page and its size. */
export interface RecipeQuery {
  readonly q: string;
  readonly tag: string;
  readonly page: number;
  readonly pageSize: number;
}

/** The state's key of a list: lists of the page and of the blocks share entries when they ask alike. */
export const recipeListKey = (q: RecipeQuery): string =>
  JSON.stringify([q.q.trim().toLowerCase(), q.tag, q.page, q.pageSize]);

const pageOf = (s: string | null): number => {
  const n = Number(s);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

/** The recipes page's query from its URL (?q=...&page=2); anything unusable is the first page of all. */
export const recipeQueryFromSearch = (search: string): RecipeQuery => {
  const p = new URLSearchParams(search);
  const q = (p.get("q") ?? "").trim();
  return {
    q: [...q].length >= 2 ? q.slice(0, 200) : "",
    tag: "",
    page: pageOf(p.get("page")),
    pageSize: RECIPE_PAGE_SIZE,
  };
};

/** The recipes page's URL search for a term and page ("" for the first page of all). */
export const recipeSearchOf = (q: string, page = 1): string => {
  const p = new URLSearchParams();
  if (q.trim() !== "") p.set("q", q.trim());
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s === "" ? "" : `?${s}`;
};
