import { Schema } from "effect";
import { LoyaltyVoucher, PersonalVoucher, type PhysicalCardStatus } from "../../domain/loyalty/model";
import type { PhysicalCardInput } from "../../domain/loyalty/rules/physicalCard";
import type { Db } from "../db/db";
import { toJsonb } from "../http/jsonb";

const decodeVoucher = Schema.decodeUnknownSync(LoyaltyVoucher);
const decodePersonal = Schema.decodeUnknownSync(PersonalVoucher);

export const dontRenderText = async (db: Db, customerId: string): Promise<boolean> => {
  const [row] = await db.query<{ dont_render_text: boolean }>(
    "SELECT dont_render_text FROM loyalty_members WHERE customer_id = $1",
    [customerId],
  );
  return row?.dont_render_text ?? false;
};

/** The member's vouchers valid on `day` (yyyy-mm-dd), the soonest to expire first. */
export const validVouchers = async (db: Db, customerId: string, day: string): Promise<LoyaltyVoucher[]> =>
  (
    await db.query<{ data: unknown }>(
      `SELECT data FROM loyalty_vouchers
        WHERE customer_id = $1 AND valid_from <= $2::date AND valid_until >= $2::date
        ORDER BY valid_until, id`,
      [customerId, day],
    )
  ).map((r) => decodeVoucher(r.data));

export const personalVouchersOf = async (
  db: Db,
  promotionIds: ReadonlyArray<string>,
): Promise<PersonalVoucher[]> =>
  (
    await db.query<{ data: unknown }>(
      "SELECT data FROM personal_vouchers WHERE promotion_id = ANY($1::text[]) ORDER BY promotion_id",
      [promotionIds],
    )
  ).map((r) => decodePersonal(r.data));

export const physicalCardStatus = async (db: Db, customerId: string): Promise<PhysicalCardStatus> => {
  const [row] = await db.query<{ status: "ordered" | "sent" }>(
    "SELECT status FROM physical_card_orders WHERE customer_id = $1",
    [customerId],
  );
  return row?.status ?? "none";
};

/** One order per customer: false when there is one already (the primary key decides, not a prior read). */
export const insertPhysicalCardOrder = async (
  db: Db,
  customerId: string,
  address: PhysicalCardInput,
  at: Date,
): Promise<boolean> =>
  (
    await db.query<{ customer_id: string }>(
      `INSERT INTO physical_card_orders (customer_id, status, address, ordered_at) VALUES ($1, 'ordered', $2, $3)
       ON CONFLICT (customer_id) DO NOTHING RETURNING customer_id`,
      [customerId, toJsonb(address), at.toISOString()],
    )
  ).length === 1;

export const replaceLoyaltyVouchers = async (
  db: Db,
  customerId: string,
  vouchers: ReadonlyArray<LoyaltyVoucher>,
): Promise<void> => {
  await db.query("DELETE FROM loyalty_vouchers WHERE customer_id = $1", [customerId]);
  for (const v of vouchers)
    await db.query(
      "INSERT INTO loyalty_vouchers (id, customer_id, valid_from, valid_until, data) VALUES ($1, $2, $3, $4, $5)",
      [v.id, customerId, v.validFrom, v.validUntil, toJsonb(v)],
    );
};
