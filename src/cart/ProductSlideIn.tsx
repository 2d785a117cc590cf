import "../styles/cart.css";
import { useEffect, useId, useRef, useState } from "react";
import { selectLastAdd, selectLineForSku } from "../../domain/cart/selectors";
import { CloseIcon } from "../components/CloseIcon";
import { useMoney } from "../discovery/hooks";
import { ShopLink } from "../routing/ShopLink";
import { useDispatch, useSelector, useT } from "../state/context";
import { useQuantityText } from "./hooks";
import { useCartPath } from "./path";

/** How long the slide-in stays after an add (paused while the pointer or focus is on it). */
const SLIDE_IN_MS = 5000;

/**
 * The product slide-in after an add: the product, the quantity added, a link to the cart.
 * A non-modal status panel; it hides itself after SLIDE_IN_MS (DismissProductSlideIn).
 */
const ProductSlideIn = () => {
  const t = useT();
  const dispatch = useDispatch();
  const money = useMoney();
  const quantityText = useQuantityText();
  const cartPath = useCartPath();
  const lastAdd = useSelector(selectLastAdd);
  const sku = lastAdd?.sku ?? "";
  const line = useSelector((s) => selectLineForSku(sku)(s));
  const titleId = useId();
  const [paused, setPaused] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const at = lastAdd?.at;
  useEffect(() => {
    if (at === undefined || paused) return;
    const timer = setTimeout(() => dispatch({ _tag: "DismissProductSlideIn" }), SLIDE_IN_MS);
    return () => clearTimeout(timer);
  }, [at, paused, dispatch]);
  if (lastAdd === null || line === null) return null;
  const shown =
    lastAdd.outcome === "added" || lastAdd.outcome === "capped" || lastAdd.outcome === "maxquantityreached";
  if (!shown) return null;
  const { product } = line;
  const dismiss = () => dispatch({ _tag: "DismissProductSlideIn" });
  const orderable = line.availability === "available";
  const headline = !orderable
    ? t("cart.slideIn.notOrderable", { reason: t(`cart.availability.${line.availability}`) })
    : lastAdd.outcome === "maxquantityreached"
      ? t("cart.slideIn.maxReached")
      : lastAdd.outcome === "capped"
        ? t("cart.slideIn.capped")
        : t("cart.slideIn.added");
  return (
    <section
      ref={panel}
      className={`slide-in slide-in--${orderable ? lastAdd.outcome : "unavailable"}`}
      aria-labelledby={titleId}
      data-testid="product-slide-in"
      data-at={lastAdd.at}
      data-sku={lastAdd.sku}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!panel.current?.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div role="status" className="slide-in__status">
        <p id={titleId} className="slide-in__title">
          {headline}
        </p>
      </div>
      <div className="slide-in__product">
        <img className="slide-in__img" src={product.image.url} alt="" width={56} height={56} />
        <div>
          <p className="slide-in__name">{product.name}</p>
          <p className="slide-in__meta" data-testid="slide-in-quantity">
            {t("cart.slideIn.quantity", {
              added: quantityText(product, lastAdd.quantity),
              total: quantityText(product, line.quantity),
            })}{" "}
            · {money.price(line.totalPrice)}
          </p>
        </div>
      </div>
      <div className="slide-in__actions">
        <ShopLink href={cartPath} className="btn btn--primary btn--small" onClick={dismiss}>
          {t("cart.toCart")}
        </ShopLink>
        <button type="button" className="icon-button" onClick={dismiss} aria-label={t("cart.slideIn.close")}>
          <CloseIcon size={20} />
        </button>
      </div>
    </section>
  );
};

export default ProductSlideIn;
