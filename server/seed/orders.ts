import { Schema } from "effect";
import {
  type BillingAddress,
  Cart,
  type DistributionAddress,
  type PaymentMethodKey,
} from "../../domain/cart/model";
import type { Order } from "../../domain/checkout/model";
import { windowId } from "../capacity/windows";
import type { CartRow, CartState } from "../cart/state";
import { emptyCartState } from "../cart/state";
import { cartView, loadContext } from "../cart/view";
import type { Db } from "../db/db";
import { storeAvailability } from "../discovery/availability";
import { productsBySkus } from "../discovery/store";
import { areaOfAddress } from "../distribution/store";
import type { SeedArea } from "./area";

/**
 * Newsletter topics and the demo customers' past orders (the profile's order list, document 1 §3).
 * The orders are priced by the server's own cart view at the moment they were placed, never by
 * hand: a price rule that changes changes them with it.
 */

const demoTopics = [
  {
    id: "angebote",
    name: "Angebote der Woche",
    description: "Jeden Montag die neuen Angebote Ihres Markts.",
  },
  { id: "rezepte", name: "Rezepte", description: "Saisonale Rezepte mit Zutaten aus dem Sortiment." },
  { id: "neuheiten", name: "Neu im Sortiment", description: "Neue Produkte, sobald sie im Markt sind." },
  { id: "nachhaltigkeit", name: "Nachhaltigkeit", description: "Regionales, Bio und weniger Verpackung." },
] as const;

/** Topics the demo customers confirmed once (their subscribed topics were confirmed). */
const demoConfirmations: ReadonlyArray<{ customerId: string; topicId: string }> = [
  { customerId: "C-1001", topicId: "angebote" },
  { customerId: "C-1002", topicId: "angebote" },
  { customerId: "C-1002", topicId: "rezepte" },
];

export const newsletterSeed: SeedArea = {
  name: "newsletter",
  async seed(tx) {
    await tx.query("DELETE FROM newsletter_topics");
    for (const [i, t] of demoTopics.entries())
      await tx.query(
        "INSERT INTO newsletter_topics (id, position, name, description) VALUES ($1, $2, $3, $4)",
        [t.id, i, t.name, t.description],
      );
    for (const c of demoConfirmations)
      await tx.query(
        "INSERT INTO newsletter_confirmations (customer_id, topic_id, confirmed_at) VALUES ($1, $2, '2025-01-15T09:00:00Z')",
        [c.customerId, c.topicId],
      );
  },
};

interface DemoOrder {
  readonly orderNumber: string;
  readonly customerId: string;
  readonly placedAt: string;
  /** The Berlin day and start hour of the order's window. */
  readonly windowDay: string;
  readonly windowHour: number;
  readonly service:
    | { readonly type: "DELIVERY"; readonly address: DistributionAddress }
    | { readonly type: "CLICK_AND_COLLECT"; readonly storeId: string };
  readonly billing: BillingAddress;
  readonly payment: PaymentMethodKey;
  /** Which of the picked products and how many of each (index into the pick, quantity). */
  readonly lines: ReadonlyArray<readonly [number, number]>;
}

const lena = {
  firstName: "Lena",
  lastName: "Wagner",
  streetName: "Venloer Straße",
  streetNumber: "210",
  postalCode: "50823",
  city: "Köln",
  country: "Deutschland",
  countryCode: "DE",
  phoneNumber: "+49 221 7654321",
  email: "lena.wagner@example.com",
};

/**
 * Order numbers starting with 39: never one of the server's own (40 and a sequence). The orders
 * are Lena's, who has ordered before (both first-order flags false, server/seed/customers.ts);
 * Anna and Max have not, so their first orders still get the first-order vouchers.
 */
const demoOrders: ReadonlyArray<DemoOrder> = [
  {
    orderNumber: "3900001001",
    customerId: "C-1002",
    placedAt: "2026-09-14T07:42:00Z",
    windowDay: "2026-09-15",
    windowHour: 10,
    service: { type: "DELIVERY", address: { distributionType: "DELIVERY", ...lena } },
    billing: lena,
    payment: "payment-at-the-door",
    lines: [
      [0, 6],
      [1, 4],
      [2, 6],
      [3, 4],
    ],
  },
  {
    orderNumber: "3900001002",
    customerId: "C-1002",
    placedAt: "2026-10-30T16:05:00Z",
    windowDay: "2026-10-31",
    windowHour: 14,
    service: { type: "DELIVERY", address: { distributionType: "DELIVERY", ...lena } },
    billing: lena,
    payment: "paypal",
    lines: [
      [4, 4],
      [5, 3],
      [6, 4],
      [7, 6],
      [8, 3],
    ],
  },
  {
    orderNumber: "3900002001",
    customerId: "C-1002",
    placedAt: "2026-10-12T09:10:00Z",
    windowDay: "2026-10-13",
    windowHour: 16,
    service: { type: "CLICK_AND_COLLECT", storeId: "4401" },
    billing: lena,
    payment: "payment-at-the-store",
    lines: [
      [2, 1],
      [9, 2],
      [10, 1],
    ],
  },
];

const STORE = "4401";
const encodeCart = Schema.encodeSync(Cart);

/** Plain, orderable articles of the seeded catalogue at the demo store, in shop order. */
const pickSkus = async (tx: Db): Promise<string[]> => {
  const rows = await tx.query<{ sku: string }>(
    "SELECT sku FROM products WHERE availability = 'available' ORDER BY position, sku LIMIT 200",
  );
  const products = await productsBySkus(
    tx,
    rows.map((r) => r.sku),
  );
  const picked: string[] = [];
  for (const r of rows) {
    const p = products.get(r.sku);
    if (p === undefined) continue;
    if (p.ageRestriction !== 0 || p.weightArticle || p.maxQuantity < 4) continue;
    if (storeAvailability(p.sku, p.availability, STORE) !== "available") continue;
    picked.push(p.sku);
    if (picked.length === 11) break;
  }
  if (picked.length < 11)
    throw new Error("the seeded catalogue has too few plain articles for the demo orders");
  return picked;
};

export const orderSeed: SeedArea = {
  name: "orders",
  async seed(tx) {
    await tx.query("DELETE FROM orders WHERE checkout_id LIKE 'seed-%'");
    await tx.query("DELETE FROM carts WHERE id LIKE 'seed-order-%'");
    const skus = await pickSkus(tx);
    for (const o of demoOrders) {
      let address: DistributionAddress;
      let scope: { kind: "D" | "S"; id: string };
      if (o.service.type === "DELIVERY") {
        const area = await areaOfAddress(tx, o.service.address);
        if (!area) throw new Error(`${o.orderNumber}: the address is in no delivery area`);
        address = {
          ...o.service.address,
          storeId: area.storeId,
          deliveryAreaNumber: area.deliveryAreaNumber,
        };
        scope = { kind: "D", id: area.deliveryAreaNumber };
      } else {
        address = { distributionType: "CLICK_AND_COLLECT", storeId: o.service.storeId };
        scope = { kind: "S", id: o.service.storeId };
      }
      const window = windowId(scope, o.windowDay, o.windowHour);
      const state: CartState = {
        ...emptyCartState(),
        lines: o.lines.map(([i, quantity], n) => ({
          lineItemId: `${o.orderNumber}-${n + 1}`,
          sku: skus[i] ?? "",
          quantity,
          addedAt: o.placedAt,
        })),
        distributionAddress: address,
        windowId: window,
        billingAddress: o.billing,
        orderNumber: o.orderNumber,
        payments: [
          {
            paymentId: `seed-pay-${o.orderNumber}`,
            methodKey: o.payment,
            brandName: o.payment,
            amount: null,
          },
        ],
      };
      const row: CartRow = {
        id: `seed-order-${o.orderNumber}`,
        session_id: null,
        customer_id: o.customerId,
        status: "ORDERED",
        version: 1,
        state,
      };
      await tx.query(
        "INSERT INTO carts (id, session_id, customer_id, status, version, state, window_id, created_at, updated_at) VALUES ($1, NULL, $2, 'ORDERED', 1, $3, $4, $5, $5)",
        [row.id, row.customer_id, JSON.stringify(state), window, o.placedAt],
      );
      // Priced as the server prices a cart, at the moment the order was placed.
      const placed = Date.parse(o.placedAt);
      const cart = cartView(row, await loadContext(tx, row, placed));
      const order: Order = {
        orderNumber: o.orderNumber,
        placedAt: o.placedAt,
        distributionType: o.service.type,
        firstOrder: false,
        customerId: o.customerId,
        cart,
      };
      // Not through the checkout's insertOrder: a past order takes no add-on carts.
      await tx.query(
        `INSERT INTO orders (order_number, cart_id, session_id, customer_id, checkout_id, distribution_type, first_order, placed_at, cart)
         VALUES ($1, $2, NULL, $3, $4, $5, $6, $7, $8)`,
        [
          order.orderNumber,
          row.id,
          order.customerId,
          `seed-${o.orderNumber}`,
          order.distributionType,
          order.firstOrder,
          order.placedAt,
          JSON.stringify(encodeCart(order.cart)),
        ],
      );
    }
  },
};
