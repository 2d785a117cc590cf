import "../styles/recipes-stores.css";
import { type FormEvent, useId, useState } from "react";
import { RecipeSearchProps } from "../../domain/content/recipesStoresBlocks";
import { recipeSearchOf } from "../../domain/recipes/query";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../content/kit";
import { useDispatch, useT } from "../state/context";
import { useRecipesPath } from "./hooks";

/** Recipe search block: a field that opens the recipes page with the term. */
const RecipeSearchBlock = ({ block }: BlockProps) => {
  const props = useBlockProps(RecipeSearchProps, block);
  const t = useT();
  const dispatch = useDispatch();
  const path = useRecipesPath();
  const id = useId();
  const [term, setTerm] = useState("");
  const Title = headingTag(useHeadingDepth());
  if (props === null) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ _tag: "Navigate", to: `${path}${recipeSearchOf(term)}` });
  };
  return (
    <section className="cms-recipe-search" data-testid="recipe-search">
      {props.title && <Title>{props.title}</Title>}
      <search>
        <form className="recipes-search" onSubmit={submit}>
          <label htmlFor={id}>{t("recipes.searchLabel")}</label>
          <div className="recipes-search__row">
            <input
              id={id}
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
    </section>
  );
};
export default RecipeSearchBlock;
