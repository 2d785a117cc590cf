import "../styles/discovery.css";
import { selectBrands } from "../../domain/discovery/selectors";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";
import { Spinner } from "./components";
import { useLinks } from "./hooks";
import { LoadFailed } from "./LoadFailed";

const BrandsScreen = () => {
  const t = useT();
  const links = useLinks();
  const brands = useSelector(selectBrands);
  if (brands === null || brands.status === "pending") return <Spinner />;
  return (
    <div className="discovery-page" data-testid="brands">
      <PageMeta title={t("discovery.brands")} />
      <h1>{t("discovery.brands")}</h1>
      <p className="lead">{t("discovery.brandsIntro")}</p>
      {brands.status !== "success" ? (
        <LoadFailed />
      ) : (
        <ul className="brand-grid">
          {brands.data.map((b) => (
            <li key={b.slug}>
              <ShopLink href={links.brand(b.slug)} className="brand-card">
                <img
                  src={b.logo.url}
                  alt=""
                  width={120}
                  height={60}
                  className="brand-card__logo"
                  loading="lazy"
                />
                <span className="brand-card__name">{b.name}</span>
                <span className="brand-card__meta">
                  {t("discovery.productCount", { count: String(b.productCount) })}
                  {b.ownBrand ? ` · ${t("discovery.ownBrand")}` : ""}
                </span>
              </ShopLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
export default BrandsScreen;
