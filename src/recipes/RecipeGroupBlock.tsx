import "../styles/recipes-stores.css";
import { RecipeGroupProps } from "../../domain/content/recipesStoresBlocks";
import { RECIPE_PAGE_SIZE } from "../../domain/recipes/model";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../content/kit";
import { Spinner } from "../discovery/components";
import { useT } from "../state/context";
import { useRecipeList } from "./hooks";
import { RecipeTiles } from "./RecipeTiles";

/** Recipe group block: the newest recipes (of a tag, if the editor chose one). */
const RecipeGroupBlock = ({ block }: BlockProps) => {
  const props = useBlockProps(RecipeGroupProps, block);
  const entry = useRecipeList({
    q: "",
    tag: props?.tag ?? "",
    page: 1,
    pageSize: props?.limit ?? RECIPE_PAGE_SIZE,
  });
  const t = useT();
  const depth = useHeadingDepth();
  const Title = headingTag(depth);
  if (props === null) return null;
  return (
    <section
      className="cms-recipes"
      data-testid="recipe-group"
      aria-label={props.title ?? t("recipes.pageTitle")}
    >
      {props.title && <Title>{props.title}</Title>}
      {entry === undefined || entry.status === "loading" ? (
        <Spinner />
      ) : entry.status === "loaded" ? (
        <RecipeTiles recipes={entry.data.results} headingLevel={props.title || depth > 2 ? 3 : 2} />
      ) : (
        <p role="alert">{t("recipes.loadFailed")}</p>
      )}
    </section>
  );
};
export default RecipeGroupBlock;
