import { useRef, useState } from "react";
import type { LineAvailability, LineItem } from "../../domain/cart/model";
import { displayPrice } from "../../domain/discovery/format";
import { TrashIcon } from "../components/TrashIcon";
import { useLinks, useLoyaltyMember, useMoney } from "../discovery/hooks";
import { ShopLink } from "../routing/ShopLink";
import { useDispatchAsync, useT } from "../state/context";
import { QuantityStepper } from "./QuantityStepper";

/**
 * The quantity a line shows while its changes are on the way: the last target the shopper chose,
 * then the server's answer. Every change is an absolute SetItemQuantity, so queued clicks end at
 * the last target whatever the timing.
 */
export const useLineQuantity = (line: LineItem): readonly [number, (quantity: number) => void] => {
  const dispatch = useDispatchAsync();
  const [target, setTarget] = useState<number | null>(null);
  const inFlight = useRef(0);
  const set = (quantity: number) => {
    setTarget(quantity);
    inFlight.current += 1;
    const command =
      quantity === 0
        ? ({ _tag: "RemoveItems", lineItemIds: [line.lineItemId] } as const)
        : ({ _tag: "SetItemQuantity", lineItemId: line.lineItemId, quantity } as const);
    void dispatch(command).finally(() => {
      inFlight.current -= 1;
      if (inFlight.current === 0) setTarget(null);
    });
  };
  return [target ?? line.quantity, set] as const;
};

interface LineItemRowProps {
  readonly line: LineItem;
  readonly quantity: number;
  readonly onQuantity: (quantity: number) => void;
  readonly onRemove: () => void;
  readonly compact?: boolean;
}

/** One orderable cart line: image, brand, name, unit price, stepper, line total, deposit, remove. */
const LineItemRow = ({ line, quantity, onQuantity, onRemove, compact = false }: LineItemRowProps) => {
  const t = useT();
  const money = useMoney();
  const links = useLinks();
  const loyalty = useLoyaltyMember();
  const { product } = line;
  const p = displayPrice(product, loyalty);
  const per = p.per === "kg" ? ` ${t("discovery.perKg")}` : "";
  return (
    <li
      className={`cart-line${compact ? " cart-line--compact" : ""}`}
      data-testid="cart-line"
      data-sku={line.articleId}
    >
      <img className="cart-line__img" src={product.image.url} alt="" width={72} height={72} loading="lazy" />
      <div className="cart-line__info">
        <p className="cart-line__brand">{product.brand.name}</p>
        <p className="cart-line__name">
          <ShopLink href={links.product(product)} className="cart-line__link">
            {product.name}
          </ShopLink>
        </p>
        <p className="cart-line__unit" data-testid="cart-line-unit-price">
          {money.price(line.perPiecePrice)}
          {per}
          {!compact && (
            <>
              {" "}
              · {product.packageSize} · {money.unit(p.unit)}
            </>
          )}
        </p>
      </div>
      <div className="cart-line__qty">
        <QuantityStepper product={product} value={quantity} onChange={onQuantity} min={0} size="small" />
      </div>
      <div className="cart-line__total">
        <p className="cart-line__price" data-testid="cart-line-total">
          {money.price(line.totalPrice)}
        </p>
        {line.depositPrice > 0 && (
          <p className="cart-line__deposit">
            {t("discovery.deposit", { amount: money.price(line.depositPrice) })}
          </p>
        )}
      </div>
      {!compact && (
        <button
          type="button"
          className="icon-button cart-line__remove"
          onClick={onRemove}
          aria-label={t("cart.removeItem", { name: product.name })}
        >
          <TrashIcon />
        </button>
      )}
    </li>
  );
};

/** A line wired to the cart: its stepper and remove button dispatch the cart commands. */
export const CartLine = ({ line, compact }: { readonly line: LineItem; readonly compact?: boolean }) => {
  const [quantity, setQuantity] = useLineQuantity(line);
  return (
    <LineItemRow
      line={line}
      quantity={quantity}
      onQuantity={setQuantity}
      onRemove={() => setQuantity(0)}
      compact={compact}
    />
  );
};

const reasonKey = (a: LineAvailability) => `cart.availability.${a}`;

/** A line that cannot be ordered now, with its reason; it can only be removed. */
export const UnavailableLineRow = ({ line }: { readonly line: LineItem }) => {
  const t = useT();
  const dispatch = useDispatchAsync();
  const quantityText = line.product.weightArticle ? null : `${line.quantity} ×`;
  return (
    <li
      className="cart-line cart-line--unavailable"
      data-testid="cart-unavailable-line"
      data-sku={line.articleId}
    >
      <img
        className="cart-line__img"
        src={line.product.image.url}
        alt=""
        width={72}
        height={72}
        loading="lazy"
      />
      <div className="cart-line__info">
        <p className="cart-line__brand">{line.product.brand.name}</p>
        <p className="cart-line__name">
          {quantityText} {line.product.name}
        </p>
        <p className="cart-line__reason" data-testid="availability-reason">
          {t(reasonKey(line.availability))}
        </p>
      </div>
      <button
        type="button"
        className="icon-button cart-line__remove"
        onClick={() => void dispatch({ _tag: "RemoveItems", lineItemIds: [line.lineItemId] })}
        aria-label={t("cart.removeItem", { name: line.product.name })}
      >
        <TrashIcon />
      </button>
    </li>
  );
};
