import "../styles/discovery.css";
import { formatNetContent } from "../../domain/discovery/format";
import type { Product } from "../../domain/discovery/product";
import { selectProduct } from "../../domain/discovery/selectors";
import { FavouriteSlot } from "../favourites/FavouriteSlot";
import { NotFoundPage } from "../pages/NotFoundPage";
import { PageMeta } from "../pages/PageMeta";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";
import { selectDisplayLocale, selectLocation } from "../state/selectors";
import { AvailabilityNote, Breadcrumb, PriceBlock, ProductCarousel, Spinner } from "./components";
import { useLinks, useMoney } from "./hooks";
import { LoadFailed } from "./LoadFailed";
import { ProductActions } from "./ProductActions";

const Facts = ({ product }: { readonly product: Product }) => {
  const t = useT();
  const money = useMoney();
  const locale = useSelector(selectDisplayLocale);
  return (
    <dl className="facts">
      <dt>{t("discovery.packageSize")}</dt>
      <dd>{product.packageSize}</dd>
      <dt>{t("discovery.netContent")}</dt>
      <dd>{formatNetContent(product.weight.netContent, locale, t("discovery.piece"))}</dd>
      {product.bundleInfo && (
        <>
          <dt>{t("discovery.bundle")}</dt>
          <dd>{product.bundleInfo}</dd>
        </>
      )}
      <dt>{t("discovery.weight")}</dt>
      <dd>{money.weight(product.weight.grams)}</dd>
      <dt>{t("discovery.sku")}</dt>
      <dd>{product.sku}</dd>
    </dl>
  );
};

const Detail = ({
  product,
  similar,
}: {
  readonly product: Product;
  readonly similar: ReadonlyArray<Product>;
}) => {
  const t = useT();
  const links = useLinks();
  return (
    <div className="discovery-page product-detail" data-testid="product-detail">
      <PageMeta title={product.name} description={product.description} ogImage={product.image.url} />
      <Breadcrumb trail={product.parentCategories} current={product.name} />
      <div className="product-detail__top">
        <div className="product-detail__media">
          <img
            src={product.image.url}
            alt={product.image.alt}
            width={480}
            height={480}
            className="product-detail__img"
          />
        </div>
        <div className="product-detail__info">
          <p className="product-detail__brand">
            <ShopLink href={links.brand(product.brand.slug)}>{product.brand.name}</ShopLink>
          </p>
          <div className="product-detail__heading">
            <h1 className="product-detail__title">{product.name}</h1>
            <FavouriteSlot product={product} variant="detail" />
          </div>
          {product.attributes.length > 0 && (
            <ul className="badges">
              {product.attributes.map((a) => (
                <li key={a} className="badge">
                  {t(`discovery.attribute.${a}`)}
                </li>
              ))}
            </ul>
          )}
          <PriceBlock product={product} size="detail" />
          <AvailabilityNote product={product} />
          {product.ageRestriction > 0 && (
            <p className="age-note">
              {t("discovery.ageRestriction", { age: String(product.ageRestriction) })}
            </p>
          )}
          <ProductActions product={product} variant="detail" />
        </div>
      </div>
      <div className="product-detail__sections">
        <section className="card">
          <h2>{t("discovery.description")}</h2>
          <p>{product.description}</p>
          <h3>{t("discovery.details")}</h3>
          <Facts product={product} />
        </section>
        {product.nutrition.length > 0 && (
          <section className="card">
            <h2>{t("discovery.nutrition")}</h2>
            <table className="nutrition">
              <caption className="visually-hidden">{t("discovery.nutrition")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("discovery.nutrient")}</th>
                  <th scope="col">{t("discovery.per100")}</th>
                </tr>
              </thead>
              <tbody>
                {product.nutrition.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td>{row.per100g}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
      <ProductCarousel title={t("discovery.similar")} products={similar} />
    </div>
  );
};

const ProductDetailScreen = () => {
  const t = useT();
  const location = useSelector(selectLocation);
  const entry = useSelector(selectProduct);
  if (entry === null || entry.key !== location.path || entry.result.status === "pending") return <Spinner />;
  // A gone product is the non-fatal 404: the CMS not-found page with the not-found slider below it.
  if (entry.result.status === "missing") return <NotFoundPage />;
  if (entry.result.status === "error")
    return (
      <div className="discovery-page">
        <h1>{t("error.title")}</h1>
        <LoadFailed />
      </div>
    );
  return <Detail product={entry.result.data} similar={entry.related?.products ?? []} />;
};
export default ProductDetailScreen;
