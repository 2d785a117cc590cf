import { useContext, useId } from "react";
import { useSelector, useT } from "../state/context";
import { selectRuntimeConfig } from "../state/selectors";
import { ProductActionsContext, type ProductActionsProps } from "./productActionsSlot";

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
