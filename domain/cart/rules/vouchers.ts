import type { DistributionType, Voucher, VoucherServiceType } from "../model";

/**
 * Automatic vouchers (document 2 §4): vouchers with Always redemption are added if not present and
 * if they suit the service type; first-order vouchers are added only when the customer has not yet
 * ordered for that service type, and are removed otherwise.
 *
 * Decisions made here, for client and server alike:
 * - a voucher without service-type limits suits every service type, including an unknown one; a
 *   limited voucher suits only a known type it names;
 * - "not yet ordered" is the customer's firstOrderDelivery / firstOrderClickAndCollect flag being
 *   true; a guest (no customer) or an unknown service type is not eligible for first-order vouchers;
 * - Always vouchers that stop suiting are not removed (the spec removes only first-order ones); the
 *   server then gives them no discount (see voucherApplicability);
 * - general-offline vouchers are never added online.
 */
const serviceTypeName = (type: DistributionType): VoucherServiceType =>
  type === "DELIVERY" ? "Delivery" : "Click & Collect";

const isAlwaysVoucher = (v: Pick<Voucher, "ecommerceAutomaticRedemption">): boolean =>
  v.ecommerceAutomaticRedemption === "Always";

const isFirstOrderVoucher = (v: Pick<Voucher, "ecommerceAutomaticRedemption">): boolean =>
  v.ecommerceAutomaticRedemption?.startsWith("First orders") ?? false;

export const suitsServiceType = (
  v: Pick<Voucher, "ecommerceLimitAutomaticRedemptionToServiceTypes">,
  type: DistributionType | undefined,
): boolean => {
  const limits = v.ecommerceLimitAutomaticRedemptionToServiceTypes;
  if (limits.length === 0) return true;
  return type !== undefined && limits.includes(serviceTypeName(type));
};

export interface FirstOrderFlags {
  readonly firstOrderDelivery: boolean;
  readonly firstOrderClickAndCollect: boolean;
}

const isFirstOrderFor = (customer: FirstOrderFlags | null, type: DistributionType | undefined): boolean =>
  customer !== null &&
  type !== undefined &&
  (type === "DELIVERY" ? customer.firstOrderDelivery : customer.firstOrderClickAndCollect);

export type Applicability =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: "serviceType" | "firstOrder" | "offline" };

/** Whether a voucher may count on this cart (before its minimum order value). */
export const voucherApplicability = (
  v: Voucher,
  type: DistributionType | undefined,
  customer: FirstOrderFlags | null,
): Applicability => {
  if (v.type === "general-offline") return { ok: false, reason: "offline" };
  if (!suitsServiceType(v, type)) return { ok: false, reason: "serviceType" };
  if (isFirstOrderVoucher(v) && !isFirstOrderFor(customer, type)) return { ok: false, reason: "firstOrder" };
  return { ok: true };
};

export interface VoucherDecisionInput {
  readonly vouchers: ReadonlyArray<Voucher>;
  /** articleIds of the voucher line items in the cart. */
  readonly inCart: ReadonlyArray<string>;
  readonly type: DistributionType | undefined;
  readonly customer: FirstOrderFlags | null;
}

export interface VoucherDecision {
  readonly add: ReadonlyArray<string>;
  readonly remove: ReadonlyArray<string>;
}

export const automaticVoucherDecision = (input: VoucherDecisionInput): VoucherDecision => {
  const present = new Set(input.inCart);
  const add: string[] = [];
  const remove: string[] = [];
  for (const v of input.vouchers) {
    if (v.type !== "general-online") continue;
    const has = present.has(v.articleId);
    if (isAlwaysVoucher(v)) {
      if (!has && suitsServiceType(v, input.type)) add.push(v.articleId);
    } else if (isFirstOrderVoucher(v)) {
      const eligible = suitsServiceType(v, input.type) && isFirstOrderFor(input.customer, input.type);
      if (eligible && !has) add.push(v.articleId);
      if (!eligible && has) remove.push(v.articleId);
    }
  }
  return { add, remove };
};
