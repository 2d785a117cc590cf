import type { Recipe, RecipeList } from "./model";

/* Schema-free: the first load needs the initial value, not the events' schemas. */
type Loadable<A> =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly data: A }
  | { readonly status: "missing" }
  | { readonly status: "failed" };

export interface RecipesState {
  /** Lists by query/recipeListKey. */
  readonly lists: Readonly<Record<string, Loadable<RecipeList>>>;
  /** Details by slug. */
  readonly details: Readonly<Record<string, Loadable<Recipe>>>;
}

export const initialRecipes: RecipesState = { lists: {}, details: {} };
