import { Schema } from "effect";

/** A list of recipes (the recipes page, a recipe block); the route loads the page's own. */
const LoadRecipes = Schema.TaggedStruct("LoadRecipes", {
  q: Schema.String,
  tag: Schema.String,
  page: Schema.Int,
  pageSize: Schema.Int,
});
/** One recipe's detail (the detail route loads it; the screen's retry asks again). */
const LoadRecipe = Schema.TaggedStruct("LoadRecipe", { slug: Schema.String });

export const RecipeCommands = [LoadRecipes, LoadRecipe] as const;
export type RecipeCommand = (typeof RecipeCommands)[number]["Type"];
