import type { DeliveryPass, DeliveryPassOffer } from "../../domain/delivery-pass/model";
import { passFromPurchase } from "../../domain/delivery-pass/model";
import type { Db } from "../db/db";

/** The delivery pass offer and the customers' passes (migration 018). */

interface OfferRow {
  readonly article_id: string;
  readonly name: string;
  readonly price: number;
  readonly duration_days: number;
  readonly free_delivery_threshold: number;
}

export const loadPassOffer = async (db: Db): Promise<DeliveryPassOffer | undefined> => {
  const [row] = await db.query<OfferRow>("SELECT * FROM delivery_pass_offer WHERE id = 1");
  return (
    row && {
      articleId: row.article_id,
      name: row.name,
      price: row.price,
      durationDays: row.duration_days,
      freeDeliveryThreshold: row.free_delivery_threshold,
    }
  );
};

export const savePassOffer = async (db: Db, offer: DeliveryPassOffer): Promise<void> => {
  await db.query(
    `INSERT INTO delivery_pass_offer (id, article_id, name, price, duration_days, free_delivery_threshold)
     VALUES (1, $1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET article_id = $1, name = $2, price = $3, duration_days = $4, free_delivery_threshold = $5`,
    [offer.articleId, offer.name, offer.price, offer.durationDays, offer.freeDeliveryThreshold],
  );
};

/** The customer's latest pass (the one ending last), valid or not; null when they never had one. */
export const customerPass = async (db: Db, customerId: string | null): Promise<DeliveryPass | null> => {
  if (!customerId) return null;
  const [row] = await db.query<{ start_date: Date | string; end_date: Date | string }>(
    "SELECT start_date, end_date FROM delivery_passes WHERE customer_id = $1 ORDER BY end_date DESC LIMIT 1",
    [customerId],
  );
  return row ? passOfRow(row) : null;
};

/** A delivery_passes row's dates as the pass has them (the cart reads the row with the cart). */
export const passOfRow = (row: { start_date: Date | string; end_date: Date | string }): DeliveryPass => ({
  startDate: new Date(row.start_date).toISOString(),
  endDate: new Date(row.end_date).toISOString(),
});

export const insertPass = async (
  db: Db,
  customerId: string,
  pass: DeliveryPass,
  orderNumber: string | null,
): Promise<void> => {
  await db.query(
    "INSERT INTO delivery_passes (customer_id, start_date, end_date, order_number) VALUES ($1, $2, $3, $4)",
    [customerId, pass.startDate, pass.endDate, orderNumber],
  );
};

/**
 * The order paid a pass line item: the customer gets the pass, from now or from the end of the
 * pass they still have (under the customer's row lock the order holds).
 */
export const grantPassOfOrder = async (
  db: Db,
  customerId: string,
  orderNumber: string,
  placedAt: number,
  durationDays: number,
): Promise<DeliveryPass> => {
  const pass = passFromPurchase(await customerPass(db, customerId), placedAt, durationDays);
  await insertPass(db, customerId, pass, orderNumber);
  return pass;
};
