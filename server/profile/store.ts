import { createHash, randomBytes } from "node:crypto";
import { Schema } from "effect";
import { Cart } from "../../domain/cart/model";
import type { Order } from "../../domain/checkout/model";
import type { CommunicationSettings, NewsletterTopic, OrderSummary } from "../../domain/profile/model";
import { orderStatus } from "../../domain/profile/rules/orders";
import type { ProfileUpdate } from "../../domain/profile/rules/personal-data";
import type { Db } from "../db/db";
import { toJsonb } from "../http/jsonb";
import { DEMO_TENANT } from "../tenant/store";

/** The profile's rows: the customer's own columns, settings, newsletter topics and orders. */

export const tenantDateFormat = async (db: Db): Promise<string> => {
  const [row] = await db.query<{ f: string | null }>(
    "SELECT runtime_config->>'dateFormat' AS f FROM tenants WHERE id = $1",
    [DEMO_TENANT],
  );
  return row?.f ?? "dd.MM.yyyy";
};

export const emailUsedByOther = async (db: Db, customerId: string, email: string): Promise<boolean> => {
  const rows = await db.query("SELECT 1 FROM customers WHERE email = $1 AND id <> $2", [
    email.trim().toLowerCase(),
    customerId,
  ]);
  return rows.length > 0;
};

/** Writes the personal data: the optional fields the update leaves out are removed. */
export const updatePersonalData = async (db: Db, customerId: string, u: ProfileUpdate): Promise<void> => {
  const { email, ...rest } = u;
  await db.query(
    `UPDATE customers SET email = $2,
       profile = (profile - 'salutation' - 'academicTitle' - 'birthdate') || $3::jsonb
     WHERE id = $1`,
    [customerId, email.trim().toLowerCase(), toJsonb(rest)],
  );
};

export const passwordHashOf = async (db: Db, customerId: string): Promise<string | undefined> => {
  const [row] = await db.query<{ password_hash: string }>(
    "SELECT password_hash FROM customers WHERE id = $1",
    [customerId],
  );
  return row?.password_hash;
};

export const setPasswordHash = async (db: Db, customerId: string, hash: string): Promise<void> => {
  await db.query("UPDATE customers SET password_hash = $2 WHERE id = $1", [customerId, hash]);
};

// Communication settings.

const NONE_ALLOWED: CommunicationSettings = {
  personalEmailAllowed: false,
  personalMailAllowed: false,
  personalSmsAllowed: false,
};

export const communicationSettings = async (db: Db, customerId: string): Promise<CommunicationSettings> => {
  const [row] = await db.query<{ e: boolean; m: boolean; s: boolean }>(
    `SELECT personal_email_allowed AS e, personal_mail_allowed AS m, personal_sms_allowed AS s
       FROM communication_settings WHERE customer_id = $1`,
    [customerId],
  );
  return row
    ? { personalEmailAllowed: row.e, personalMailAllowed: row.m, personalSmsAllowed: row.s }
    : NONE_ALLOWED;
};

export const saveCommunicationSettings = async (
  db: Db,
  customerId: string,
  s: CommunicationSettings,
): Promise<void> => {
  await db.query(
    `INSERT INTO communication_settings (customer_id, personal_email_allowed, personal_mail_allowed, personal_sms_allowed)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id) DO UPDATE SET personal_email_allowed = EXCLUDED.personal_email_allowed,
       personal_mail_allowed = EXCLUDED.personal_mail_allowed, personal_sms_allowed = EXCLUDED.personal_sms_allowed,
       updated_at = now()`,
    [customerId, s.personalEmailAllowed, s.personalMailAllowed, s.personalSmsAllowed],
  );
};

// Newsletter topics.

export const newsletterTopics = async (db: Db): Promise<NewsletterTopic[]> =>
  (
    await db.query<{ id: string; name: string; description: string }>(
      "SELECT id, name, description FROM newsletter_topics ORDER BY position",
    )
  ).map((r) => ({ newsletterTopicId: r.id, name: r.name, description: r.description }));

export const confirmedTopics = async (db: Db, customerId: string): Promise<string[]> =>
  (
    await db.query<{ topic_id: string }>(
      "SELECT topic_id FROM newsletter_confirmations WHERE customer_id = $1",
      [customerId],
    )
  ).map((r) => r.topic_id);

/** The customer's subscribed topics, in the customer's profile (GET /api/customers shows them). */
export const setSubscribedTopics = async (db: Db, customerId: string, topics: ReadonlyArray<string>) => {
  await db.query(
    "UPDATE customers SET profile = jsonb_set(profile, '{newsletterTopics}', $2::jsonb) WHERE id = $1",
    [customerId, toJsonb(topics.map((t) => ({ newsletterTopicId: t })))],
  );
};

/** A pending subscription with a fresh confirmation token (returned; only its hash is stored). */
export const requestConfirmation = async (db: Db, customerId: string, topicId: string): Promise<string> => {
  const token = randomBytes(24).toString("base64url");
  await db.query(
    `INSERT INTO newsletter_pending (customer_id, topic_id, token_hash) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, topic_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, requested_at = now()`,
    [customerId, topicId, createHash("sha256").update(token).digest("hex")],
  );
  return token;
};

export const dropPending = async (db: Db, customerId: string, topics: ReadonlyArray<string>) => {
  if (topics.length === 0) return;
  await db.query("DELETE FROM newsletter_pending WHERE customer_id = $1 AND topic_id = ANY($2::text[])", [
    customerId,
    [...topics],
  ]);
};

// Orders (migration 005): the customer's own, newest first.

interface OrderRow {
  readonly order_number: string;
  readonly customer_id: string | null;
  readonly distribution_type: Order["distributionType"];
  readonly first_order: boolean;
  readonly placed_at: Date | string;
  readonly cart: unknown;
}

const decodeCart = Schema.decodeUnknownSync(Cart);

const toOrder = (row: OrderRow): Order => ({
  orderNumber: row.order_number,
  placedAt: new Date(row.placed_at).toISOString(),
  distributionType: row.distribution_type,
  firstOrder: row.first_order,
  customerId: row.customer_id,
  cart: decodeCart(row.cart),
});

export const customerOrders = async (db: Db, customerId: string, now: number): Promise<OrderSummary[]> => {
  const rows = await db.query<OrderRow>(
    "SELECT * FROM orders WHERE customer_id = $1 ORDER BY placed_at DESC, order_number DESC",
    [customerId],
  );
  return rows.map((row) => {
    const order = toOrder(row);
    const window = order.cart.distributionWindow;
    return {
      orderNumber: order.orderNumber,
      placedAt: order.placedAt,
      distributionType: order.distributionType,
      total: order.cart.priceInfo.totalWithSurcharge,
      itemCount: order.cart.productLineItems.length,
      status: orderStatus(window, now),
      windowStart: window?.start ?? null,
      windowEnd: window?.end ?? null,
    };
  });
};

/** One order of this customer; another customer's (or a guest's) is not found. */
export const customerOrder = async (
  db: Db,
  customerId: string,
  orderNumber: string,
): Promise<Order | undefined> => {
  const [row] = await db.query<OrderRow>(
    "SELECT * FROM orders WHERE order_number = $1 AND customer_id = $2",
    [orderNumber, customerId],
  );
  return row && toOrder(row);
};

/**
 * Follows a confirmation link: the pending topic becomes subscribed and confirmed (so a later
 * re-subscription needs no new opt-in). Undefined for a token that names no pending subscription.
 */
/** How long a newsletter confirmation link works (as the registration's). */
export const NEWSLETTER_CONFIRM_HOURS = 48;

export const confirmSubscription = async (
  db: Db,
  token: string,
): Promise<{ customerId: string; topicId: string } | undefined> => {
  const [row] = await db.query<{ customer_id: string; topic_id: string }>(
    `DELETE FROM newsletter_pending
      WHERE token_hash = $1 AND requested_at > now() - make_interval(hours => $2)
      RETURNING customer_id, topic_id`,
    [createHash("sha256").update(token).digest("hex"), NEWSLETTER_CONFIRM_HOURS],
  );
  if (!row) return undefined;
  await db.query(
    `INSERT INTO newsletter_confirmations (customer_id, topic_id) VALUES ($1, $2)
     ON CONFLICT (customer_id, topic_id) DO UPDATE SET confirmed_at = now()`,
    [row.customer_id, row.topic_id],
  );
  await db.query(
    `UPDATE customers SET profile = jsonb_set(profile, '{newsletterTopics}',
       COALESCE(profile->'newsletterTopics', '[]'::jsonb) || jsonb_build_array(jsonb_build_object('newsletterTopicId', $2::text)))
     WHERE id = $1 AND NOT COALESCE(profile->'newsletterTopics', '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('newsletterTopicId', $2::text))`,
    [row.customer_id, row.topic_id],
  );
  return { customerId: row.customer_id, topicId: row.topic_id };
};
