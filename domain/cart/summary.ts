import type { CartDiscountCode, PriceInfo, Voucher, VoucherLineItem } from "./model";

/**
 * The lines of a price summary (side cart, cart page, checkout, confirmation), derived from the
 * server's priceInfo: one home, so no summary can show a total whose parts it does not list.
 *
 * - `components` add up to `total` (signed cents: discounts are negative): the order value, the
 *   deposit, the service fee (listed even when free, so the shopper sees there is none), and the
 *   order discounts (each voucher and code, or one "discounts" line in the compact side cart).
 * - `payment` (checkout, confirmation, with a surcharge): the payment fee, then the amount to pay;
 *   total plus the fee is that amount.
 * - `notes` say something without adding to the total: a voucher that does not count now, the VAT
 *   contained, the savings.
 */
export type SummaryComponent =
  | { readonly kind: "orderValue"; readonly amount: number }
  | { readonly kind: "deposit"; readonly amount: number }
  | {
      readonly kind: "serviceFee";
      readonly amount: number;
      /** Before a discount on the fee (struck through when it differs). */
      readonly before: number;
      /** The order value from which the fee is waived, while it is not reached. */
      readonly freeAbove: number | null;
    }
  | { readonly kind: "voucher"; readonly id: string; readonly name: string; readonly amount: number }
  | { readonly kind: "discountCode"; readonly code: string; readonly amount: number }
  | { readonly kind: "discounts"; readonly amount: number }
  | { readonly kind: "deliveryPass"; readonly name: string; readonly amount: number };

type SummaryNote =
  | {
      readonly kind: "voucherNotApplied";
      readonly id: string;
      readonly name: string;
      readonly reason: NonNullable<VoucherLineItem["reason"]>;
    }
  | { readonly kind: "vat"; readonly amount: number }
  | {
      readonly kind: "savings";
      readonly amount: number;
      readonly loyalty: number;
      readonly vouchers: number;
      readonly discountCodes: number;
    };

export interface PriceSummaryLines {
  readonly components: ReadonlyArray<SummaryComponent>;
  readonly total: number;
  /** With a surcharge only: the fee and the amount to pay (total + fee). */
  readonly payment: { readonly surcharge: number; readonly toPay: number } | null;
  readonly notes: ReadonlyArray<SummaryNote>;
}

/** What a summary reads of a cart (a Cart, or an order's copy of one). */
export interface SummarySource {
  readonly priceInfo: PriceInfo;
  readonly freeOfChargeThreshold: number;
  readonly productLineItems: ReadonlyArray<unknown>;
  readonly voucherLineItems: ReadonlyArray<
    Pick<VoucherLineItem, "lineItemId" | "applied" | "reason" | "discount"> & {
      readonly voucher: Pick<Voucher, "name">;
    }
  >;
  readonly discountCodes: ReadonlyArray<Pick<CartDiscountCode, "code" | "state" | "discount">>;
  /** The delivery pass bought with the cart (document 2 §3): its price is part of the total. */
  readonly deliveryPassLineItem?: { readonly name: string; readonly price: number } | null;
}

export const priceSummaryLines = (
  cart: SummarySource,
  options: {
    /** The side cart: the order discounts in one line. */
    readonly compact?: boolean;
    /** Checkout and confirmation: the payment method's surcharge and the amount to pay. */
    readonly withPayment?: boolean;
  } = {},
): PriceSummaryLines => {
  const p = cart.priceInfo;
  const components: SummaryComponent[] = [{ kind: "orderValue", amount: p.orderValue }];
  if (p.depositFees > 0) components.push({ kind: "deposit", amount: p.depositFees });
  if (cart.productLineItems.length > 0 || p.serviceFeesAfterDiscount > 0)
    components.push({
      kind: "serviceFee",
      amount: p.serviceFeesAfterDiscount,
      before: p.serviceFees,
      freeAbove:
        cart.freeOfChargeThreshold > 0 && p.orderValue < cart.freeOfChargeThreshold
          ? cart.freeOfChargeThreshold
          : null,
    });
  if (cart.deliveryPassLineItem)
    components.push({
      kind: "deliveryPass",
      name: cart.deliveryPassLineItem.name,
      amount: cart.deliveryPassLineItem.price,
    });
  const notes: SummaryNote[] = [];
  if (options.compact) {
    if (p.discounts > 0) components.push({ kind: "discounts", amount: -p.discounts });
  } else {
    for (const v of cart.voucherLineItems) {
      if (v.applied && v.discount > 0)
        components.push({ kind: "voucher", id: v.lineItemId, name: v.voucher.name, amount: -v.discount });
      else if (!v.applied)
        notes.push({
          kind: "voucherNotApplied",
          id: v.lineItemId,
          name: v.voucher.name,
          reason: v.reason ?? "offline",
        });
    }
    for (const c of cart.discountCodes)
      if (c.state === "valid" && c.discount > 0)
        components.push({ kind: "discountCode", code: c.code, amount: -c.discount });
  }
  notes.push({ kind: "vat", amount: p.totalVat });
  if (p.totalSavings > 0)
    notes.push({
      kind: "savings",
      amount: p.totalSavings,
      loyalty: p.savings.loyalty,
      vouchers: p.savings.vouchers,
      discountCodes: p.savings.discountCodes,
    });
  return {
    components,
    total: p.total,
    payment:
      options.withPayment && p.totalWithSurcharge !== p.total
        ? { surcharge: p.totalWithSurcharge - p.total, toPay: p.totalWithSurcharge }
        : null,
    notes,
  };
};
