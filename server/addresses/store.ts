import { randomUUID } from "node:crypto";
import type { AddressCategory, SavedAddress } from "../../domain/addresses/model";
import { MAX_SAVED_ADDRESSES } from "../../domain/addresses/rules/limit";
import { withoutPlaceholders, withPlaceholders } from "../../domain/addresses/rules/placeholders";
import type { Db } from "../db/db";
import { HttpError } from "../http/errors";

/** Column of each address field of the table customer_addresses (migration 006). */
const COLUMNS = {
  salutation: "salutation",
  title: "title",
  firstName: "first_name",
  lastName: "last_name",
  companyName: "company_name",
  valueAddedTaxId: "value_added_tax_id",
  companyRegistrationNumber: "company_registration_number",
  streetName: "street_name",
  streetNumber: "street_number",
  stairCase: "stair_case",
  floor: "floor",
  door: "door",
  postalCode: "postal_code",
  city: "city",
  country: "country",
  countryCode: "country_code",
  additionalInfo: "additional_info",
  phoneNumber: "phone_number",
  email: "email",
} as const satisfies Record<keyof SavedAddress["address"], string>;
type Field = keyof typeof COLUMNS;
const FIELDS = Object.keys(COLUMNS) as Field[];

type AddressRow = {
  id: string;
  category: AddressCategory;
  is_primary: boolean;
  address_type: SavedAddress["addressType"];
} & { [K in (typeof COLUMNS)[Field]]: string | null };

const toSaved = (row: AddressRow): SavedAddress => {
  const address: Record<string, string> = {};
  for (const f of FIELDS) {
    const v = row[COLUMNS[f]];
    if (v !== null) address[f] = v;
  }
  return {
    id: row.id,
    category: row.category,
    primary: row.is_primary,
    addressType: row.address_type,
    // Document 2 §5: the placeholders filled in when saving are stripped when read back.
    address: withoutPlaceholders(address),
  };
};

/** A customer's saved addresses: the primary first, then in the order they were saved. */
export const listAddresses = async (db: Db, customerId: string): Promise<SavedAddress[]> => {
  const rows = await db.query<AddressRow>(
    "SELECT * FROM customer_addresses WHERE customer_id = $1 ORDER BY is_primary DESC, seq",
    [customerId],
  );
  return rows.map(toSaved);
};

export type NewAddress = Omit<SavedAddress, "id"> & { readonly id?: string };

/**
 * Saves an address for a customer (document 2 §5): missing required fields get their placeholder;
 * at most MAX_SAVED_ADDRESSES per customer (409 beyond); a new primary address takes the flag from
 * the customer's previous one. The customer's row is locked so that concurrent saves cannot both
 * pass the count.
 */
export const saveAddress = (db: Db, customerId: string, input: NewAddress): Promise<SavedAddress> =>
  db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [count] = await tx.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM customer_addresses WHERE customer_id = $1",
      [customerId],
    );
    if ((count?.n ?? 0) >= MAX_SAVED_ADDRESSES)
      throw new HttpError(409, `at most ${MAX_SAVED_ADDRESSES} saved addresses per customer`, {
        code: "maxAddressesReached",
        errors: [
          { path: "addresses", message: `at most ${MAX_SAVED_ADDRESSES} saved addresses per customer` },
        ],
      });
    if (input.primary)
      await tx.query("UPDATE customer_addresses SET is_primary = false WHERE customer_id = $1", [customerId]);
    const id = input.id ?? randomUUID();
    const address = withPlaceholders(input.address);
    const columns = FIELDS.map((f) => COLUMNS[f]);
    const values = FIELDS.map((f) => address[f] ?? null);
    await tx.query(
      `INSERT INTO customer_addresses (id, customer_id, category, is_primary, address_type, ${columns.join(", ")})
       VALUES ($1, $2, $3, $4, $5, ${columns.map((_, i) => `$${i + 6}`).join(", ")})`,
      [id, customerId, input.category, input.primary, input.addressType, ...values],
    );
    const saved = (await listAddresses(tx, customerId)).find((a) => a.id === id);
    if (!saved) throw new Error(`saved address ${id} not found after insert`);
    return saved;
  });

/** The customer's row, locked: concurrent changes of one customer's addresses run one after the other. */
const lockCustomer = async (tx: Db, customerId: string) => {
  const [customer] = await tx.query<{ id: string }>("SELECT id FROM customers WHERE id = $1 FOR UPDATE", [
    customerId,
  ]);
  if (!customer) throw new HttpError(404, `no customer ${customerId}`);
};

/** Another customer's address answers exactly like one that does not exist. */
const notFound = (id: string) =>
  new HttpError(404, "no such saved address", {
    errors: [{ path: "id", message: `no saved address ${id}` }],
  });

const categoryOf = async (tx: Db, customerId: string, id: string): Promise<AddressCategory> => {
  const [row] = await tx.query<{ category: AddressCategory }>(
    "SELECT category FROM customer_addresses WHERE id = $1 AND customer_id = $2",
    [id, customerId],
  );
  if (!row) throw notFound(id);
  return row.category;
};

/**
 * Rewrites a saved address of the customer in place (document 2 §7 PUT): its category stays the
 * one the call names (a billing PUT does not edit a delivery address: 404), placeholders as on
 * create; `primary: true` takes the flag from the previous primary one.
 */
export const updateAddress = (db: Db, customerId: string, id: string, input: Omit<NewAddress, "id">) =>
  db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    if ((await categoryOf(tx, customerId, id)) !== input.category) throw notFound(id);
    if (input.primary)
      await tx.query("UPDATE customer_addresses SET is_primary = false WHERE customer_id = $1 AND id <> $2", [
        customerId,
        id,
      ]);
    const address = withPlaceholders(input.address);
    const sets = FIELDS.map((f, i) => `${COLUMNS[f]} = $${i + 4}`).join(", ");
    await tx.query(
      `UPDATE customer_addresses SET address_type = $3, ${sets}${input.primary ? ", is_primary = true" : ""}
       WHERE id = $1 AND customer_id = $2`,
      [id, customerId, input.addressType, ...FIELDS.map((f) => address[f] ?? null)],
    );
    return listAddresses(tx, customerId);
  });

/** Makes one of the customer's addresses the primary one: exactly one primary per customer. */
export const setPrimaryAddress = (db: Db, customerId: string, id: string) =>
  db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await categoryOf(tx, customerId, id);
    await tx.query("UPDATE customer_addresses SET is_primary = false WHERE customer_id = $1", [customerId]);
    await tx.query("UPDATE customer_addresses SET is_primary = true WHERE id = $1 AND customer_id = $2", [
      id,
      customerId,
    ]);
    return listAddresses(tx, customerId);
  });

/**
 * Deletes one of the customer's addresses. `combined`: the combined call (document 2 §7 DELETE
 * …/{id}/combined) deletes only a combined address, the plain call only the others (404 else).
 */
export const deleteAddress = (db: Db, customerId: string, id: string, combined: boolean) =>
  db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const category = await categoryOf(tx, customerId, id);
    if ((category === "combined") !== combined) throw notFound(id);
    await tx.query("DELETE FROM customer_addresses WHERE id = $1 AND customer_id = $2", [id, customerId]);
    return listAddresses(tx, customerId);
  });

/** Removes every saved address of a customer (the seed rewrites the demo customers' addresses). */
export const deleteAddresses = async (db: Db, customerId: string): Promise<void> => {
  await db.query("DELETE FROM customer_addresses WHERE customer_id = $1", [customerId]);
};
