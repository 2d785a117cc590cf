import { Schema } from "effect";
import { noControlCharacters } from "../discovery/product";
import { SEARCH_TERM_MAX_LENGTH, SEARCH_TERM_MIN_LENGTH } from "../discovery/searchTypes";
import { MAX_RECIPE_PAGE_SIZE, Recipe, RecipeList } from "../recipes/model";
import { defineCall } from "./contract";

const trimmedLength = (s: string) => [...s.trim()].length;

/** A search term: empty (every recipe) or 2 to 200 characters after trimming, like site search. */
const Term = Schema.String.pipe(
  noControlCharacters,
  Schema.filter((s) => {
    const n = trimmedLength(s);
    if (n === 0) return true;
    if (n < SEARCH_TERM_MIN_LENGTH)
      return `q must be empty or have at least ${SEARCH_TERM_MIN_LENGTH} characters`;
    return n > SEARCH_TERM_MAX_LENGTH ? `q must have at most ${SEARCH_TERM_MAX_LENGTH} characters` : true;
  }),
);

export const RecipeListQuery = Schema.Struct({
  q: Schema.optional(Term),
  /** Only recipes with this tag ("Vegetarisch"); the recipe group block's choice. */
  tag: Schema.optional(Schema.String.pipe(Schema.maxLength(40), noControlCharacters)),
  page: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 10_000))),
  pageSize: Schema.optional(
    Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, MAX_RECIPE_PAGE_SIZE)),
  ),
});
export type RecipeListQuery = typeof RecipeListQuery.Type;

/** Recipes newest first (document 2 §9: recipe search sorts by date), 5 a page unless asked. */
export const listRecipes = defineCall({
  name: "recipes.list",
  method: "GET",
  path: "/api/recipes",
  query: RecipeListQuery,
  response: RecipeList,
  errors: { 400: "q of one character or over 200, or bad paging" },
});

export const getRecipe = defineCall({
  name: "recipes.get",
  method: "GET",
  path: "/api/recipes/:slug",
  params: Schema.Struct({ slug: Schema.String.pipe(Schema.pattern(/^[a-z0-9-]{1,80}$/)) }),
  response: Recipe,
  errors: { 400: "not a recipe slug", 404: "no recipe with this slug" },
});
