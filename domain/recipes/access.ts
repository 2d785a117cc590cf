import { featureAccess } from "../core/feature";
import type { RecipeEvent } from "./events";
import type { RecipesState } from "./state";

/** The recipes feature reads only its own slice. */
export const recipes = featureAccess<RecipeEvent>()({
  self: (r: { readonly recipes: RecipesState }) => r.recipes,
});
