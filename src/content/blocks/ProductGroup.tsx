import "../../styles/discovery.css";
import type { AppState } from "../../../domain/app/state";
import { ProductGroupProps } from "../../../domain/content/layoutBlocks";
import { pickProducts } from "../../../domain/content/layoutRules";
import { ProductGrid, Spinner } from "../../discovery/components";
import { useSelector, useT } from "../../state/context";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../kit";

const selectOffers = (s: AppState) => s.discovery.offers;

/** Without a limit a group shows at most this many products (one row of four, twice). */
const DEFAULT_LIMIT = 8;

/**
 * Chosen products on offer as the listing's tiles (price, loyalty price, availability, add to cart).
 * The route loads the offers with the page (domain/app/routeLoaders), as for the promotion block.
 */
const ProductGroup = ({ block }: BlockProps) => {
  const props = useBlockProps(ProductGroupProps, block);
  const offers = useSelector(selectOffers);
  const t = useT();
  const depth = useHeadingDepth();
  const Title = headingTag(depth);
  if (props === null) return null;
  const tileLevel = props.title ? depth + 1 : depth;
  const products =
    offers?.status === "success"
      ? pickProducts(offers.data.products, props.skus, props.limit ?? DEFAULT_LIMIT)
      : [];
  return (
    <section
      className="cms-promotion"
      data-testid="product-group"
      aria-label={props.title ?? t("discovery.offer")}
    >
      {props.title && <Title className="cms-promotion__title">{props.title}</Title>}
      {offers === null || offers.status === "pending" ? (
        <Spinner />
      ) : offers.status === "error" ? (
        <p role="alert">{t("discovery.loadFailed")}</p>
      ) : products.length > 0 ? (
        <ProductGrid products={products} headingLevel={tileLevel <= 2 ? 2 : 3} />
      ) : (
        <p className="listing__empty">{t("content.productGroup.empty")}</p>
      )}
    </section>
  );
};
export default ProductGroup;
