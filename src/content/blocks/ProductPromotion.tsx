import "../../styles/discovery.css";
import type { AppState } from "../../../domain/app/state";
import { ProductPromotionProps } from "../../../domain/content/blocks";
import { ProductGrid, Spinner } from "../../discovery/components";
import { useSelector, useT } from "../../state/context";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../kit";

const selectOffers = (s: AppState) => s.discovery.offers;

/**
 * The product promotion block: the products on offer as product tiles (price, price before the
 * offer, add to cart). The route loads them with the page (domain/navigation/routeData).
 */
const ProductPromotion = ({ block }: BlockProps) => {
  const props = useBlockProps(ProductPromotionProps, block);
  const offers = useSelector(selectOffers);
  const t = useT();
  const depth = useHeadingDepth();
  const Title = headingTag(depth);
  if (props === null) return null;
  const tileLevel = props.title ? depth + 1 : depth;
  return (
    <section
      className="cms-promotion"
      data-testid="product-promotion"
      aria-label={props.title ?? t("discovery.offer")}
    >
      {props.title && <Title className="cms-promotion__title">{props.title}</Title>}
      {offers === null || offers.status === "pending" ? (
        <Spinner />
      ) : offers.status === "success" ? (
        offers.data.products.length > 0 ? (
          <ProductGrid products={offers.data.products} headingLevel={tileLevel <= 2 ? 2 : 3} />
        ) : (
          <p className="listing__empty">{t("discovery.offersEmpty")}</p>
        )
      ) : (
        <p role="alert">{t("discovery.loadFailed")}</p>
      )}
    </section>
  );
};
export default ProductPromotion;
