import "../styles/discovery.css";
import { selectProduct } from "../../domain/discovery/selectors";
import { ShopLink } from "../routing/ShopLink";
import { useSelector, useT } from "../state/context";
import { selectLocation } from "../state/selectors";
import { ProductCarousel } from "./components";
import { useLinks } from "./hooks";

/**
 * The product route's extra component on its 404 (document 1 §2, the not-found slider): what became
 * of the product, and similar (or popular) products instead.
 */
const ProductNotFoundSlider = () => {
  const t = useT();
  const links = useLinks();
  const location = useSelector(selectLocation);
  const entry = useSelector(selectProduct);
  if (entry === null || entry.key !== location.path || entry.result.status !== "missing") return null;
  const related = entry.related;
  return (
    <section
      className="missing-panel"
      aria-labelledby="product-missing-title"
      data-testid="product-not-found"
    >
      <h2 id="product-missing-title">{t("discovery.productMissingTitle")}</h2>
      <p>{t("discovery.productMissingText")}</p>
      <p>
        <ShopLink href={links.category()} className="btn btn--primary">
          {t("discovery.range")}
        </ShopLink>
      </p>
      {related && (
        <ProductCarousel
          title={related.kind === "similar" ? t("discovery.similar") : t("discovery.popular")}
          products={related.products}
        />
      )}
    </section>
  );
};
export default ProductNotFoundSlider;
