import { depositTotal, linePrice, lineWeightGrams, piecePrice } from "../discovery/pricing";
import type { Product } from "../discovery/product";
import type { DistributionType, OrderConfig, PriceInfo, Voucher, VoucherDiscount } from "./model";
import { isFreeOfChargeReached } from "./rules/limits";
import { divRoundHalfUp, percentOf } from "./rules/money";
import { totalWithSurcharge } from "./rules/surcharge";

/**
 * The cart's prices, computed from the catalogue (never from the client). All cents, all integer;
 * every division rounds half up (rules/money).
 *
 * VAT (German rates, prices are gross): 7 % for food, 19 % for beverages (German law taxes drinks
 * other than milk at 19 %), household and drugstore articles, deposits and the service fee. Baby and
 * pet products count as food here (a simplification). The VAT in a gross amount is
 * amount × rate / (100 + rate); it is computed per rate over the summed amounts, after the order
 * discounts are spread over the article amounts in proportion (the last rate takes the remainder).
 */
const NON_FOOD_TOP_CATEGORIES: ReadonlySet<string> = new Set(["getraenke", "haushalt", "drogerie"]);
const SERVICE_FEE_TAX_RATE = 19;
const DEPOSIT_TAX_RATE = 19;

const vatRateOf = (p: Pick<Product, "parentCategories">): 7 | 19 =>
  NON_FOOD_TOP_CATEGORIES.has(p.parentCategories[0]?.slug ?? "") ? 19 : 7;

export const isLoyaltyPriced = (customer: { loyaltyMemberInformation?: unknown } | null): boolean =>
  customer?.loyaltyMemberInformation !== undefined;

/** Deposit of a line; without the crate's part when the shopper wants no crate deposit. */
const lineDepositOf = (p: Product, quantity: number, crateDepositDesired: boolean): number => {
  if (p.weightArticle) return 0;
  if (!crateDepositDesired && p.deposit?.crate) {
    return (depositTotal(p.deposit) - p.deposit.crate.value) * quantity;
  }
  return (p.price.depositPrice?.value ?? 0) * quantity;
};

export interface PricedLine {
  readonly product: Product;
  readonly quantity: number;
  readonly perPiecePrice: number;
  readonly totalPrice: number;
  readonly regularPrice: number;
  readonly depositPrice: number;
  readonly weightGrams: number;
  readonly vatRate: 7 | 19;
}

export const priceLine = (
  product: Product,
  quantity: number,
  loyalty: boolean,
  crateDepositDesired: boolean,
): PricedLine => ({
  product,
  quantity,
  perPiecePrice:
    product.weightArticle && loyalty && product.price.loyalty
      ? product.price.loyalty.value
      : product.weightArticle
        ? product.price.regular.value
        : piecePrice(product, loyalty),
  totalPrice: linePrice(product, quantity, loyalty),
  regularPrice: linePrice(product, quantity, false),
  depositPrice: lineDepositOf(product, quantity, crateDepositDesired),
  weightGrams: lineWeightGrams(product, quantity),
  vatRate: vatRateOf(product),
});

/** What a voucher or discount code is worth on an order value. */
const discountValue = (d: VoucherDiscount, orderValue: number): number =>
  d.kind === "amount"
    ? Math.min(d.value, orderValue)
    : Math.min(percentOf(orderValue, d.percent), orderValue);

const serviceFeeOf = (config: OrderConfig, type: DistributionType | undefined): number =>
  type === "DELIVERY" ? config.serviceFeeDelivery : type === "CLICK_AND_COLLECT" ? config.serviceFeeCC : 0;

/** Without a service type the larger (delivery) threshold is shown. */
const freeOfChargeThresholdOf = (config: OrderConfig, type: DistributionType | undefined): number =>
  type === "CLICK_AND_COLLECT" ? config.freeOfChargeThresholdCC : config.freeOfChargeThresholdDelivery;

/**
 * With the delivery pass, delivery is free from the pass's threshold (when lower than the shop's);
 * click and collect keeps its own threshold.
 */
export const withDeliveryPass = (
  threshold: number,
  type: DistributionType | undefined,
  passThreshold: number | null,
): number =>
  passThreshold === null || type === "CLICK_AND_COLLECT" ? threshold : Math.min(threshold, passThreshold);

export const vatIn = (gross: number, rate: number): number => divRoundHalfUp(gross * rate, 100 + rate);

export interface PriceInput {
  readonly lines: ReadonlyArray<PricedLine>;
  /** Vouchers that apply (service type and first order checked), in cart order. */
  readonly vouchers: ReadonlyArray<Pick<Voucher, "articleId" | "discount" | "minimumOrderValue">>;
  /** Discount codes that are valid, in cart order. */
  readonly codes: ReadonlyArray<{ readonly code: string; readonly discount: VoucherDiscount }>;
  readonly config: OrderConfig;
  readonly type: DistributionType | undefined;
  /** The main payment method (for the surcharge). */
  readonly methodKey: string | undefined;
  /** Gift-card amounts asked for. */
  readonly giftCardAmounts: ReadonlyArray<number>;
  /**
   * The delivery pass (document 2 §4): the price of a pass line item in the cart (0 without one),
   * and, when the shopper has the pass, the order value from which delivery is free.
   */
  readonly deliveryPass?: {
    readonly linePrice: number;
    readonly freeDeliveryThreshold: number | null;
  };
}

export interface PriceOutput {
  readonly priceInfo: PriceInfo;
  /** Discount per voucher articleId (0: minimum order value not met). */
  readonly voucherDiscounts: ReadonlyMap<string, number>;
  readonly codeDiscounts: ReadonlyMap<string, number>;
  readonly freeOfChargeThreshold: number;
  readonly weight: number;
}

export const priceCart = (input: PriceInput): PriceOutput => {
  const sum = (f: (l: PricedLine) => number) => input.lines.reduce((n, l) => n + f(l), 0);
  const orderValue = sum((l) => l.totalPrice);
  const totalArticlePrice = sum((l) => l.regularPrice);
  const depositFees = sum((l) => l.depositPrice);
  const weight = sum((l) => l.weightGrams);

  // Order discounts in cart order, never more than what is left of the order value.
  let left = orderValue;
  const voucherDiscounts = new Map<string, number>();
  for (const v of input.vouchers) {
    const d = orderValue >= v.minimumOrderValue ? Math.min(discountValue(v.discount, orderValue), left) : 0;
    voucherDiscounts.set(v.articleId, d);
    left -= d;
  }
  const codeDiscounts = new Map<string, number>();
  for (const c of input.codes) {
    const d = Math.min(discountValue(c.discount, orderValue), left);
    codeDiscounts.set(c.code, d);
    left -= d;
  }
  const voucherTotal = [...voucherDiscounts.values()].reduce((a, b) => a + b, 0);
  const codeTotal = [...codeDiscounts.values()].reduce((a, b) => a + b, 0);
  const discounts = voucherTotal + codeTotal;

  const freeOfChargeThreshold = withDeliveryPass(
    freeOfChargeThresholdOf(input.config, input.type),
    input.type,
    input.deliveryPass?.freeDeliveryThreshold ?? null,
  );
  const passPrice = input.deliveryPass?.linePrice ?? 0;
  const serviceFees =
    input.lines.length === 0 || isFreeOfChargeReached(orderValue, freeOfChargeThreshold)
      ? 0
      : serviceFeeOf(input.config, input.type);
  const serviceFeesAfterDiscount = serviceFees;
  const total = orderValue - discounts + depositFees + serviceFeesAfterDiscount + passPrice;

  // VAT: article amounts per rate, less their share of the discounts.
  const byRate = new Map<number, number>();
  for (const l of input.lines) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + l.totalPrice);
  let discountLeft = discounts;
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  let totalVat = 0;
  rates.forEach((rate, i) => {
    const gross = byRate.get(rate) ?? 0;
    const share =
      i === rates.length - 1
        ? discountLeft
        : orderValue === 0
          ? 0
          : divRoundHalfUp(discounts * gross, orderValue);
    discountLeft -= share;
    totalVat += vatIn(gross - share, rate);
  });
  totalVat +=
    vatIn(depositFees, DEPOSIT_TAX_RATE) +
    vatIn(serviceFeesAfterDiscount, SERVICE_FEE_TAX_RATE) +
    vatIn(passPrice, SERVICE_FEE_TAX_RATE);

  const coveredAmount = Math.min(
    total,
    input.giftCardAmounts.reduce((a, b) => a + b, 0),
  );
  const overAuthorizationAmount = percentOf(total, input.config.overAuthorizationPercentage);
  const loyalty = totalArticlePrice - orderValue;
  return {
    priceInfo: {
      totalArticlePrice,
      orderValue,
      depositFees,
      serviceFees,
      serviceFeesAfterDiscount,
      serviceFeeTaxRate: SERVICE_FEE_TAX_RATE,
      discounts,
      savings: { loyalty, discountCodes: codeTotal, vouchers: voucherTotal },
      totalSavings: loyalty + discounts,
      totalVat,
      total,
      totalWithSurcharge:
        totalWithSurcharge(total - coveredAmount, input.config.surchargePercent, input.methodKey) +
        coveredAmount,
      coveredAmount,
      overAuthorizationPercentage: input.config.overAuthorizationPercentage,
      overAuthorizationAmount,
      uncoveredAmountWithOverAuthorization: total + overAuthorizationAmount - coveredAmount,
      uncoveredAmountWithoutOverAuthorization: total - coveredAmount,
    },
    voucherDiscounts,
    codeDiscounts,
    freeOfChargeThreshold,
    weight,
  };
};
