import { type AddOnSettings, addOnCutoff, addOnRefusal } from "../../domain/checkout/addon";
import type { AddOnOrder } from "../../domain/checkout/model";
import type { Db } from "../db/db";
import { HttpError } from "../http/errors";

/** Add-on orders (document 2 §4 cart mode ADDON; migrations 004 and 018). */

const loadAddOnSettings = async (db: Db): Promise<AddOnSettings> => {
  const [row] = await db.query<{ max_per_order: number; cutoff_minutes: number }>(
    "SELECT max_per_order, cutoff_minutes FROM addon_settings WHERE id = 1",
  );
  return { maxPerOrder: row?.max_per_order ?? 0, cutoffMinutes: row?.cutoff_minutes ?? 0 };
};

/** A customer's order now takes add-ons until its cut-off (before its window starts). */
export const recordAddOnParent = async (
  db: Db,
  orderNumber: string,
  customerId: string,
  windowStart: string | null | undefined,
): Promise<void> => {
  const cutoff = addOnCutoff(windowStart, await loadAddOnSettings(db));
  await db.query("INSERT INTO cart_addon_orders (order_number, customer_id, cutoff_at) VALUES ($1, $2, $3)", [
    orderNumber,
    customerId,
    cutoff === null ? null : new Date(cutoff).toISOString(),
  ]);
};

/** Until when an add-on to this order can still be changed and ordered (ISO 8601), or null: none known. */
export const addOnCutoffOf = async (db: Db, orderNumber: string): Promise<string | null> => {
  const [row] = await db.query<{ cutoff_at: Date | string | null }>(
    "SELECT cutoff_at FROM cart_addon_orders WHERE order_number = $1",
    [orderNumber],
  );
  return row?.cutoff_at ? new Date(row.cutoff_at).toISOString() : null;
};

const REFUSAL_TEXT = {
  addon_cutoff_passed: (n: string) => `order "${n}" is past its cut-off: it takes no more add-ons`,
  addon_limit_reached: (n: string, max: number) => `order "${n}" already has ${max} add-on orders`,
} as const;

/**
 * The order this customer may add to now; else 404 (not theirs or unknown) or 409 (cut-off
 * passed, add-on limit reached). The parent row is locked so concurrent add-ons count each other.
 */
export const requireAddOnParent = async (
  db: Db,
  customerId: string,
  orderNumber: string,
  now: number,
  lock = false,
): Promise<string> => {
  const [parent] = await db.query<{ order_number: string; cutoff_at: Date | string | null }>(
    `SELECT order_number, cutoff_at FROM cart_addon_orders WHERE order_number = $1 AND customer_id = $2${lock ? " FOR UPDATE" : ""}`,
    [orderNumber, customerId],
  );
  if (!parent)
    throw new HttpError(404, `no order "${orderNumber}" of this customer`, { code: "order_not_found" });
  const settings = await loadAddOnSettings(db);
  const [count] = await db.query<{ n: string | number }>(
    "SELECT count(*) AS n FROM orders WHERE parent_order_number = $1",
    [orderNumber],
  );
  const refusal = addOnRefusal({
    cutoffAt: parent.cutoff_at === null ? null : new Date(parent.cutoff_at).getTime(),
    addOnCount: Number(count?.n ?? 0),
    now,
    settings,
  });
  if (refusal === "addon_cutoff_passed")
    throw new HttpError(409, REFUSAL_TEXT.addon_cutoff_passed(orderNumber), { code: refusal });
  if (refusal === "addon_limit_reached")
    throw new HttpError(409, REFUSAL_TEXT.addon_limit_reached(orderNumber, settings.maxPerOrder), {
      code: refusal,
    });
  return parent.order_number;
};

/** The add-on orders placed for an order, oldest first. */
export const addOnsOf = async (db: Db, orderNumber: string): Promise<AddOnOrder[]> => {
  const rows = await db.query<{ order_number: string; placed_at: Date | string; cart: unknown }>(
    "SELECT order_number, placed_at, cart FROM orders WHERE parent_order_number = $1 ORDER BY placed_at, order_number",
    [orderNumber],
  );
  return rows.map((r) => {
    const cart = r.cart as {
      productLineItems?: ReadonlyArray<unknown>;
      priceInfo?: { totalWithSurcharge?: number };
    };
    return {
      orderNumber: r.order_number,
      placedAt: new Date(r.placed_at).toISOString(),
      itemCount: cart.productLineItems?.length ?? 0,
      total: cart.priceInfo?.totalWithSurcharge ?? 0,
    };
  });
};
