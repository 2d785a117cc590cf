import { getRecipe, listRecipes as listRecipesCall } from "../../domain/api/recipes";
import { notFound } from "../discovery/store";
import type { App } from "../http/env";
import { route } from "../http/route";
import { findRecipe, listRecipes } from "./store";

/** The recipes page and the recipe blocks: lists newest first, and one recipe's detail. */
export const recipeRoutes = (app: App) => {
  route(app, listRecipesCall, ({ query }, c) => listRecipes(c.get("db"), query));
  route(app, getRecipe, async ({ params }, c) => {
    const recipe = await findRecipe(c.get("db"), params.slug);
    if (!recipe) throw notFound("recipe", params.slug, "recipe_not_found");
    return recipe;
  });
};
