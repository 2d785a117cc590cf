import { type ComponentType, createContext, useContext, useId } from "react";
import type { Product } from "../../domain/discovery/product";
import { useSelector, useT } from "../state/context";
import { selectRuntimeConfig } from "../state/selectors";

export interface ProductActionsProps {
  readonly product: Product;
  readonly variant: "tile" | "detail" | "quickView";
}

/**
 * EXTENSION POINT for the cart issue: provide the real add-to-cart control (quantity stepper,
 * AddItem command) with <ProductActionsProvider value={CartProductActions}>. Until then every tile,
 * the quick view and the detail page show the placeholder below: a disabled button with its reason,
 * and only when featureCartCheckout is on. There is no fake cart.
 */
const ProductActionsContext = createContext<ComponentType<ProductActionsProps> | null>(null);
export const ProductActionsProvider = ProductActionsContext.Provider;

const Placeholder = ({ product, variant }: ProductActionsProps) => {
  const t = useT();
  const id = useId();
  return (
    <div className={`product-actions product-actions--${variant}`}>
      <button
        type="button"
        className="btn btn--primary product-actions__add"
        disabled
        aria-describedby={id}
        data-sku={product.sku}
      >
        {t("discovery.addToCart")}
      </button>
      <span id={id} className={variant === "tile" ? "visually-hidden" : "product-actions__note"}>
        {t("discovery.addToCartPending")}
      </span>
    </div>
  );
};

export const ProductActions = (props: ProductActionsProps) => {
  const Provided = useContext(ProductActionsContext);
  const cartOn = useSelector(selectRuntimeConfig)?.featureCartCheckout ?? false;
  if (Provided) return <Provided {...props} />;
  if (!cartOn || props.product.availability === "unavailable") return null;
  return <Placeholder {...props} />;
};
