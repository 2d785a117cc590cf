import type { SearchType } from "../../domain/discovery/search";
import type { SearchHits } from "../../domain/search/model";
import type { FlyoutType } from "../../domain/search/rules";
import {
  flyoutDecision,
  flyoutTypes,
  normaliseTerm,
  parseColumnRatio,
  splitColumns,
} from "../../domain/search/rules";
import { selectFlyout } from "../../domain/search/selectors";
import type { Slot } from "../../domain/search/state";
import { useLinks, useMoney } from "../discovery/hooks";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";
import { selectRuntimeConfig } from "../state/selectors";

/** One result as a link: the same link builder as every discovery link. */
export const HitLinks = ({ hits, compact }: { readonly hits: SearchHits; readonly compact?: boolean }) => {
  const links = useLinks();
  const money = useMoney();
  const t = useT();
  const items: Array<{ key: string; href: string; label: string; meta?: string }> = (() => {
    switch (hits.type) {
      case "products":
        return hits.results.map((p) => ({
          key: p.sku,
          href: links.product(p),
          label: p.name,
          meta: `${p.brand.name} · ${money.price(p.price.regular.value)}`,
        }));
      case "categories":
        return hits.results.map((c) => ({
          key: c.slug,
          href: links.category(c.slug),
          label: c.name,
          meta: c.breadcrumb
            .slice(0, -1)
            .map((b) => b.name)
            .join(" › "),
        }));
      case "brands":
        return hits.results.map((b) => ({ key: b.slug, href: links.brand(b.slug), label: b.name }));
      case "content":
        return hits.results.map((c) => ({
          key: c.path,
          href: c.path,
          label: c.title,
          meta: compact ? undefined : c.description,
        }));
      case "recipes":
        return hits.results.map((r) => ({
          key: r.slug,
          href: links.recipe(r.slug),
          label: r.title,
          meta: t("search.recipeMinutes", { minutes: String(r.durationMinutes) }),
        }));
    }
  })();
  return (
    <ul className={compact ? "hit-list hit-list--compact" : "hit-list"}>
      {items.map((i) => (
        <li key={i.key}>
          <ShopLink href={i.href} className="hit">
            <span className="hit__label">{i.label}</span>
            {i.meta && <span className="hit__meta">{i.meta}</span>}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
};

const TypeResults = ({
  type,
  slot,
  term,
}: {
  readonly type: FlyoutType;
  readonly slot: Slot | undefined;
  readonly term: string;
}) => {
  const t = useT();
  const links = useLinks();
  const id = `flyout-${type.type}`;
  return (
    <section
      className="flyout__type"
      aria-labelledby={id}
      data-type={type.type}
      aria-busy={slot?.status !== "loaded"}
    >
      <h2 id={id} className="flyout__title">
        {t(`search.type.${type.type}`)}
        {slot?.status === "loaded" && slot.hits.total > 0 && (
          <span className="flyout__count">{slot.hits.total}</span>
        )}
      </h2>
      {slot?.status !== "loaded" ? (
        <p className="flyout__loading">{t("search.loading")}</p>
      ) : slot.hits.total === 0 ? (
        <p className="flyout__empty">{type.emptyResultsContent ?? t("search.noResults", { term })}</p>
      ) : (
        <>
          <HitLinks hits={slot.hits} compact />
          {slot.hits.total > slot.hits.count && (
            <ShopLink href={links.search(term, type.type as SearchType)} className="flyout__more">
              {t("search.showAll", { term })}
            </ShopLink>
          )}
        </>
      )}
    </section>
  );
};

/** The flyout under the header search: banner, then the configured types in two columns (odd and even order). */
const FlyoutPanel = ({
  id,
  open,
  typed,
}: {
  readonly id: string;
  readonly open: boolean;
  readonly typed: string;
  readonly onClose: () => void;
}) => {
  const t = useT();
  const links = useLinks();
  const config = useSelector(selectRuntimeConfig);
  const flyout = useSelector(selectFlyout);
  if (!open || config === null) return null;
  const term = normaliseTerm(typed);
  const decision = flyoutDecision(term, "");
  const types = flyoutTypes(config);
  const { left, right } = splitColumns(types);
  const [a, b] = parseColumnRatio(config.columnRatio);
  const current = flyout.term !== "" && flyout.term === term;
  const loadedCount = types.reduce((n, ty) => {
    const s = flyout.results[ty.type];
    return n + (s?.status === "loaded" ? s.hits.total : 0);
  }, 0);
  const allLoaded = current && types.every((ty) => flyout.results[ty.type]?.status === "loaded");
  return (
    <section id={id} className="flyout" aria-label={t("search.suggestions")} data-testid="search-flyout">
      <p className="visually-hidden" aria-live="polite">
        {allLoaded ? t("search.hits", { count: String(loadedCount) }) : ""}
      </p>
      {decision === "tooShort" ? (
        <p className="flyout__hint">{t("search.minLength")}</p>
      ) : !current ? (
        <p className="flyout__hint">{t("search.loading")}</p>
      ) : (
        <>
          {flyout.banner.status === "loaded" && flyout.banner.banner && (
            <ShopLink
              href={flyout.banner.banner.link.href}
              external={flyout.banner.banner.link.external}
              className="flyout__banner"
              data-testid="search-banner"
            >
              <img src={flyout.banner.banner.image.url} alt="" width={96} height={64} />
              <span>
                <strong>{flyout.banner.banner.title}</strong>
                <span className="flyout__banner-text">{flyout.banner.banner.text}</span>
              </span>
            </ShopLink>
          )}
          <div className="flyout__columns" style={{ gridTemplateColumns: `${a}fr ${b}fr` }}>
            <div className="flyout__column">
              {left.map((ty) => (
                <TypeResults key={ty.type} type={ty} slot={flyout.results[ty.type]} term={term} />
              ))}
            </div>
            <div className="flyout__column">
              {right.map((ty) => (
                <TypeResults key={ty.type} type={ty} slot={flyout.results[ty.type]} term={term} />
              ))}
            </div>
          </div>
          <ShopLink href={links.search(term)} className="btn btn--primary flyout__all">
            {t("search.showAll", { term })}
          </ShopLink>
        </>
      )}
    </section>
  );
};
export default FlyoutPanel;
