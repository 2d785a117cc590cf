import { Schema } from "effect";
import { Customer } from "../../domain/session/customer";
import type { Db } from "../db/db";
import { toJsonb } from "../http/jsonb";

/** What the profile column holds: the customer without id and e-mail, which have their own columns. */
const CustomerProfile = Customer.pipe(Schema.omit("customerId", "email"));

interface CustomerRow {
  id: string;
  email: string;
  password_hash: string;
  profile: unknown;
}

export interface StoredCustomer {
  readonly customer: Customer;
  readonly passwordHash: string;
}

/** The customer of a customers row (id, email and profile columns; the cart reads them with the cart). */
export const customerOfRow = (row: Pick<CustomerRow, "id" | "email" | "profile">): Customer => ({
  ...Schema.decodeUnknownSync(CustomerProfile)(row.profile),
  customerId: row.id,
  email: row.email,
});

const toStored = (row: CustomerRow): StoredCustomer => ({
  customer: customerOfRow(row),
  passwordHash: row.password_hash,
});

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const findCustomerByEmail = async (db: Db, email: string): Promise<StoredCustomer | undefined> => {
  const [row] = await db.query<CustomerRow>("SELECT * FROM customers WHERE email = $1", [
    normaliseEmail(email),
  ]);
  return row && toStored(row);
};

export const findCustomerById = async (db: Db, id: string): Promise<Customer | undefined> => {
  const [row] = await db.query<CustomerRow>("SELECT * FROM customers WHERE id = $1", [id]);
  return row && toStored(row).customer;
};

/** Inserts or replaces a customer by id (the seed re-runs this). */
export const upsertCustomer = async (db: Db, customer: Customer, passwordHash: string): Promise<void> => {
  const { customerId, email, ...profile } = customer;
  await db.query(
    `INSERT INTO customers (id, email, password_hash, profile) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, password_hash = EXCLUDED.password_hash, profile = EXCLUDED.profile`,
    [customerId, normaliseEmail(email), passwordHash, toJsonb(Schema.encodeSync(CustomerProfile)(profile))],
  );
};

/** Whether the customer has followed the confirmation link (double opt-in, server/auth). */
export const isConfirmed = async (db: Db, id: string): Promise<boolean> => {
  const [row] = await db.query<{ confirmed: boolean }>("SELECT confirmed FROM customers WHERE id = $1", [id]);
  return row?.confirmed ?? false;
};

/** A new customer; false when the e-mail already has an account (the unique index decides, not a prior read). */
export const insertCustomer = async (
  db: Db,
  customer: Customer,
  passwordHash: string,
  confirmed: boolean,
): Promise<boolean> => {
  const { customerId, email, ...profile } = customer;
  const rows = await db.query<{ id: string }>(
    `INSERT INTO customers (id, email, password_hash, profile, confirmed) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [
      customerId,
      normaliseEmail(email),
      passwordHash,
      toJsonb(Schema.encodeSync(CustomerProfile)(profile)),
      confirmed,
    ],
  );
  return rows.length > 0;
};

export const confirmCustomer = async (db: Db, id: string): Promise<void> => {
  await db.query("UPDATE customers SET confirmed = true WHERE id = $1", [id]);
};

export const setPasswordHash = async (db: Db, id: string, passwordHash: string): Promise<void> => {
  await db.query("UPDATE customers SET password_hash = $2 WHERE id = $1", [id, passwordHash]);
};

export { normaliseEmail };
