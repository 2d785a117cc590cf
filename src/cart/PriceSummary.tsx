import type { Cart, DistributionType } from "../../domain/cart/model";
import { useMoney } from "../discovery/hooks";
import { useT } from "../state/context";
import { usePercent } from "./hooks";

const Row = ({
  label,
  value,
  testId,
  strong = false,
  note,
}: {
  readonly label: string;
  readonly value: string;
  readonly testId: string;
  readonly strong?: boolean;
  readonly note?: string;
}) => (
  <div className={`summary__row${strong ? " summary__row--total" : ""}`} data-testid={testId}>
    <dt>
      {label}
      {note !== undefined && <span className="summary__note">{note}</span>}
    </dt>
    <dd>{value}</dd>
  </div>
);

/**
 * The cart's prices as the server computed them (priceInfo); nothing is recalculated here. With
 * `surchargePercent` (checkout, confirmation) the payment method's surcharge and the amount to pay
 * (totalWithSurcharge, document 2 §9) follow the total.
 */
export const PriceSummary = ({
  cart,
  serviceType,
  compact = false,
  surchargePercent,
}: {
  readonly cart: Cart;
  readonly serviceType: DistributionType | null;
  readonly compact?: boolean;
  /** null: the surcharge is shown without its percentage (the order config is not loaded). */
  readonly surchargePercent?: number | null;
}) => {
  const t = useT();
  const money = useMoney();
  const percent = usePercent();
  const p = cart.priceInfo;
  const minus = (cents: number) => `−${money.price(cents)}`;
  const freeHint =
    cart.freeOfChargeThreshold > 0 && p.orderValue < cart.freeOfChargeThreshold
      ? t("cart.summary.freeAbove", { amount: money.price(cart.freeOfChargeThreshold) })
      : undefined;
  const feeLabel =
    serviceType === "CLICK_AND_COLLECT"
      ? t("cart.summary.serviceFeeCC")
      : serviceType === "DELIVERY"
        ? t("cart.summary.serviceFeeDelivery")
        : t("cart.summary.serviceFee");
  const feeValue =
    p.serviceFeesAfterDiscount === 0 && cart.productLineItems.length > 0
      ? t("cart.summary.free")
      : money.price(p.serviceFeesAfterDiscount);
  return (
    <dl className="summary" data-testid="price-summary">
      <Row
        label={t("cart.summary.orderValue")}
        value={money.price(p.orderValue)}
        testId="summary-order-value"
      />
      {!compact && p.depositFees > 0 && (
        <Row label={t("cart.summary.deposit")} value={money.price(p.depositFees)} testId="summary-deposit" />
      )}
      {!compact && (
        <div className="summary__row" data-testid="summary-service-fee">
          <dt>
            {feeLabel}
            {freeHint !== undefined && <span className="summary__note">{freeHint}</span>}
          </dt>
          <dd>
            {p.serviceFeesAfterDiscount < p.serviceFees && (
              <s className="summary__was">{money.price(p.serviceFees)}</s>
            )}{" "}
            {feeValue}
          </dd>
        </div>
      )}
      {!compact &&
        cart.voucherLineItems.map((v) => (
          <Row
            key={v.lineItemId}
            label={v.voucher.name}
            value={v.applied ? minus(v.discount) : t("cart.voucher.notApplied")}
            note={v.applied ? undefined : t(`cart.voucher.reason.${v.reason ?? "offline"}`)}
            testId="summary-voucher"
          />
        ))}
      {!compact &&
        cart.discountCodes
          .filter((c) => c.state === "valid")
          .map((c) => (
            <Row
              key={c.code}
              label={t("cart.summary.discountCode", { code: c.code })}
              value={minus(c.discount)}
              testId="summary-discount-code"
            />
          ))}
      {p.discounts > 0 && (
        <Row label={t("cart.summary.discounts")} value={minus(p.discounts)} testId="summary-discounts" />
      )}
      <Row label={t("cart.summary.total")} value={money.price(p.total)} testId="summary-total" strong />
      {surchargePercent !== undefined && p.totalWithSurcharge !== p.total && (
        <>
          <Row
            label={
              surchargePercent === null
                ? t("checkout.summary.surchargePlain")
                : t("checkout.summary.surcharge", { percent: percent(surchargePercent) })
            }
            value={`+${money.price(p.totalWithSurcharge - p.total)}`}
            testId="summary-surcharge"
          />
          <Row
            label={t("checkout.summary.toPay")}
            value={money.price(p.totalWithSurcharge)}
            testId="summary-total-with-surcharge"
            strong
          />
        </>
      )}
      {!compact && <Row label={t("cart.summary.vat")} value={money.price(p.totalVat)} testId="summary-vat" />}
      {p.totalSavings > 0 && (
        <Row
          label={t("cart.summary.savings")}
          value={money.price(p.totalSavings)}
          testId="summary-savings"
          note={
            compact
              ? undefined
              : [
                  p.savings.loyalty > 0
                    ? t("cart.summary.savingsLoyalty", { amount: money.price(p.savings.loyalty) })
                    : null,
                  p.savings.vouchers > 0
                    ? t("cart.summary.savingsVouchers", { amount: money.price(p.savings.vouchers) })
                    : null,
                  p.savings.discountCodes > 0
                    ? t("cart.summary.savingsCodes", { amount: money.price(p.savings.discountCodes) })
                    : null,
                ]
                  .filter((s) => s !== null)
                  .join(" · ") || undefined
          }
        />
      )}
    </dl>
  );
};
