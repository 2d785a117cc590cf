import "../styles/discovery.css";
import "../styles/recipes-stores.css";
import { useMemo, useState } from "react";
import type { Sku } from "../../domain/discovery/product";
import { selectRecipe } from "../../domain/recipes/selectors";
import { clampServings, MAX_SERVINGS, MIN_SERVINGS, scaleIngredients } from "../../domain/recipes/servings";
import { Spinner } from "../discovery/components";
import { useLinks } from "../discovery/hooks";
import { NotFoundPage } from "../pages/NotFoundPage";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useDispatch, useDispatchAsync, useSelector, useT } from "../state/context";
import { selectLocation } from "../state/selectors";
import { useRecipesPath } from "./hooks";

type AddState = "idle" | "adding" | "added" | "partial" | "failed";

/**
 * A recipe: its ingredients for the chosen servings (amounts scaled), each linked to its product,
 * "add all to cart" through the cart's bulk add, and the steps.
 */
const RecipeDetailScreen = () => {
  const t = useT();
  const dispatch = useDispatch();
  const dispatchAsync = useDispatchAsync();
  const links = useLinks();
  const recipesPath = useRecipesPath();
  const slug = useSelector(selectLocation).params.slug ?? "";
  const entry = useSelector(useMemo(() => selectRecipe(slug), [slug]));
  const recipe = entry?.status === "loaded" ? entry.data : null;
  const [chosen, setChosen] = useState<number | null>(null);
  const [add, setAdd] = useState<AddState>("idle");
  const servings = chosen ?? recipe?.servings ?? 1;
  const lines = useMemo(
    () => (recipe ? scaleIngredients(recipe.ingredients, recipe.servings, servings) : []),
    [recipe, servings],
  );
  if (entry === undefined || entry.status === "loading") return <Spinner />;
  if (entry.status === "missing") return <NotFoundPage />;
  if (entry.status === "failed")
    return (
      <div className="recipe-page">
        <PageMeta title={t("recipes.pageTitle")} noIndex />
        <h1>{t("recipes.pageTitle")}</h1>
        <p role="alert">
          {t("recipes.loadFailed")}{" "}
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => dispatch({ _tag: "LoadRecipe", slug })}
          >
            {t("recipes.retry")}
          </button>
        </p>
        <ShopLink href={recipesPath}>{t("recipes.all")}</ShopLink>
      </div>
    );
  const r = entry.data;
  const skus = r.ingredients.flatMap((i) => (i.sku === null ? [] : [i.sku]));
  const addAll = async () => {
    setAdd("adding");
    const outcome = await dispatchAsync({
      _tag: "AddItems",
      items: skus.map((sku: Sku) => ({ sku, quantity: 1 })),
    });
    setAdd(outcome === "added" ? "added" : outcome === "partial" ? "partial" : "failed");
  };
  const step = (by: number) => setChosen(clampServings(servings + by));
  return (
    <article className="recipe-page" data-testid="recipe-detail">
      <PageMeta title={r.title} description={r.teaser} ogImage={r.image.url} />
      <nav className="breadcrumb" aria-label={t("discovery.breadcrumb")}>
        <ol>
          <li>
            <ShopLink href={recipesPath}>{t("recipes.pageTitle")}</ShopLink>
          </li>
          <li aria-current="page">{r.title}</li>
        </ol>
      </nav>
      <h1>{r.title}</h1>
      <p className="lead">{r.teaser}</p>
      <img src={r.image.url} alt={r.image.alt} width={400} height={400} className="recipe-page__image" />
      <p className="recipe-tile__meta">
        <span>{t("recipes.minutes", { minutes: String(r.durationMinutes) })}</span>
        {r.tags.map((tag) => (
          <span key={tag} className="recipe-tile__tag">
            {tag}
          </span>
        ))}
      </p>
      <div className="recipe-page__columns">
        <section aria-labelledby="recipe-ingredients" className="recipe-ingredients">
          <h2 id="recipe-ingredients">{t("recipes.ingredients")}</h2>
          <fieldset className="servings">
            <legend>{t("recipes.servingsLabel")}</legend>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-label={t("recipes.servingsFewer")}
              disabled={servings <= MIN_SERVINGS}
              onClick={() => step(-1)}
            >
              −
            </button>
            <output aria-live="polite" data-testid="servings">
              {servings}
            </output>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-label={t("recipes.servingsMore")}
              disabled={servings >= MAX_SERVINGS}
              onClick={() => step(1)}
            >
              +
            </button>
          </fieldset>
          <ul className="recipe-ingredients__list" data-testid="ingredients">
            {lines.map((l) => (
              <li key={l.text}>
                {l.sku !== null && l.productSlug !== null ? (
                  <ShopLink href={links.product({ slug: l.productSlug, sku: l.sku })}>{l.shown}</ShopLink>
                ) : (
                  l.shown
                )}
              </li>
            ))}
          </ul>
          {skus.length > 0 && (
            <button
              type="button"
              className="btn btn--primary"
              disabled={add === "adding"}
              onClick={() => void addAll()}
            >
              {t("recipes.addAll")}
            </button>
          )}
          <p role="status" className="recipe-ingredients__status">
            {add === "added"
              ? t("recipes.added")
              : add === "partial"
                ? t("recipes.addPartial")
                : add === "failed"
                  ? t("recipes.addFailed")
                  : ""}
          </p>
        </section>
        <section aria-labelledby="recipe-steps" className="recipe-steps">
          <h2 id="recipe-steps">{t("recipes.steps")}</h2>
          <ol>
            {r.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
};
export default RecipeDetailScreen;
