import type { OutcomeLists } from "../core/feature";
import type { RecipeCommand } from "./commands";

export const RecipeOutcomes = {
  LoadRecipes: ["loaded", "cached", "failed"],
  LoadRecipe: ["loaded", "cached", "missing", "failed"],
} as const satisfies OutcomeLists<RecipeCommand>;
