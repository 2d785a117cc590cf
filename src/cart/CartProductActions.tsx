import "../styles/cart.css";
import { useId, useState } from "react";
import type { LineItem } from "../../domain/cart/model";
import { selectLineForSku } from "../../domain/cart/selectors";
import type { Product } from "../../domain/discovery/product";
import type { ProductActionsProps } from "../discovery/productActionsSlot";
import { useDispatchAsync, useGetState, useSelector, useT } from "../state/context";
import { useQuantityText } from "./hooks";
import { useLineQuantity } from "./LineItemRow";
import { QuantityStepper } from "./QuantityStepper";
import { productSourceOf } from "./source";

const InCart = ({
  line,
  variant,
}: {
  readonly line: LineItem;
  readonly variant: ProductActionsProps["variant"];
}) => {
  const [quantity, setQuantity] = useLineQuantity(line);
  return (
    <div className={`product-actions product-actions--${variant} product-actions--in-cart`}>
      <QuantityStepper product={line.product} value={quantity} onChange={setQuantity} min={0} />
    </div>
  );
};

const useAdd = (product: Product, variant: ProductActionsProps["variant"]) => {
  const dispatch = useDispatchAsync();
  const getState = useGetState();
  const [busy, setBusy] = useState(false);
  const add = (quantity: number) => {
    const source = variant === "detail" ? undefined : productSourceOf(getState(), product.sku);
    setBusy(true);
    void dispatch({
      _tag: "AddItem",
      sku: product.sku,
      quantity,
      ...(source !== undefined ? { source } : {}),
    }).finally(() => setBusy(false));
  };
  return { add, busy };
};

/**
 * The add-to-cart control of tiles, the quick view and the detail page (the discovery extension
 * point). A tile shows "In den Warenkorb" and, once the product is in the cart, the line's stepper;
 * the detail page and the quick view choose a quantity first, then add it.
 */
const CartProductActions = ({ product, variant }: ProductActionsProps) => {
  const t = useT();
  const text = useQuantityText();
  const line = useSelector((s) => selectLineForSku(product.sku)(s));
  const { add, busy } = useAdd(product, variant);
  const step = product.quantityStepSize;
  const [quantity, setQuantity] = useState(step);
  const noteId = useId();
  if (product.availability === "unavailable") return null;
  if (product.availability === "temporarilyUnavailable")
    return (
      <div className={`product-actions product-actions--${variant}`}>
        <button
          type="button"
          className="btn btn--primary product-actions__add"
          disabled
          aria-describedby={noteId}
        >
          {t("discovery.addToCart")}
        </button>
        <span id={noteId} className={variant === "tile" ? "visually-hidden" : "product-actions__note"}>
          {t("cart.notOrderableNow")}
        </span>
      </div>
    );
  const orderable = line !== null && line.availability === "available";
  if (variant === "tile" && orderable) return <InCart line={line} variant={variant} />;
  if (variant === "tile")
    return (
      <div className={`product-actions product-actions--${variant}`}>
        <button
          type="button"
          className="btn btn--primary product-actions__add"
          onClick={() => add(step)}
          aria-busy={busy}
          aria-label={t("cart.addNamed", { name: product.name })}
          data-sku={product.sku}
          data-testid="add-to-cart"
        >
          {t("discovery.addToCart")}
        </button>
      </div>
    );
  return (
    <div className={`product-actions product-actions--${variant} product-actions--choose`}>
      <QuantityStepper product={product} value={quantity} onChange={setQuantity} min={step} />
      <button
        type="button"
        className="btn btn--primary product-actions__add"
        onClick={() => add(quantity)}
        aria-busy={busy}
        aria-describedby={orderable ? noteId : undefined}
        data-sku={product.sku}
        data-testid="add-to-cart"
      >
        {t("discovery.addToCart")}
      </button>
      {orderable && (
        <span id={noteId} className="product-actions__note" data-testid="in-cart-note">
          {t("cart.inCart", { quantity: text(product, line.quantity) })}
        </span>
      )}
    </div>
  );
};

export default CartProductActions;
