import "../styles/discovery.css";
import { useMemo } from "react";
import { selectSearchPage } from "../../domain/search/selectors";
import { safeSearchTerm } from "../../domain/tracking/discovery";
import { personalValues } from "../../domain/tracking/privacy";
import "../styles/search.css";
import type { SearchType } from "../../domain/discovery/search";
import { flyoutTypes, searchTab } from "../../domain/search/rules";
import { ProductGrid, Spinner } from "../discovery/components";
import { useLinks } from "../discovery/hooks";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";
import { selectLocation, selectRuntimeConfig } from "../state/selectors";
import { HitLinks } from "./FlyoutPanel";

/**
 * The page's title. The document title is read by analytics tags (GA4's page_title): an e-mail
 * address, a phone number or the customer's own name typed into the search stays out of it (issue 15
 * #8). Its own component: it follows the shopper's cart, addresses and session, which the results
 * do not (issue 17: the cart arriving rendered the whole results page again).
 */
const SearchTitle = ({ term }: { readonly term: string }) => {
  const t = useT();
  const session = useSelector((s) => s.session);
  const addresses = useSelector((s) => s.addresses);
  const cart = useSelector((s) => s.cart);
  const titleTerm = useMemo(
    () => safeSearchTerm(term, personalValues({ session, addresses, cart })),
    [term, session, addresses, cart],
  );
  return <PageMeta title={t("search.resultsTitle", { term: titleTerm })} noIndex />;
};

/** The search results page (/:term, ?tab=products): one tab per configured type, kept alive when left. */
const SearchScreen = () => {
  const t = useT();
  const links = useLinks();
  const config = useSelector(selectRuntimeConfig);
  const location = useSelector(selectLocation);
  const page = useSelector(selectSearchPage);
  const term = (location.params.term ?? "").trim();
  if (config === null || page === null || page.term !== term) return <Spinner />;
  const types = flyoutTypes(config).filter((ty) => page.types.includes(ty.type));
  const heading = t("search.resultsTitle", { term });
  if (types.length === 0)
    return (
      <div className="discovery-page search-page">
        <SearchTitle term={term} />
        <h1>{heading}</h1>
        <p>{t("search.minLength")}</p>
      </div>
    );
  const tab = searchTab(location.search, types);
  const active = types.find((ty) => ty.type === tab) ?? types[0];
  const slot = page.results[tab];
  const tabHref = (type: SearchType) => links.search(term, type);
  const total = types.reduce((n, ty) => {
    const s = page.results[ty.type];
    return n + (s?.status === "loaded" ? s.hits.total : 0);
  }, 0);
  const productsSlot = page.results.products;
  const productPages =
    productsSlot?.status === "loaded" ? Math.ceil(productsSlot.hits.total / Math.max(1, 24)) : 1;
  return (
    <div className="discovery-page search-page" data-testid="search-page">
      <SearchTitle term={term} />
      <h1>{heading}</h1>
      <nav className="search-tabs" aria-label={t("search.resultsTypes")}>
        <ul>
          {types.map((ty) => {
            const s = page.results[ty.type];
            return (
              <li key={ty.type}>
                <ShopLink
                  href={tabHref(ty.type)}
                  className="search-tabs__tab"
                  aria-current={ty.type === tab ? "page" : undefined}
                >
                  {t(`search.type.${ty.type}`)}
                  <span className="search-tabs__count">{s?.status === "loaded" ? s.hits.total : "…"}</span>
                </ShopLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <section
        className="search-page__results"
        aria-labelledby="search-tab-title"
        aria-busy={slot?.status !== "loaded"}
      >
        <h2 id="search-tab-title" className="visually-hidden">
          {t(`search.type.${tab}`)}
        </h2>
        {slot?.status !== "loaded" ? (
          <p>{t("search.loading")}</p>
        ) : slot.hits.total === 0 ? (
          <div className="search-page__empty" data-testid="search-empty">
            <p>{active?.emptyResultsContent ?? t("search.noResults", { term })}</p>
            {total === 0 && <p>{t("search.noResults", { term })}</p>}
          </div>
        ) : slot.hits.type === "products" ? (
          <>
            <ProductGrid products={slot.hits.results} headingLevel={3} onTop />
            {productPages > 1 && (
              <nav className="pager" aria-label={t("discovery.pagination")}>
                <ul className="pager__list">
                  {page.productsPage > 1 && (
                    <li>
                      <ShopLink
                        href={`${tabHref("products")}&page=${page.productsPage - 1}`}
                        className="pager__link"
                        rel="prev"
                      >
                        {t("discovery.previousPage")}
                      </ShopLink>
                    </li>
                  )}
                  <li className="pager__status">
                    {t("discovery.pageOf", { page: String(page.productsPage), pages: String(productPages) })}
                  </li>
                  {page.productsPage < productPages && (
                    <li>
                      <ShopLink
                        href={`${tabHref("products")}&page=${page.productsPage + 1}`}
                        className="pager__link"
                        rel="next"
                      >
                        {t("discovery.nextPage")}
                      </ShopLink>
                    </li>
                  )}
                </ul>
              </nav>
            )}
          </>
        ) : (
          <HitLinks hits={slot.hits} />
        )}
      </section>
    </div>
  );
};
export default SearchScreen;
