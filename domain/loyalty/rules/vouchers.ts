import type { PersonalVoucher, PersonalVoucherServiceType } from "../model";

interface FirstOrders {
  readonly firstOrderDelivery: boolean;
  readonly firstOrderClickAndCollect: boolean;
}

const ALL_TYPES: ReadonlyArray<PersonalVoucherServiceType> = ["Delivery", "Click & Collect"];

const isFirstOrderVoucher = (v: Pick<PersonalVoucher, "ecommerceAutomaticRedemption">) =>
  v.ecommerceAutomaticRedemption?.startsWith("First orders") ?? false;

/** The service types a personal voucher is limited to; none given: all of them (document 1 §3). */
export const voucherServiceTypes = (
  v: Pick<PersonalVoucher, "ecommerceLimitAutomaticRedemptionToServiceTypes">,
): ReadonlyArray<PersonalVoucherServiceType> =>
  v.ecommerceLimitAutomaticRedemptionToServiceTypes.length === 0
    ? ALL_TYPES
    : v.ecommerceLimitAutomaticRedemptionToServiceTypes;

const firstOrderOpen = (c: FirstOrders, t: PersonalVoucherServiceType) =>
  t === "Delivery" ? c.firstOrderDelivery : c.firstOrderClickAndCollect;

/**
 * Document 1 §4: a first-orders voucher is hidden once the customer has used the first order for
 * that service type. A voucher limited to several types stays while one of them still has its
 * first order open; other vouchers always show.
 */
export const visiblePersonalVouchers = (
  vouchers: ReadonlyArray<PersonalVoucher>,
  customer: FirstOrders,
): ReadonlyArray<PersonalVoucher> =>
  vouchers.filter(
    (v) => !isFirstOrderVoucher(v) || voucherServiceTypes(v).some((t) => firstOrderOpen(customer, t)),
  );

/** The member's promotion ids as the personal-vouchers call's query (comma-separated); at most this many. */
export const MAX_PROMOTION_IDS = 50;
export const PROMOTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const promotionIdsQuery = (ids: ReadonlyArray<string>): string =>
  ids.slice(0, MAX_PROMOTION_IDS).join(",");
