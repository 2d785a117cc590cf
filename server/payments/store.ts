import { randomUUID } from "node:crypto";
import type { PaymentMethodKey } from "../../domain/cart/model";
import type { PaymentMethodList, SavedPaymentMethod } from "../../domain/payments/model";
import { isExpiredAt, orderSavedMethods } from "../../domain/payments/rules/saved";
import type { Db } from "../db/db";

/** A customer's saved payment methods in the database (migration 019). */

interface MethodRow {
  readonly id: string;
  readonly customer_id: string;
  readonly method_key: PaymentMethodKey;
  readonly provider: string;
  readonly brand: string;
  readonly last_digits: string | null;
  readonly expiry_month: number | null;
  readonly expiry_year: number | null;
  readonly is_primary: boolean;
}

const toMethod = (r: MethodRow, now: number): SavedPaymentMethod => ({
  id: r.id,
  methodKey: r.method_key,
  provider: r.provider,
  paymentBrand: r.brand,
  ...(r.last_digits ? { lastDigits: r.last_digits } : {}),
  ...(r.expiry_month !== null && r.expiry_year !== null
    ? { cardExpiryMonth: String(r.expiry_month).padStart(2, "0"), cardExpiryYear: String(r.expiry_year) }
    : {}),
  isPrimary: r.is_primary,
  expired: isExpiredAt(r.expiry_month ?? undefined, r.expiry_year ?? undefined, now),
});

/** Serialises one customer's changes to their methods (one primary, saving twice from one payment). */
const lockCustomer = (db: Db, customerId: string) =>
  db.query("SELECT id FROM customers WHERE id = $1 FOR UPDATE", [customerId]);

const rows = (db: Db, customerId: string) =>
  db.query<MethodRow>("SELECT * FROM payment_methods WHERE customer_id = $1 ORDER BY seq", [customerId]);

/**
 * The list (document 2 §3): every saved method, expired ones marked, the primary first and the
 * expired ones next (document 2 §9); hasInactiveMethods when any has expired.
 */
export const listMethods = async (db: Db, customerId: string, now: number): Promise<PaymentMethodList> => {
  const methods = orderSavedMethods((await rows(db, customerId)).map((r) => toMethod(r, now)));
  return { hasInactiveMethods: methods.some((m) => m.expired), activeMethods: methods };
};

export const findMethod = async (
  db: Db,
  customerId: string,
  id: string,
  now: number,
): Promise<SavedPaymentMethod | undefined> => {
  const [row] = await db.query<MethodRow>(
    "SELECT * FROM payment_methods WHERE id = $1 AND customer_id = $2",
    [id, customerId],
  );
  return row && toMethod(row, now);
};

export interface NewMethod {
  readonly customerId: string;
  readonly methodKey: PaymentMethodKey;
  readonly provider: string;
  readonly brand: string;
  readonly lastDigits: string | null;
  readonly expiryMonth: number | null;
  readonly expiryYear: number | null;
  /** The payment it is saved from: saving from the same payment again changes nothing. */
  readonly sourcePaymentId: string | null;
  readonly setPrimary: boolean;
}

/**
 * Saves a method. It becomes the primary one when asked (setPrimary) or when the customer has
 * no primary method yet; an expired method never does.
 */
export const saveMethod = async (db: Db, m: NewMethod, now: number): Promise<void> => {
  await lockCustomer(db, m.customerId);
  if (m.sourcePaymentId !== null) {
    const [known] = await db.query("SELECT id FROM payment_methods WHERE source_payment_id = $1", [
      m.sourcePaymentId,
    ]);
    if (known) return;
  }
  const expired = isExpiredAt(m.expiryMonth ?? undefined, m.expiryYear ?? undefined, now);
  const [primary] = await db.query("SELECT id FROM payment_methods WHERE customer_id = $1 AND is_primary", [
    m.customerId,
  ]);
  const makePrimary = !expired && (m.setPrimary || !primary);
  if (makePrimary)
    await db.query("UPDATE payment_methods SET is_primary = false WHERE customer_id = $1 AND is_primary", [
      m.customerId,
    ]);
  await db.query(
    `INSERT INTO payment_methods (id, customer_id, method_key, provider, brand, last_digits, expiry_month, expiry_year, is_primary, source_payment_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      randomUUID(),
      m.customerId,
      m.methodKey,
      m.provider,
      m.brand,
      m.lastDigits,
      m.expiryMonth,
      m.expiryYear,
      makePrimary,
      m.sourcePaymentId,
    ],
  );
};

/** Deletes a method; false when the customer has no such method with this provider. */
export const deleteMethod = async (
  db: Db,
  customerId: string,
  id: string,
  provider: string,
): Promise<boolean> => {
  await lockCustomer(db, customerId);
  const gone = await db.query(
    "DELETE FROM payment_methods WHERE id = $1 AND customer_id = $2 AND provider = $3 RETURNING id",
    [id, customerId, provider],
  );
  return gone.length > 0;
};

/** Makes a method the primary one (the others lose it); an expired method cannot be. */
export const setPrimaryMethod = async (
  db: Db,
  customerId: string,
  id: string,
  now: number,
): Promise<"ok" | "notFound" | "expired"> => {
  await lockCustomer(db, customerId);
  const method = await findMethod(db, customerId, id, now);
  if (!method) return "notFound";
  if (method.expired) return "expired";
  await db.query("UPDATE payment_methods SET is_primary = false WHERE customer_id = $1 AND is_primary", [
    customerId,
  ]);
  await db.query("UPDATE payment_methods SET is_primary = true WHERE id = $1", [id]);
  return "ok";
};

/** Removes every saved method of a customer (the seed re-runs). */
export const clearMethods = async (db: Db, customerId: string): Promise<void> => {
  await db.query("DELETE FROM payment_methods WHERE customer_id = $1", [customerId]);
};
