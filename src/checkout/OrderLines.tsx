import type { LineItem } from "../../domain/cart/model";
import { useQuantityText } from "../cart/hooks";
import { useMoney } from "../discovery/hooks";

/** The order's lines as they are ordered (read only): quantity, name, line total. */
export const OrderLines = ({ lines }: { readonly lines: ReadonlyArray<LineItem> }) => {
  const money = useMoney();
  const quantity = useQuantityText();
  return (
    <ul className="order-lines" data-testid="order-lines">
      {lines.map((l) => (
        <li key={l.lineItemId} className="order-line" data-testid="order-line" data-sku={l.articleId}>
          <img
            className="order-line__img"
            src={l.product.image.url}
            alt=""
            width={48}
            height={48}
            loading="lazy"
          />
          <span className="order-line__qty">{quantity(l.product, l.quantity)} ×</span>
          <span className="order-line__name">
            <span className="order-line__brand">{l.product.brand.name}</span> {l.product.name}
          </span>
          <span className="order-line__total">{money.price(l.totalPrice)}</span>
        </li>
      ))}
    </ul>
  );
};
