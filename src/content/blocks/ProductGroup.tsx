import "../../styles/discovery.css";
import type { AppState } from "../../../domain/app/state";
import { ProductGroupProps } from "../../../domain/content/layoutBlocks";
import { pickProducts } from "../../../domain/content/layoutRules";
import {
  PRODUCT_GROUP_DEFAULT_LIMIT,
  type ProductGroupSource,
  productGroupKey,
} from "../../../domain/discovery/productGroup";
import { ProductGrid, Spinner } from "../../discovery/components";
import { useSelector, useT } from "../../state/context";
import { type BlockProps, headingTag, useBlockProps, useHeadingDepth } from "../kit";

const OFFERS: ProductGroupSource = { kind: "offers" };
const selectOffers = (s: AppState) => s.discovery.offers;

/**
 * The products of the list the block's source names, as the listing's tiles (price, loyalty price,
 * availability, add to cart). The route loads the list with the page, by the block's props
 * (domain/app/routeLoaders); the offers are the promotion block's.
 */
const ProductGroup = ({ block }: BlockProps) => {
  const props = useBlockProps(ProductGroupProps, block);
  const source = props?.source ?? OFFERS;
  const limit = props?.limit ?? PRODUCT_GROUP_DEFAULT_LIMIT;
  const key = productGroupKey(source, limit);
  const offers = useSelector(selectOffers);
  const group = useSelector((s) => s.discovery.productGroups[key] ?? null);
  const t = useT();
  const depth = useHeadingDepth();
  const Title = headingTag(depth);
  if (props === null) return null;
  const tileLevel = props.title ? depth + 1 : depth;
  const fromOffers = source.kind === "offers";
  const status = fromOffers ? offers?.status : group?.status;
  const loaded = fromOffers
    ? offers?.status === "success"
      ? offers.data.products
      : []
    : group?.status === "success"
      ? group.data
      : [];
  const products = pickProducts(loaded, source.kind === "skus" ? source.skus : undefined, limit);
  return (
    <section
      className="cms-promotion"
      data-testid="product-group"
      aria-label={props.title ?? t("discovery.offer")}
    >
      {props.title && <Title className="cms-promotion__title">{props.title}</Title>}
      {status === undefined || status === "pending" ? (
        <Spinner />
      ) : status === "error" ? (
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
