import type { DistributionType } from "../../domain/cart/model";
import { priceSummaryLines, type SummaryComponent, type SummarySource } from "../../domain/cart/summary";
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
 * The cart's prices as the server computed them (priceInfo); nothing is recalculated here. The
 * lines come from domain/cart/summary, the one place that decides which parts make up the total,
 * so the side cart, the cart page, checkout and confirmation each list every part of their total.
 * With `surchargePercent` (checkout, confirmation) the payment method's surcharge and the amount to
 * pay (totalWithSurcharge, document 2 §9) follow the total.
 */
export const PriceSummary = ({
  cart,
  serviceType,
  compact = false,
  surchargePercent,
}: {
  readonly cart: SummarySource;
  readonly serviceType: DistributionType | null;
  readonly compact?: boolean;
  /** null: the surcharge is shown without its percentage (the order config is not loaded). */
  readonly surchargePercent?: number | null;
}) => {
  const t = useT();
  const money = useMoney();
  const percent = usePercent();
  const lines = priceSummaryLines(cart, { compact, withPayment: surchargePercent !== undefined });
  const minus = (cents: number) => `−${money.price(-cents)}`;
  const feeLabel =
    serviceType === "CLICK_AND_COLLECT"
      ? t("cart.summary.serviceFeeCC")
      : serviceType === "DELIVERY"
        ? t("cart.summary.serviceFeeDelivery")
        : t("cart.summary.serviceFee");
  const component = (c: SummaryComponent) => {
    switch (c.kind) {
      case "orderValue":
        return (
          <Row
            key="orderValue"
            label={t("cart.summary.orderValue")}
            value={money.price(c.amount)}
            testId="summary-order-value"
          />
        );
      case "deposit":
        return (
          <Row
            key="deposit"
            label={t("cart.summary.deposit")}
            value={money.price(c.amount)}
            testId="summary-deposit"
          />
        );
      case "serviceFee":
        return (
          <div key="serviceFee" className="summary__row" data-testid="summary-service-fee">
            <dt>
              {feeLabel}
              {c.freeAbove !== null && (
                <span className="summary__note">
                  {t("cart.summary.freeAbove", { amount: money.price(c.freeAbove) })}
                </span>
              )}
            </dt>
            <dd>
              {c.amount < c.before && <s className="summary__was">{money.price(c.before)}</s>}{" "}
              {c.amount === 0 ? t("cart.summary.free") : money.price(c.amount)}
            </dd>
          </div>
        );
      case "voucher":
        return <Row key={c.id} label={c.name} value={minus(c.amount)} testId="summary-voucher" />;
      case "discountCode":
        return (
          <Row
            key={c.code}
            label={t("cart.summary.discountCode", { code: c.code })}
            value={minus(c.amount)}
            testId="summary-discount-code"
          />
        );
      case "deliveryPass":
        return (
          <Row
            key="deliveryPass"
            label={c.name}
            value={money.price(c.amount)}
            testId="summary-delivery-pass"
          />
        );
      case "discounts":
        return (
          <Row
            key="discounts"
            label={t("cart.summary.discounts")}
            value={minus(c.amount)}
            testId="summary-discounts"
          />
        );
    }
  };
  const notApplied = lines.notes.flatMap((n) => (n.kind === "voucherNotApplied" ? [n] : []));
  const vat = lines.notes.find((n) => n.kind === "vat");
  const savings = lines.notes.find((n) => n.kind === "savings");
  return (
    <dl className="summary" data-testid="price-summary">
      {lines.components.map(component)}
      {notApplied.map((v) => (
        <Row
          key={v.id}
          label={v.name}
          value={t("cart.voucher.notApplied")}
          note={t(`cart.voucher.reason.${v.reason}`)}
          testId="summary-voucher"
        />
      ))}
      <Row label={t("cart.summary.total")} value={money.price(lines.total)} testId="summary-total" strong />
      {lines.payment !== null && (
        <>
          <Row
            label={
              surchargePercent == null
                ? t("checkout.summary.surchargePlain")
                : t("checkout.summary.surcharge", { percent: percent(surchargePercent) })
            }
            value={`+${money.price(lines.payment.surcharge)}`}
            testId="summary-surcharge"
          />
          <Row
            label={t("checkout.summary.toPay")}
            value={money.price(lines.payment.toPay)}
            testId="summary-total-with-surcharge"
            strong
          />
        </>
      )}
      {!compact && vat !== undefined && (
        <Row label={t("cart.summary.vat")} value={money.price(vat.amount)} testId="summary-vat" />
      )}
      {savings !== undefined && (
        <Row
          label={t("cart.summary.savings")}
          value={money.price(savings.amount)}
          testId="summary-savings"
          note={
            compact
              ? undefined
              : [
                  savings.loyalty > 0
                    ? t("cart.summary.savingsLoyalty", { amount: money.price(savings.loyalty) })
                    : null,
                  savings.vouchers > 0
                    ? t("cart.summary.savingsVouchers", { amount: money.price(savings.vouchers) })
                    : null,
                  savings.discountCodes > 0
                    ? t("cart.summary.savingsCodes", { amount: money.price(savings.discountCodes) })
                    : null,
                ]
                  .filter((x) => x !== null)
                  .join(" · ") || undefined
          }
        />
      )}
    </dl>
  );
};
