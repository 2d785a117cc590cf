import "../styles/recipes-stores.css";
import { useState } from "react";
import { RecipeSearchContentProps } from "../../domain/content/recipesStoresBlocks";
import { RECIPE_PAGE_SIZE } from "../../domain/recipes/model";
import { recipeSearchOf } from "../../domain/recipes/query";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../content/kit";
import { Spinner } from "../discovery/components";
import { ShopLink } from "../routing/ShopLink";
import { useT } from "../state/context";
import { useRecipeList, useRecipesPath } from "./hooks";
import { RecipeTiles } from "./RecipeTiles";

/** Recipe search content block: what the editor's term finds, newest first, five at a time. */
const RecipeSearchContentBlock = ({ block }: BlockProps) => {
  const props = useBlockProps(RecipeSearchContentProps, block);
  const [page, setPage] = useState(1);
  const entry = useRecipeList({ q: props?.term ?? "", tag: "", page, pageSize: RECIPE_PAGE_SIZE });
  const t = useT();
  const path = useRecipesPath();
  const depth = useHeadingDepth();
  const Title = headingTag(depth);
  if (props === null) return null;
  const pages = entry?.status === "loaded" ? Math.ceil(entry.data.total / RECIPE_PAGE_SIZE) : 1;
  return (
    <section
      className="cms-recipes"
      data-testid="recipe-search-content"
      aria-label={props.title ?? props.term}
    >
      {props.title && <Title>{props.title}</Title>}
      {entry === undefined || entry.status === "loading" ? (
        <Spinner />
      ) : entry.status === "loaded" ? (
        entry.data.results.length === 0 ? (
          <p className="listing__empty">{t("recipes.none")}</p>
        ) : (
          <RecipeTiles recipes={entry.data.results} headingLevel={props.title || depth > 2 ? 3 : 2} />
        )
      ) : (
        <p role="alert">{t("recipes.loadFailed")}</p>
      )}
      <p className="recipes-pages">
        {page > 1 && (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setPage(page - 1)}>
            {t("recipes.previous")}
          </button>
        )}
        {page < pages && (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setPage(page + 1)}>
            {t("recipes.next")}
          </button>
        )}
        <ShopLink href={`${path}${recipeSearchOf(props.term)}`}>{t("recipes.all")}</ShopLink>
      </p>
    </section>
  );
};
export default RecipeSearchContentBlock;
