import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import type { RecipeCommand } from "./commands";
import { loadRecipeDetail, loadRecipeList } from "./load";
import type { RecipeOutcomes } from "./outcomes";

export const recipeHandlers: HandlersOf<RecipeCommand, typeof RecipeOutcomes, Ports> = {
  LoadRecipes: (c) => loadRecipeList(c),
  LoadRecipe: (c) => loadRecipeDetail(c.slug),
};
