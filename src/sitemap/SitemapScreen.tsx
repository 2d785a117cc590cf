import "../styles/recipes-stores.css";
import type { AppState } from "../../domain/app/state";
import type { SitemapLink } from "../../domain/sitemap/model";
import { Spinner } from "../discovery/components";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useDispatch, useSelector, useT } from "../state/context";
import { selectLocation } from "../state/selectors";

const selectSitemap = (s: AppState) => s.sitemap;

const Section = ({ id, title, links }: { id: string; title: string; links: ReadonlyArray<SitemapLink> }) => (
  <section aria-labelledby={id} className="sitemap__section">
    <h2 id={id}>{title}</h2>
    <ul>
      {links.map((l) => (
        <li key={l.path}>
          <ShopLink href={l.path}>{l.title}</ShopLink>
        </li>
      ))}
    </ul>
  </section>
);

/** The sitemap for people: the pages, categories and recipes the server lists (as in /sitemap.xml). */
const SitemapScreen = () => {
  const t = useT();
  const dispatch = useDispatch();
  const location = useSelector(selectLocation);
  const { status, sitemap } = useSelector(selectSitemap);
  return (
    <div className="sitemap" data-testid="sitemap-screen">
      <PageMeta title={t("sitemap.pageTitle")} />
      <h1>{t("sitemap.pageTitle")}</h1>
      {sitemap !== null ? (
        <div className="sitemap__sections">
          <Section id="sitemap-pages" title={t("sitemap.section.pages")} links={sitemap.pages} />
          <Section
            id="sitemap-categories"
            title={t("sitemap.section.categories")}
            links={sitemap.categories}
          />
          <Section id="sitemap-recipes" title={t("sitemap.section.recipes")} links={sitemap.recipes} />
        </div>
      ) : status === "failed" ? (
        <p role="alert">
          {t("sitemap.loadFailed")}{" "}
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => dispatch({ _tag: "Navigate", to: location.path, history: "replace" })}
          >
            {t("common.retry")}
          </button>
        </p>
      ) : (
        <Spinner />
      )}
    </div>
  );
};
export default SitemapScreen;
