import { type FormEvent, type ReactElement, useId, useState } from "react";
import type { CategoryNode, CategoryTree } from "../../domain/discovery/category";
import { ProductSort } from "../../domain/discovery/listing";
import type { ProductAttribute } from "../../domain/discovery/product";
import { type ListingQuery, listingSearch } from "../../domain/discovery/query";
import { selectListing } from "../../domain/discovery/selectors";
import type { ListingData } from "../../domain/discovery/state";
import { NotFoundPage } from "../pages/NotFoundPage";
import { ShopLink } from "../routing/ShopLink";
import { useDispatch, useSelector, useT } from "../state/context";
import { selectLocation, selectPath, selectSearch } from "../state/selectors";
import { ProductGrid, Spinner } from "./components";
import { useLinks, useMoney } from "./hooks";
import { LoadFailed } from "./LoadFailed";

/** The category tree, with the branch of the current category open. */
export const CategoryNav = ({
  tree,
  activePath,
}: {
  readonly tree: CategoryTree;
  readonly activePath: ReadonlyArray<string>;
}) => {
  const t = useT();
  const links = useLinks();
  const current = activePath[activePath.length - 1];
  const branch = (nodes: ReadonlyArray<CategoryNode>, depth: number) => (
    <ul className={`category-nav__list category-nav__list--${depth}`}>
      {nodes.map((n) => (
        <li key={n.slug}>
          <ShopLink
            href={links.category(n.slug)}
            className="category-nav__link"
            aria-current={n.slug === current ? "page" : undefined}
          >
            <span>{n.name}</span>
            <span className="category-nav__count">{n.productCount}</span>
          </ShopLink>
          {n.children.length > 0 && activePath.includes(n.slug) && branch(n.children, depth + 1)}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="category-nav" aria-label={t("discovery.categories")}>
      <h2 className="filter__title">{t("discovery.categories")}</h2>
      {branch(tree, 1)}
    </nav>
  );
};

const toCents = (v: string): number | null => {
  const n = Number(v.replace(",", "."));
  return v.trim() === "" || !Number.isFinite(n) || n < 0 ? null : Math.round(n * 100);
};
const toEuros = (c: number | null) => (c === null ? "" : (c / 100).toFixed(2).replace(/\.00$/, ""));

const Filters = ({ data, query }: { readonly data: ListingData; readonly query: ListingQuery }) => {
  const t = useT();
  const dispatch = useDispatch();
  const money = useMoney();
  const { facets } = data.page;
  const minId = useId();
  const maxId = useId();
  const [min, setMin] = useState(toEuros(query.priceMin));
  const [max, setMax] = useState(toEuros(query.priceMax));
  const toggle = <T extends string>(list: ReadonlyArray<T>, value: T): T[] =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  const applyPrice = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ _tag: "ChangeListing", priceMin: toCents(min), priceMax: toCents(max) });
  };
  const filtered =
    query.brand.length > 0 ||
    query.attribute.length > 0 ||
    query.priceMin !== null ||
    query.priceMax !== null;
  const brands = data.brand === null ? facets.brands : [];
  return (
    <div className="filters">
      {brands.length > 0 && (
        <fieldset className="filter">
          <legend className="filter__title">{t("discovery.brand")}</legend>
          <ul className="filter__options">
            {brands.map((b) => (
              <li key={b.slug}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={query.brand.includes(b.slug)}
                    onChange={() => dispatch({ _tag: "ChangeListing", brand: toggle(query.brand, b.slug) })}
                  />
                  <span>{b.name}</span>
                  <span className="filter__count">{b.count}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {facets.attributes.length > 0 && (
        <fieldset className="filter">
          <legend className="filter__title">{t("discovery.attributes")}</legend>
          <ul className="filter__options">
            {facets.attributes.map((a) => (
              <li key={a.value}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={query.attribute.includes(a.value)}
                    onChange={() =>
                      dispatch({
                        _tag: "ChangeListing",
                        attribute: toggle<ProductAttribute>(query.attribute, a.value),
                      })
                    }
                  />
                  <span>{t(`discovery.attribute.${a.value}`)}</span>
                  <span className="filter__count">{a.count}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <form className="filter filter--price" onSubmit={applyPrice}>
        <fieldset>
          <legend className="filter__title">{t("discovery.price")}</legend>
          {facets.price && (
            <p className="filter__hint">
              {money.price(facets.price.min)} – {money.price(facets.price.max)}
            </p>
          )}
          <div className="filter__price-row">
            <label htmlFor={minId}>{t("discovery.priceMin")}</label>
            <input
              id={minId}
              inputMode="decimal"
              value={min}
              onChange={(e) => setMin(e.target.value)}
              size={6}
            />
            <label htmlFor={maxId}>{t("discovery.priceMax")}</label>
            <input
              id={maxId}
              inputMode="decimal"
              value={max}
              onChange={(e) => setMax(e.target.value)}
              size={6}
            />
          </div>
          <button type="submit" className="btn btn--secondary btn--small">
            {t("discovery.applyPrice")}
          </button>
        </fieldset>
      </form>
      {filtered && (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => dispatch({ _tag: "ChangeListing", clearFilters: true })}
        >
          {t("discovery.clearFilters")}
        </button>
      )}
    </div>
  );
};

const Pager = ({ query, pageCount }: { readonly query: ListingQuery; readonly pageCount: number }) => {
  const t = useT();
  const path = useSelector(selectPath);
  const search = useSelector(selectSearch);
  if (pageCount <= 1) return null;
  const href = (page: number) => `${path}${listingSearch({ ...query, page }, search)}`;
  const current = Math.min(query.page, pageCount);
  const from = Math.max(1, Math.min(current - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => from + i);
  return (
    <nav className="pager" aria-label={t("discovery.pagination")}>
      <p className="visually-hidden">
        {t("discovery.pageOf", { page: String(current), pages: String(pageCount) })}
      </p>
      <ul className="pager__list">
        <li>
          {current > 1 ? (
            <ShopLink href={href(current - 1)} className="pager__link" rel="prev">
              <span aria-hidden="true">‹</span>{" "}
              <span className="pager__label">{t("discovery.previousPage")}</span>
            </ShopLink>
          ) : null}
        </li>
        {pages.map((p) => (
          <li key={p}>
            <ShopLink
              href={href(p)}
              className="pager__link pager__link--number"
              aria-current={p === current ? "page" : undefined}
              aria-label={t("discovery.goToPage", { page: String(p) })}
            >
              {p}
            </ShopLink>
          </li>
        ))}
        <li>
          {current < pageCount ? (
            <ShopLink href={href(current + 1)} className="pager__link" rel="next">
              <span className="pager__label">{t("discovery.nextPage")}</span>{" "}
              <span aria-hidden="true">›</span>
            </ShopLink>
          ) : null}
        </li>
      </ul>
    </nav>
  );
};

/** Sort, filters, products and pages of a category's or brand's product list. */
export const ListingBody = ({
  data,
  query,
  aside,
}: {
  readonly data: ListingData;
  readonly query: ListingQuery;
  readonly aside?: React.ReactNode;
}) => {
  const t = useT();
  const dispatch = useDispatch();
  const sortId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { page } = data;
  return (
    <div className="listing">
      <div className="listing__aside">
        <button
          type="button"
          className="btn btn--secondary listing__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {t("discovery.showFilters")}
        </button>
        <div id={panelId} className={`listing__panel${open ? " is-open" : ""}`}>
          {aside}
          <Filters key={`${query.priceMin}-${query.priceMax}`} data={data} query={query} />
        </div>
      </div>
      <div className="listing__main">
        <div className="listing__toolbar">
          <p className="listing__count" aria-live="polite">
            {t("discovery.productCount", { count: String(page.total) })}
          </p>
          <label htmlFor={sortId} className="listing__sort-label">
            {t("discovery.sort")}
          </label>
          <select
            id={sortId}
            className="select"
            value={query.sort}
            onChange={(e) => dispatch({ _tag: "ChangeListing", sort: e.target.value as ProductSort })}
          >
            {ProductSort.literals.map((s) => (
              <option key={s} value={s}>
                {t(`discovery.sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {page.products.length === 0 ? (
          <p className="listing__empty">{t("discovery.noProducts")}</p>
        ) : (
          <ProductGrid products={page.products} onTop />
        )}
        <Pager query={query} pageCount={page.pageCount} />
      </div>
    </div>
  );
};

/**
 * The product listing of the current URL (category or brand): its data and query once loaded, or
 * what to show instead (a spinner, the 404, the failure under the screen's title).
 */
export const useCurrentListing = (
  title: string,
): { readonly fallback: ReactElement } | { readonly data: ListingData; readonly query: ListingQuery } => {
  const location = useSelector(selectLocation);
  const listing = useSelector(selectListing);
  const key = `${location.path}${location.search}`;
  if (listing === null || listing.key !== key || listing.result.status === "pending")
    return { fallback: <Spinner /> };
  if (listing.result.status === "missing") return { fallback: <NotFoundPage /> };
  if (listing.result.status === "error")
    return {
      fallback: (
        <div className="discovery-page">
          <h1>{title}</h1>
          <LoadFailed />
        </div>
      ),
    };
  return { data: listing.result.data, query: listing.query };
};
