import { Schema } from "effect";
import { OrderConfig, Voucher } from "../../domain/cart/model";
import type { DeliveryPass, DeliveryPassOffer } from "../../domain/delivery-pass/model";
import type { Product } from "../../domain/discovery/product";
import type { Customer } from "../../domain/session/customer";
import { customerOfRow } from "../customers/store";
import type { Db } from "../db/db";
import { passOfRow } from "../delivery-pass/store";
import type { SessionState } from "../http/env";
import {
  type FoundSession,
  foundSessionOf,
  type SessionRow,
  sessionLookupSql,
  TOUCH_AFTER_SECONDS,
} from "../session/store";
import { type ProductReading, readProducts } from "./product-cache";
import type { CartRow } from "./state";

const decodeConfig = Schema.decodeUnknownSync(OrderConfig);
const decodeVoucher = Schema.decodeUnknownSync(Voucher);

/**
 * The current cart with what every cart call needs besides it (the order config, the delivery-pass
 * offer, the products of its lines and of the sku being added, the service-fee gaps of those
 * products, the voucher a sku names), read in ONE round trip (issue 18: a cart call made about 8
 * queries; the embedded database runs one at a time, so each is paid by every shopper waiting).
 * Nothing here is cached: prices and settings are the database's as of this call.
 */
export interface CartSnapshot {
  /** The live cart (OPEN or FINALIZED), undefined when the session has none yet. */
  readonly row: CartRow | undefined;
  readonly config: OrderConfig;
  readonly passOffer: DeliveryPassOffer | undefined;
  /** The products of the cart's lines and of `skus`. */
  readonly products: ReadonlyMap<string, Product>;
  /** Of those products, the ones without service-fee data (validation 029). */
  readonly feeGaps: ReadonlySet<string>;
  /** The general voucher whose article id is `voucher`, if asked for and known. */
  readonly voucher: Voucher | undefined;
  /** Whose customer and pass these are: the session's customer (null: anonymous). */
  readonly customerId: string | null;
  /** The session's customer and their latest delivery pass (null when anonymous or none). */
  readonly customer: Customer | null;
  readonly customerPass: DeliveryPass | null;
}

export interface SnapshotOptions {
  /** Products to read besides the cart's lines (the sku being added). */
  readonly skus?: ReadonlyArray<string>;
  /** A general voucher's article id to look up (an add names a product or a voucher). */
  readonly voucher?: string;
}

interface SnapshotRow {
  cart: CartRow | null;
  config: unknown;
  offer: {
    article_id: string;
    name: string;
    price: number;
    duration_days: number;
    free_delivery_threshold: number;
  } | null;
  products: ReadonlyArray<{ sku: string; v: string; data: unknown }>;
  fee_gaps: ReadonlyArray<string>;
  voucher: unknown;
  customer: { id: string; email: string; profile: unknown } | null;
  pass: { start_date: string; end_date: string } | null;
}

// The cart is found as findLiveCart finds it (a customer's, else the anonymous session's); the two
// forms keep each on its own index.
const LIVE = "status IN ('OPEN', 'FINALIZED')";
const CART_OF_CUSTOMER = `SELECT * FROM carts WHERE customer_id = $1 AND ${LIVE}`;
const CART_OF_SESSION = `SELECT * FROM carts WHERE session_id = $1 AND customer_id IS NULL AND ${LIVE}`;

/** `ctes` defines `cart`; `customer` is the SQL of the session's customer id (null: anonymous). */
const snapshotSql = (ctes: string, customer: string, columns = "") => `
  WITH ${ctes},
  -- An array, not a set: "= ANY(array)" is an index lookup per sku, where "IN (set)" scanned them all.
  skus AS (SELECT array(SELECT jsonb_array_elements(state->'lines')->>'sku' FROM cart) || $2::text[] AS a)
  SELECT${columns}
    (SELECT to_jsonb(cart) FROM cart) AS cart,
    (SELECT data FROM order_config WHERE id = 1) AS config,
    (SELECT to_jsonb(o) FROM delivery_pass_offer o WHERE id = 1) AS offer,
    (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'sku', p.sku,
        'v', p.xmin::text,
        'data', CASE WHEN p.sku || ':' || p.xmin::text = ANY($4::text[]) THEN NULL ELSE p.data END
      )), '[]'::jsonb)
       FROM products p WHERE p.sku = ANY((SELECT a FROM skus)::text[])) AS products,
    (SELECT coalesce(jsonb_agg(g.sku), '[]'::jsonb)
       FROM service_fee_gaps g WHERE g.sku = ANY((SELECT a FROM skus)::text[])) AS fee_gaps,
    (SELECT data FROM general_vouchers WHERE article_id = $3) AS voucher,
    (SELECT jsonb_build_object('id', c.id, 'email', c.email, 'profile', c.profile)
       FROM customers c WHERE c.id = ${customer}) AS customer,
    (SELECT jsonb_build_object('start_date', d.start_date, 'end_date', d.end_date)
       FROM delivery_passes d WHERE d.customer_id = ${customer}
       ORDER BY d.end_date DESC LIMIT 1) AS pass`;

const SNAPSHOT_OF_CUSTOMER = snapshotSql(`cart AS (${CART_OF_CUSTOMER})`, "$5");
const SNAPSHOT_OF_SESSION = snapshotSql(`cart AS (${CART_OF_SESSION})`, "$5");

/**
 * The snapshot with the session itself (issue 18: the session's own lookup was a round trip of every
 * cart call): `s` is the live session of key $1 as findSession finds it, and the cart is found from
 * it as above, each form on its own index. The session's ids are compared as values (subqueries run
 * once), not joined: as a join the planner, on the few carts of a new database, scanned every live
 * anonymous cart for the session's, and the plan kept for the statement stays as carts grow.
 */
const SNAPSHOT_OF_SESSION_KEY = snapshotSql(
  `s AS (${sessionLookupSql("$1", "$5", "$6")}),
  cart AS (
    SELECT * FROM carts WHERE customer_id = (SELECT customer_id FROM s) AND ${LIVE}
    UNION ALL
    SELECT * FROM carts
      WHERE (SELECT customer_id IS NULL FROM s) AND session_id = (SELECT id FROM s) AND customer_id IS NULL
        AND ${LIVE}
  )`,
  "(SELECT customer_id FROM s)",
  "\n    (SELECT to_jsonb(s) FROM s) AS session,",
);

const snapshotOf = (
  row: SnapshotRow | undefined,
  reading: ProductReading,
  customerId: string | null,
): CartSnapshot => {
  if (!row?.config) throw new Error("order_config is not seeded");
  const o = row.offer;
  return {
    row: row.cart ?? undefined,
    config: decodeConfig(row.config),
    passOffer: o
      ? {
          articleId: o.article_id,
          name: o.name,
          price: o.price,
          durationDays: o.duration_days,
          freeDeliveryThreshold: o.free_delivery_threshold,
        }
      : undefined,
    products: reading.resolve(row.products),
    feeGaps: new Set(row.fee_gaps),
    voucher: row.voucher ? decodeVoucher(row.voucher) : undefined,
    customerId,
    customer: row.customer ? customerOfRow(row.customer) : null,
    customerPass: row.pass ? passOfRow(row.pass) : null,
  };
};

export const loadSnapshot = async (
  db: Db,
  session: SessionState,
  options: SnapshotOptions = {},
): Promise<CartSnapshot> => {
  const shopper = session.customerId ?? session.id;
  const reading = readProducts(db, shopper);
  const [row] = await db.query<SnapshotRow>(session.customerId ? SNAPSHOT_OF_CUSTOMER : SNAPSHOT_OF_SESSION, [
    shopper,
    [...(options.skus ?? [])],
    options.voucher ?? null,
    reading.held,
    session.customerId,
  ]);
  return snapshotOf(row, reading, session.customerId);
};

/**
 * The snapshot of the session whose key is `key`, read with the session in the same round trip;
 * `found` is the session as findSession would have found it (undefined: none, and no cart read).
 */
export const loadSnapshotOfSessionKey = async (
  db: Db,
  key: string,
  maxAgeSeconds: number,
  options: SnapshotOptions = {},
): Promise<{ readonly snapshot: CartSnapshot; readonly found: FoundSession | undefined }> => {
  // The products this browser's cart read last time (an anonymous session's key is its shopper id).
  const reading = readProducts(db, key);
  const [row] = await db.query<SnapshotRow & { session: SessionRow | null }>(SNAPSHOT_OF_SESSION_KEY, [
    key,
    [...(options.skus ?? [])],
    options.voucher ?? null,
    reading.held,
    TOUCH_AFTER_SECONDS,
    maxAgeSeconds,
  ]);
  const found = row?.session ? foundSessionOf(row.session) : undefined;
  return { snapshot: snapshotOf(row, reading, found?.customerId ?? null), found };
};
