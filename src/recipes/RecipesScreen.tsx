import "../styles/recipes-stores.css";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { RECIPE_PAGE_SIZE } from "../../domain/recipes/model";
import { recipeQueryFromSearch, recipeSearchOf } from "../../domain/recipes/query";
import { selectRecipeList } from "../../domain/recipes/selectors";
import { Spinner } from "../discovery/components";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useDispatch, useSelector, useT } from "../state/context";
import { selectPath, selectSearch } from "../state/selectors";
import { RecipeTiles } from "./RecipeTiles";

/** The recipes page: newest first, five a page, with a search (the route loads the list from the URL). */
const RecipesScreen = () => {
  const t = useT();
  const dispatch = useDispatch();
  const path = useSelector(selectPath);
  const search = useSelector(selectSearch);
  const query = useMemo(() => recipeQueryFromSearch(search), [search]);
  const entry = useSelector(useMemo(() => selectRecipeList(query), [query]));
  const [term, setTerm] = useState(query.q);
  useEffect(() => setTerm(query.q), [query.q]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ _tag: "Navigate", to: `${path}${recipeSearchOf(term)}` });
  };
  const retry = () => dispatch({ _tag: "LoadRecipes", ...query });
  const pages = entry?.status === "loaded" ? Math.max(1, Math.ceil(entry.data.total / RECIPE_PAGE_SIZE)) : 1;
  return (
    <div className="recipes-page" data-testid="recipes-screen">
      <PageMeta title={t("recipes.pageTitle")} description={t("recipes.intro")} />
      <h1>{t("recipes.pageTitle")}</h1>
      <p className="lead">{t("recipes.intro")}</p>
      <search>
        <form className="recipes-search" onSubmit={submit}>
          <label htmlFor="recipes-term">{t("recipes.searchLabel")}</label>
          <div className="recipes-search__row">
            <input
              id="recipes-term"
              type="search"
              value={term}
              maxLength={200}
              onChange={(e) => setTerm(e.target.value)}
            />
            <button type="submit" className="btn btn--primary">
              {t("recipes.searchButton")}
            </button>
          </div>
        </form>
      </search>
      {entry === undefined || entry.status === "loading" ? (
        <Spinner />
      ) : entry.status === "loaded" ? (
        <>
          {query.q !== "" && (
            <p aria-live="polite" data-testid="recipes-count">
              {t("recipes.resultsFor", { count: String(entry.data.total), term: query.q })}
            </p>
          )}
          {entry.data.results.length === 0 ? (
            <p className="listing__empty">{t("recipes.none")}</p>
          ) : (
            <RecipeTiles recipes={entry.data.results} />
          )}
          {pages > 1 && (
            <nav className="recipes-pages" aria-label={t("recipes.pagination")}>
              {query.page > 1 && (
                <ShopLink href={`${path}${recipeSearchOf(query.q, query.page - 1)}`} rel="prev">
                  {t("recipes.previous")}
                </ShopLink>
              )}
              <span>{t("recipes.pageOf", { page: String(query.page), pages: String(pages) })}</span>
              {query.page < pages && (
                <ShopLink href={`${path}${recipeSearchOf(query.q, query.page + 1)}`} rel="next">
                  {t("recipes.next")}
                </ShopLink>
              )}
            </nav>
          )}
        </>
      ) : (
        <p role="alert">
          {t("recipes.loadFailed")}{" "}
          <button type="button" className="btn btn--secondary btn--small" onClick={retry}>
            {t("recipes.retry")}
          </button>
        </p>
      )}
    </div>
  );
};
export default RecipesScreen;
