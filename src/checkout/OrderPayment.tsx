import type { Cart } from "../../domain/cart/model";
import { paidParts } from "../../domain/cart/rules/gift-card-payment";
import { maskGiftCardCode } from "../../domain/wallet/rules/codes";
import { useMoney } from "../discovery/hooks";
import { useT } from "../state/context";

/**
 * How a placed order was paid (document 2 §9): each gift card, masked to its last 4 digits, with
 * the amount it paid, then the main method with the rest. The amounts come from the order's cart
 * as the server returns it (domain/cart/rules/gift-card-payment paidParts).
 */
export const OrderPayment = ({ cart, idPrefix }: { readonly cart: Cart; readonly idPrefix: string }) => {
  const t = useT();
  const money = useMoney();
  const parts = paidParts(cart);
  if (parts.length === 0) return null;
  const titleId = `${idPrefix}-paid-title`;
  return (
    <div className="order-paid" data-testid="order-paid">
      <h3 id={titleId} className="order-paid__title">
        {t("checkout.summary.paidWith")}
      </h3>
      <dl className="summary order-paid__list" aria-labelledby={titleId}>
        {parts.map((p) =>
          p.kind === "giftCard" ? (
            <div
              key={p.paymentId}
              className="summary__row"
              data-testid="order-paid-gift-card"
              data-last4={p.code.slice(-4)}
            >
              <dt>{t("checkout.summary.giftCard", { code: maskGiftCardCode(p.code) })}</dt>
              <dd>{money.price(p.amount)}</dd>
            </div>
          ) : (
            <div key="main" className="summary__row" data-testid="order-payment">
              <dt>{t(`checkout.payment.${p.methodKey}`)}</dt>
              <dd>{money.price(p.amount)}</dd>
            </div>
          ),
        )}
      </dl>
    </div>
  );
};
