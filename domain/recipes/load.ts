import { Effect } from "effect";
import { callApi, isStatus } from "../api/call";
import { getRecipe, listRecipes } from "../api/recipes";
import { loadNotFoundPage } from "../content/load";
import { recipes } from "./access";
import { type RecipeQuery, recipeListKey, recipeQueryFromSearch } from "./query";

/** A list, once per query while loaded (a failed one is asked again). */
export const loadRecipeList = (q: RecipeQuery) =>
  Effect.gen(function* () {
    const key = recipeListKey(q);
    const known = (yield* recipes.state).lists[key];
    if (known?.status === "loaded" || known?.status === "loading") return "cached" as const;
    yield* recipes.emit({ _tag: "RecipesRequested", key });
    const query = {
      page: q.page,
      pageSize: q.pageSize,
      ...(q.q.trim() !== "" ? { q: q.q.trim() } : {}),
      ...(q.tag !== "" ? { tag: q.tag } : {}),
    };
    return yield* callApi(listRecipes, { query }).pipe(
      Effect.flatMap((list) =>
        Effect.as(recipes.emit({ _tag: "RecipesLoaded", key, list }), "loaded" as const),
      ),
      Effect.catchAll(() => Effect.as(recipes.emit({ _tag: "RecipesFailed", key }), "failed" as const)),
    );
  });

export const loadRecipeDetail = (slug: string) =>
  Effect.gen(function* () {
    const known = (yield* recipes.state).details[slug];
    if (known?.status === "loaded") return "cached" as const;
    yield* recipes.emit({ _tag: "RecipeRequested", slug });
    return yield* callApi(getRecipe, { params: { slug } }).pipe(
      Effect.flatMap((recipe) =>
        Effect.as(recipes.emit({ _tag: "RecipeLoaded", slug, recipe }), "loaded" as const),
      ),
      Effect.catchAll((e) =>
        // A slug the call refuses (400) names no recipe either: the CMS not-found page, as for a product.
        isStatus(e, 404) || isStatus(e, 400)
          ? Effect.as(
              Effect.zipRight(recipes.emit({ _tag: "RecipeMissing", slug }), loadNotFoundPage),
              "missing" as const,
            )
          : Effect.as(recipes.emit({ _tag: "RecipeFailed", slug }), "failed" as const),
      ),
    );
  });

/** The route loaders: the recipes page's list from its URL, a detail by its slug. */
export const loadRecipesRoute = (ctx: { readonly search: string }) =>
  loadRecipeList(recipeQueryFromSearch(ctx.search));
export const loadRecipeRoute = (ctx: { readonly params: Readonly<Record<string, string>> }) =>
  loadRecipeDetail(ctx.params.slug ?? "");
