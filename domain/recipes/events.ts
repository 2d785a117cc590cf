import { Schema } from "effect";
import { Recipe, RecipeList } from "./model";

export const RecipesRequested = Schema.TaggedStruct("RecipesRequested", { key: Schema.String });
export const RecipesLoaded = Schema.TaggedStruct("RecipesLoaded", { key: Schema.String, list: RecipeList });
export const RecipesFailed = Schema.TaggedStruct("RecipesFailed", { key: Schema.String });
export const RecipeRequested = Schema.TaggedStruct("RecipeRequested", { slug: Schema.String });
export const RecipeLoaded = Schema.TaggedStruct("RecipeLoaded", { slug: Schema.String, recipe: Recipe });
/** No recipe with this slug (404): the detail shows the not-found text. */
export const RecipeMissing = Schema.TaggedStruct("RecipeMissing", { slug: Schema.String });
export const RecipeFailed = Schema.TaggedStruct("RecipeFailed", { slug: Schema.String });

export const RecipeEvents = [
  RecipesRequested,
  RecipesLoaded,
  RecipesFailed,
  RecipeRequested,
  RecipeLoaded,
  RecipeMissing,
  RecipeFailed,
] as const;
export type RecipeEvent = (typeof RecipeEvents)[number]["Type"];
