import { type RecipeQuery, recipeListKey } from "./query";
import type { RecipesState } from "./state";

type Root = { readonly recipes: RecipesState };

export const selectRecipeList = (q: RecipeQuery) => (r: Root) => r.recipes.lists[recipeListKey(q)];
export const selectRecipe = (slug: string) => (r: Root) => r.recipes.details[slug];
