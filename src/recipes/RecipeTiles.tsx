import type { RecipeHit } from "../../domain/discovery/search";
import { useLinks } from "../discovery/hooks";
import { ShopLink } from "../routing/ShopLink";
import { useT } from "../state/context";

/** Recipes as tiles: picture, title (the link), time and tags. */
export const RecipeTiles = ({
  recipes,
  headingLevel = 2,
}: {
  readonly recipes: ReadonlyArray<RecipeHit>;
  readonly headingLevel?: 2 | 3;
}) => {
  const t = useT();
  const links = useLinks();
  const Title = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="recipe-tiles" data-testid="recipe-tiles">
      {recipes.map((r) => (
        <li key={r.slug} className="recipe-tile" data-testid="recipe-tile">
          <img
            src={r.image.url}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            className="recipe-tile__image"
          />
          <div className="recipe-tile__body">
            <Title className="recipe-tile__title">
              <ShopLink href={links.recipe(r.slug)}>{r.title}</ShopLink>
            </Title>
            <p className="recipe-tile__teaser">{r.teaser}</p>
            <p className="recipe-tile__meta">
              <span>{t("recipes.minutes", { minutes: String(r.durationMinutes) })}</span>
              {r.tags.map((tag) => (
                <span key={tag} className="recipe-tile__tag">
                  {tag}
                </span>
              ))}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
};
