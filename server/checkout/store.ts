import { createHash } from "node:crypto";
import { Schema } from "effect";
import { Cart, type DistributionType, type PaymentMethodKey } from "../../domain/cart/model";
import type { Order } from "../../domain/checkout/model";
import { mainPaymentOf } from "../../domain/checkout/payment";
import { afterOrderInserted } from "../addon/order";
import type { CartRow } from "../cart/state";
import type { Db } from "../db/db";
import type { SessionState } from "../http/env";
import { toJsonb } from "../http/jsonb";
import { transactionId } from "./transaction-id";

/**
 * Orders and test-payment-provider payments in the database (migration 005). A cart, an order and
 * a payment belong to a browser the way carts do: a customer's through customer_id, an anonymous
 * one through its session (which follows the shopper through login).
 */

/** The cart's main (non-gift-card) payment, as set by POST /api/carts/payment. */
export const mainPayment = (row: CartRow) => mainPaymentOf(row.state.payments);

/** A cart of this browser (any status), locked when `lock`. */
export const ownCart = async (
  db: Db,
  session: SessionState,
  cartId: string,
  lock: boolean,
): Promise<CartRow | undefined> => {
  const [row] = await db.query<CartRow>(
    `SELECT * FROM carts WHERE id = $1
       AND ((customer_id IS NULL AND session_id = $2) OR customer_id = $3)${lock ? " FOR UPDATE" : ""}`,
    [cartId, session.id, session.customerId],
  );
  return row;
};

// Orders.

interface OrderRow {
  readonly order_number: string;
  readonly cart_id: string;
  readonly customer_id: string | null;
  readonly checkout_id: string;
  readonly distribution_type: DistributionType;
  readonly first_order: boolean;
  readonly placed_at: Date | string;
  readonly cart: unknown;
}

const decodeCart = Schema.decodeUnknownSync(Cart);
const encodeCart = Schema.encodeSync(Cart);

const toOrder = (row: OrderRow): Order => ({
  orderNumber: row.order_number,
  transactionId: transactionId(row.order_number),
  placedAt: new Date(row.placed_at).toISOString(),
  distributionType: row.distribution_type,
  firstOrder: row.first_order,
  customerId: row.customer_id,
  cart: decodeCart(row.cart),
});

/** Rows this browser may see: a customer's orders, or the anonymous orders of its session. */
const VISIBLE = "((customer_id IS NULL AND session_id = $2) OR customer_id = $3)";

export const findOrder = async (
  db: Db,
  session: SessionState,
  orderNumber: string,
): Promise<Order | undefined> => {
  const [row] = await db.query<OrderRow>(`SELECT * FROM orders WHERE order_number = $1 AND ${VISIBLE}`, [
    orderNumber,
    session.id,
    session.customerId,
  ]);
  return row && toOrder(row);
};

/** The order placed with this checkoutId: `visible` is false when it is another browser's. */
export const orderByCheckoutId = async (
  db: Db,
  session: SessionState,
  checkoutId: string,
): Promise<{ order: Order; visible: boolean } | undefined> => {
  const [row] = await db.query<OrderRow & { visible: boolean }>(
    `SELECT *, ${VISIBLE} AS visible FROM orders WHERE checkout_id = $1`,
    [checkoutId, session.id, session.customerId],
  );
  return row && { order: toOrder(row), visible: row.visible === true };
};

export const orderOfCart = async (db: Db, cartId: string): Promise<string | undefined> => {
  const [row] = await db.query<{ order_number: string }>(
    "SELECT order_number FROM orders WHERE cart_id = $1",
    [cartId],
  );
  return row?.order_number;
};

/** "40" and 8 digits of a sequence: "4000000001", "4000000002", ... (unique, matches the contract's pattern). */
export const nextOrderNumber = async (db: Db): Promise<string> => {
  const [row] = await db.query<{ n: string | number }>("SELECT nextval('order_number_seq') AS n");
  return `40${String(row?.n ?? 0).padStart(8, "0")}`;
};

export const insertOrder = async (db: Db, order: Order, row: CartRow, checkoutId: string): Promise<void> => {
  const parent = row.state.mode === "ADDON" ? row.state.orderNumber : null;
  await db.query(
    `INSERT INTO orders (order_number, cart_id, session_id, customer_id, checkout_id, distribution_type, first_order, placed_at, cart, parent_order_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      order.orderNumber,
      row.id,
      row.session_id,
      row.customer_id,
      checkoutId,
      order.distributionType,
      order.firstOrder,
      order.placedAt,
      toJsonb(encodeCart(order.cart)),
      parent,
    ],
  );
  await afterOrderInserted(db, order, row);
};

const FIRST_ORDER_FLAG: Record<DistributionType, string> = {
  DELIVERY: "firstOrderDelivery",
  CLICK_AND_COLLECT: "firstOrderClickAndCollect",
};

/**
 * Marks the customer as having ordered this service type (document 2 §4: first-order vouchers
 * only while the customer has not yet ordered for that service type). Returns whether it was the
 * customer's first order of the type, read under the customer row's lock.
 */
export const markOrdered = async (db: Db, customerId: string, type: DistributionType): Promise<boolean> => {
  const flag = FIRST_ORDER_FLAG[type];
  const [before] = await db.query<{ first: boolean | null }>(
    "SELECT (profile ->> $2)::boolean AS first FROM customers WHERE id = $1 FOR UPDATE",
    [customerId, flag],
  );
  await db.query(
    "UPDATE customers SET profile = jsonb_set(profile, ARRAY[$2::text], 'false'::jsonb) WHERE id = $1",
    [customerId, flag],
  );
  return before?.first === true;
};

// Gift cards (migration 004's gift_cards, 011's gift_card_debits).

export interface GiftCardDebit {
  readonly code: string;
  readonly amount: number;
}

/**
 * Why these debits cannot be made now, or undefined when they can: 264 when a card is no longer
 * in the customer's wallet, 261 when its balance does not cover its share (document 2 §8). The
 * cards are locked until the transaction ends, so a concurrent order waits and then sees what
 * this one left.
 */
export const giftCardShortfall = async (
  db: Db,
  customerId: string | null,
  debits: ReadonlyArray<GiftCardDebit>,
): Promise<"261" | "264" | undefined> => {
  if (debits.length === 0) return undefined;
  const rows = await db.query<{ code: string; balance: number; customer_id: string | null }>(
    "SELECT code, balance, customer_id FROM gift_cards WHERE code = ANY($1::text[]) ORDER BY code FOR UPDATE",
    [debits.map((d) => d.code)],
  );
  const cards = new Map(rows.map((r) => [r.code, r]));
  for (const d of debits) {
    const card = cards.get(d.code);
    if (!card || customerId === null || card.customer_id !== customerId) return "264";
    if (card.balance < d.amount) return "261";
  }
  return undefined;
};

/**
 * Takes each share from its card for the order, in the order's transaction. The balance is only
 * lowered while it covers the share (never below zero, whatever ran in between); a card that
 * does not cover it throws, which rolls the whole order back.
 */
export const debitGiftCards = async (
  db: Db,
  customerId: string,
  orderNumber: string,
  debits: ReadonlyArray<GiftCardDebit>,
): Promise<void> => {
  for (const d of debits) {
    const taken = await db.query<{ code: string }>(
      `UPDATE gift_cards SET balance = balance - $2
       WHERE code = $1 AND customer_id = $3 AND balance >= $2 RETURNING code`,
      [d.code, d.amount, customerId],
    );
    if (taken.length === 0) throw new Error(`gift card ${d.code.slice(-4)} does not cover ${d.amount} ct`);
    await db.query("INSERT INTO gift_card_debits (order_number, code, amount_cents) VALUES ($1, $2, $3)", [
      orderNumber,
      d.code,
      d.amount,
    ]);
  }
};

// Test payment provider.

type PspStatus = "pending" | "approved" | "declined" | "voided";

export interface PspPayment {
  readonly id: string;
  readonly cart_id: string;
  readonly method_key: PaymentMethodKey;
  readonly brand_name: string;
  readonly amount_cents: number;
  readonly status: PspStatus;
  readonly form_token: string;
  readonly return_url: string;
  /** The cart state the payment was made for (cartFingerprint); null for payments older than that. */
  readonly cart_fingerprint: string | null;
}

/** Keys in a fixed order at every depth, so equal states give equal text whatever built them. */
const stableJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object")
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value);
};

/**
 * The cart as a payment authorises it: its owner and every choice of the shopper (lines,
 * vouchers, codes, service, window, billing, payments). Any change after the payment gives
 * another fingerprint, and the payment no longer pays the cart.
 */
export const cartFingerprint = (row: CartRow): string =>
  createHash("sha256")
    .update(stableJson({ customerId: row.customer_id, state: row.state }))
    .digest("base64url");

export const insertPspPayment = async (
  db: Db,
  p: Omit<PspPayment, "status" | "cart_fingerprint"> & { readonly cart_fingerprint: string },
): Promise<void> => {
  await db.query(
    `INSERT INTO psp_payments (id, cart_id, method_key, brand_name, amount_cents, form_token, return_url, cart_fingerprint)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      p.id,
      p.cart_id,
      p.method_key,
      p.brand_name,
      p.amount_cents,
      p.form_token,
      p.return_url,
      p.cart_fingerprint,
    ],
  );
};

/** The payment no longer pays its cart (the cart changed, or the order could not be placed): released. */
export const voidPspPayment = async (db: Db, id: string): Promise<void> => {
  await db.query(
    "UPDATE psp_payments SET status = 'voided', decided_at = now() WHERE id = $1 AND status IN ('pending', 'approved')",
    [id],
  );
};

export const findPspPayment = async (db: Db, id: string, lock = false): Promise<PspPayment | undefined> => {
  const [row] = await db.query<PspPayment>(
    `SELECT * FROM psp_payments WHERE id = $1${lock ? " FOR UPDATE" : ""}`,
    [id],
  );
  return row;
};

export const decidePspPayment = async (db: Db, id: string, status: "approved" | "declined") => {
  await db.query(
    "UPDATE psp_payments SET status = $2, decided_at = now() WHERE id = $1 AND status = 'pending'",
    [id, status],
  );
};
