import { Schema } from "effect";
import {
  type DiscountCodeState,
  type DistributionType,
  OrderConfig,
  Voucher,
  VoucherDiscount,
} from "../../domain/cart/model";
import type { Db } from "../db/db";

const decodeVoucher = Schema.decodeUnknownSync(Voucher);
const decodeConfig = Schema.decodeUnknownSync(OrderConfig);
const decodeDiscount = Schema.decodeUnknownSync(VoucherDiscount);

export const loadOrderConfig = async (db: Db): Promise<OrderConfig> => {
  const [row] = await db.query<{ data: unknown }>("SELECT data FROM order_config WHERE id = 1");
  if (!row) throw new Error("order_config is not seeded");
  return decodeConfig(row.data);
};

export const generalVouchers = async (db: Db): Promise<Voucher[]> =>
  (await db.query<{ data: unknown }>("SELECT data FROM general_vouchers ORDER BY position")).map((r) =>
    decodeVoucher(r.data),
  );

export interface DiscountCode {
  readonly code: string;
  readonly description: string;
  readonly discount: VoucherDiscount;
  readonly validFrom: number;
  readonly validUntil: number;
  readonly active: boolean;
  readonly maxApplications: number | null;
  readonly distributionType: DistributionType | null;
  /** Redemptions by other carts. */
  readonly redemptions: number;
}

export const findDiscountCodes = async (
  db: Db,
  codes: ReadonlyArray<string>,
  cartId: string,
): Promise<Map<string, DiscountCode>> => {
  if (codes.length === 0) return new Map();
  const rows = await db.query<{
    code: string;
    description: string;
    discount: unknown;
    valid_from: Date | string;
    valid_until: Date | string;
    active: boolean;
    max_applications: number | null;
    distribution_type: DistributionType | null;
    redemptions: number;
  }>(
    `SELECT d.*, (SELECT count(*)::int FROM discount_code_redemptions r WHERE r.code = d.code AND r.cart_id <> $2) AS redemptions
     FROM discount_codes d WHERE d.code = ANY($1::text[])`,
    [[...codes], cartId],
  );
  return new Map(
    rows.map((r) => [
      r.code,
      {
        code: r.code,
        description: r.description,
        discount: decodeDiscount(r.discount),
        validFrom: new Date(r.valid_from).getTime(),
        validUntil: new Date(r.valid_until).getTime(),
        active: r.active,
        maxApplications: r.max_applications,
        distributionType: r.distribution_type,
        redemptions: r.redemptions,
      },
    ]),
  );
};

/**
 * Why a code does not apply now, checked in this order: inactive or not yet valid (228), expired
 * (223), redeemed max times by other carts (227), limited to another service type (229; an unknown
 * service type is not held against it).
 */
export const discountCodeState = (
  d: DiscountCode,
  type: DistributionType | undefined,
  now: number,
): DiscountCodeState => {
  if (!d.active || now < d.validFrom) return "inactive";
  if (now > d.validUntil) return "expired";
  if (d.maxApplications !== null && d.redemptions >= d.maxApplications) return "maxApplicationsExceeded";
  if (d.distributionType !== null && type !== undefined && d.distributionType !== type)
    return "invalidServiceType";
  return "valid";
};

export const GIFT_CARD_CODE = /^\d{16}$/;

export const findGiftCards = async (
  db: Db,
  codes: ReadonlyArray<string>,
): Promise<Map<string, { balance: number; customerId: string | null }>> => {
  if (codes.length === 0) return new Map();
  const rows = await db.query<{ code: string; balance: number; customer_id: string | null }>(
    "SELECT code, balance, customer_id FROM gift_cards WHERE code = ANY($1::text[])",
    [[...codes]],
  );
  return new Map(rows.map((r) => [r.code, { balance: r.balance, customerId: r.customer_id }]));
};

export const serviceFeeGaps = async (db: Db, skus: ReadonlyArray<string>): Promise<Set<string>> => {
  if (skus.length === 0) return new Set();
  const rows = await db.query<{ sku: string }>(
    "SELECT sku FROM service_fee_gaps WHERE sku = ANY($1::text[])",
    [[...skus]],
  );
  return new Set(rows.map((r) => r.sku));
};
