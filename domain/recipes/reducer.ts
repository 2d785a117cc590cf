import type { Draft } from "immer";
import type {
  RecipeFailed,
  RecipeLoaded,
  RecipeMissing,
  RecipeRequested,
  RecipesFailed,
  RecipesLoaded,
  RecipesRequested,
} from "./events";
import type { RecipesState } from "./state";

type D = Draft<{ recipes: RecipesState }>;

export const recipeCases = {
  RecipesRequested: (d: D, e: typeof RecipesRequested.Type) => {
    d.recipes.lists[e.key] = { status: "loading" };
  },
  RecipesLoaded: (d: D, e: typeof RecipesLoaded.Type) => {
    d.recipes.lists[e.key] = { status: "loaded", data: e.list as Draft<typeof e.list> };
  },
  RecipesFailed: (d: D, e: typeof RecipesFailed.Type) => {
    d.recipes.lists[e.key] = { status: "failed" };
  },
  RecipeRequested: (d: D, e: typeof RecipeRequested.Type) => {
    d.recipes.details[e.slug] = { status: "loading" };
  },
  RecipeLoaded: (d: D, e: typeof RecipeLoaded.Type) => {
    d.recipes.details[e.slug] = { status: "loaded", data: e.recipe as Draft<typeof e.recipe> };
  },
  RecipeMissing: (d: D, e: typeof RecipeMissing.Type) => {
    d.recipes.details[e.slug] = { status: "missing" };
  },
  RecipeFailed: (d: D, e: typeof RecipeFailed.Type) => {
    d.recipes.details[e.slug] = { status: "failed" };
  },
};
