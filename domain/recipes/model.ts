import { Schema } from "effect";
import { Sku } from "../discovery/product";
import { RecipeHit } from "../discovery/search";
import { SEARCH_PAGE_SIZE } from "../discovery/searchTypes";

/** Recipe lists (the recipes page, the recipe blocks) show this many per page (document 2 §9). */
export const RECIPE_PAGE_SIZE = SEARCH_PAGE_SIZE.recipes;
/** The most recipes one list call answers (a recipe group block shows at most this many). */
export const MAX_RECIPE_PAGE_SIZE = 24;

/**
 * One ingredient line: the text as the editor wrote it, split into an amount (null: "Salz und
 * Pfeffer" has none and does not scale), a unit and the name; sku links it to a product.
 */
export const RecipeIngredient = Schema.Struct({
  text: Schema.String,
  amount: Schema.NullOr(Schema.Number),
  unit: Schema.String,
  name: Schema.String,
  sku: Schema.NullOr(Sku),
  /** The linked product's slug, for its product page link. */
  productSlug: Schema.NullOr(Schema.String),
});
export type RecipeIngredient = typeof RecipeIngredient.Type;

/** A recipe's detail: its summary plus the ingredients for `servings` and the steps. */
export const Recipe = Schema.extend(
  RecipeHit,
  Schema.Struct({ ingredients: Schema.Array(RecipeIngredient), steps: Schema.Array(Schema.String) }),
);
export type Recipe = typeof Recipe.Type;

/** A page of recipes, newest first. */
export const RecipeList = Schema.Struct({
  total: Schema.Int,
  page: Schema.Int,
  pageSize: Schema.Int,
  results: Schema.Array(RecipeHit),
});
export type RecipeList = typeof RecipeList.Type;
