import { useEffect, useMemo } from "react";
import type { RecipeQuery } from "../../domain/recipes/query";
import { selectRecipeList } from "../../domain/recipes/selectors";
import { routePattern } from "../../domain/routing/routes";
import { routesFor } from "../../domain/routing/table";
import { useDispatch, useSelector } from "../state/context";
import { selectRuntimeConfig } from "../state/selectors";

/** The recipes page's path ("/rezepte"), from the tenant's routes. */
export const useRecipesPath = (): string => {
  const config = useSelector(selectRuntimeConfig);
  return useMemo(() => (config ? routePattern(routesFor(config), "recipes") : undefined) ?? "/", [config]);
};

/** A recipe block's list: asked for when the block shows (blocks have no route loader of their own). */
export const useRecipeList = (query: RecipeQuery) => {
  const dispatch = useDispatch();
  const { q, tag, page, pageSize } = query;
  const select = useMemo(() => selectRecipeList({ q, tag, page, pageSize }), [q, tag, page, pageSize]);
  const entry = useSelector(select);
  const status = entry?.status;
  useEffect(() => {
    if (status === undefined) dispatch({ _tag: "LoadRecipes", q, tag, page, pageSize });
  }, [status, dispatch, q, tag, page, pageSize]);
  return entry;
};
