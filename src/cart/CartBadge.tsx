import "../styles/cart-badge.css";
import { selectCartCount } from "../../domain/cart/count";
import { ShopLink } from "../routing/ShopLink";
import { useDispatch, useSelector, useT } from "../state/context";
import { useCartCountText } from "./countText";
import { useCartPath } from "./path";

/**
 * The header's cart button with the article count; it opens the side cart. Part of the first
 * load, so it stays tiny: the drawer itself is a lazy chunk (CartOverlays).
 */
export const CartBadge = () => {
  const t = useT();
  const dispatch = useDispatch();
  const count = useSelector(selectCartCount);
  const counts = useCartCountText();
  return (
    <button
      type="button"
      className="icon-button cart-badge"
      aria-haspopup="dialog"
      aria-label={t("cart.badge", { counts })}
      onClick={() => dispatch({ _tag: "ToggleSideCart", open: true })}
      data-testid="cart-badge"
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2.2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      <span className={`cart-badge__count${count === 0 ? " is-empty" : ""}`} data-testid="cart-badge-count">
        {count}
      </span>
    </button>
  );
};

/** The cart entry of the header menu (a plain link to the cart page). */
export const CartMenuItem = ({ className }: { readonly className: string }) => {
  const t = useT();
  const counts = useCartCountText();
  const path = useCartPath();
  return (
    <ShopLink href={path} className={className} data-testid="cart-menu-item">
      {t("cart.menuItem", { counts })}
    </ShopLink>
  );
};
