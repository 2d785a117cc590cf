import "../styles/discovery.css";
import { selectBrandDetails } from "../../domain/discovery/selectors";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";
import { selectLocation } from "../state/selectors";
import { useLinks } from "./hooks";
import { ListingBody, useCurrentListing } from "./Listing";

const BrandDetailScreen = () => {
  const t = useT();
  const links = useLinks();
  const location = useSelector(selectLocation);
  const listing = useCurrentListing(t("discovery.brands"));
  const details = useSelector(selectBrandDetails);
  const slug = location.params.slug ?? "";
  if ("fallback" in listing) return listing.fallback;
  const data = listing.data;
  const brand = data.brand;
  const detail = details[slug];
  return (
    <div className="discovery-page" data-testid="brand-detail">
      <PageMeta title={brand?.name ?? t("discovery.brands")} description={brand?.description} />
      <nav className="breadcrumb" aria-label={t("discovery.breadcrumb")}>
        <ol>
          <li>
            <ShopLink href={links.brands()}>{t("discovery.allBrands")}</ShopLink>
          </li>
          <li aria-current="page">{brand?.name}</li>
        </ol>
      </nav>
      <div className="brand-head">
        {brand && <img src={brand.logo.url} alt="" width={160} height={80} className="brand-head__logo" />}
        <div>
          <h1>{brand?.name}</h1>
          {brand?.description && <p className="lead">{brand.description}</p>}
        </div>
      </div>
      <ListingBody
        data={data}
        query={listing.query}
        aside={
          detail && detail.categories.length > 0 ? (
            <nav
              className="category-nav"
              aria-label={t("discovery.brandCategories", { brand: detail.brand.name })}
            >
              <h2 className="filter__title">
                {t("discovery.brandCategories", { brand: detail.brand.name })}
              </h2>
              <ul className="category-nav__list">
                {detail.categories.map((c) => (
                  <li key={c.slug}>
                    <ShopLink
                      href={`${links.category(c.slug)}?brand=${encodeURIComponent(slug)}`}
                      className="category-nav__link"
                    >
                      <span>{c.name}</span>
                      <span className="category-nav__count">{c.productCount}</span>
                    </ShopLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null
        }
      />
    </div>
  );
};
export default BrandDetailScreen;
