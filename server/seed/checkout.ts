import type { OrderConfig, Voucher } from "../../domain/cart/model";
import { DEFAULT_WINDOW_HOLD_MINUTES } from "../../domain/cart/rules/window-hold";
import type { Db } from "../db/db";
import type { SeedArea } from "./area";

/**
 * Checkout configuration of the demo tenant: order limits and fees, the window schedule, general
 * vouchers, discount codes, gift cards, service-fee gaps and one add-on order per demo customer.
 * Deterministic: windows are generated from the schedule relative to the server clock when asked
 * for, not stored.
 */
export const demoOrderConfig: OrderConfig = {
  minOrderValueDelivery: 4000,
  minOrderValueCC: 1500,
  maxOrderValueDelivery: 50_000,
  maxOrderValueCC: 30_000,
  maxOrderWeightDelivery: 80_000,
  maxOrderWeightCC: 50_000,
  serviceFeeDelivery: 499,
  serviceFeeCC: 199,
  freeOfChargeThresholdDelivery: 8000,
  freeOfChargeThresholdCC: 4000,
  surchargePercent: 1.5,
  overAuthorizationPercentage: 10,
  windowHoldMinutes: DEFAULT_WINDOW_HOLD_MINUTES,
};

/**
 * Two-hour windows from 08:00 to 20:00, Monday to Saturday (Europe/Berlin). The evening window holds
 * one order only, so a demo can show "out of delivery capacity" (023).
 */
const demoSchedule: ReadonlyArray<{
  kind: "D" | "S";
  startHour: number;
  hours: number;
  capacity: number;
}> = [8, 10, 12, 14, 16, 18].flatMap((startHour) => [
  { kind: "D" as const, startHour, hours: 2, capacity: startHour === 18 ? 1 : 12 },
  { kind: "S" as const, startHour, hours: 2, capacity: startHour === 18 ? 1 : 20 },
]);

const generalOnline = (v: Omit<Voucher, "component" | "type">): Voucher => ({
  ...v,
  component: "general-voucher",
  type: "general-online",
});

export const demoVouchers: ReadonlyArray<Voucher> = [
  generalOnline({
    articleId: "GV-LIEFER-2",
    name: "2 € Lieferrabatt",
    description: "2 € weniger auf jede Lieferung ab 40 € Einkaufswert.",
    ecommerceAutomaticRedemption: "Always",
    ecommerceLimitAutomaticRedemptionToServiceTypes: ["Delivery"],
    discount: { kind: "amount", value: 200 },
    minimumOrderValue: 4000,
  }),
  generalOnline({
    articleId: "GV-ABHOL-1",
    name: "1 € Abholbonus",
    description: "1 € weniger bei Abholung im Markt.",
    ecommerceAutomaticRedemption: "Always",
    ecommerceLimitAutomaticRedemptionToServiceTypes: ["Click & Collect"],
    discount: { kind: "amount", value: 100 },
    minimumOrderValue: 1500,
  }),
  generalOnline({
    articleId: "GV-TREUE-50",
    name: "50 ct Online-Bonus",
    description: "50 ct weniger auf jede Online-Bestellung.",
    ecommerceAutomaticRedemption: "Always",
    ecommerceLimitAutomaticRedemptionToServiceTypes: ["Delivery", "Click & Collect"],
    discount: { kind: "amount", value: 50 },
    minimumOrderValue: 0,
  }),
  generalOnline({
    articleId: "GV-ERST-LIEFER-10",
    name: "10 € auf die erste Lieferung",
    description: "10 € Rabatt auf die erste Lieferung ab 50 €.",
    ecommerceAutomaticRedemption: "First orders (Delivery)",
    ecommerceLimitAutomaticRedemptionToServiceTypes: ["Delivery"],
    discount: { kind: "amount", value: 1000 },
    minimumOrderValue: 5000,
  }),
  generalOnline({
    articleId: "GV-ERST-ABHOL-5",
    name: "5 € auf die erste Abholung",
    description: "5 € Rabatt auf die erste Abholung ab 20 €.",
    ecommerceAutomaticRedemption: "First orders (Click & Collect)",
    ecommerceLimitAutomaticRedemptionToServiceTypes: ["Click & Collect"],
    discount: { kind: "amount", value: 500 },
    minimumOrderValue: 2000,
  }),
  {
    articleId: "GV-MARKT-3",
    component: "general-voucher",
    type: "general-offline",
    name: "3 € im Markt",
    description: "Nur an der Kasse im Markt einlösbar.",
    ecommerceLimitAutomaticRedemptionToServiceTypes: [],
    discount: { kind: "amount", value: 300 },
    minimumOrderValue: 2000,
  },
];

interface DiscountCodeSeed {
  readonly code: string;
  readonly description: string;
  readonly discount: Voucher["discount"];
  readonly validFrom: string;
  readonly validUntil: string;
  readonly active: boolean;
  readonly maxApplications: number | null;
  readonly distributionType: "DELIVERY" | "CLICK_AND_COLLECT" | null;
}

const demoDiscountCodes: ReadonlyArray<DiscountCodeSeed> = [
  {
    code: "WILLKOMMEN10",
    description: "10 % auf den Einkauf",
    discount: { kind: "percent", percent: 10 },
    validFrom: "2024-01-01T00:00:00Z",
    validUntil: "2099-12-31T23:59:59Z",
    active: true,
    maxApplications: null,
    distributionType: null,
  },
  {
    code: "ABGELAUFEN",
    description: "5 € Frühjahrsaktion (abgelaufen)",
    discount: { kind: "amount", value: 500 },
    validFrom: "2020-03-01T00:00:00Z",
    validUntil: "2020-05-31T23:59:59Z",
    active: true,
    maxApplications: null,
    distributionType: null,
  },
  {
    code: "NURABHOLUNG",
    description: "3 € bei Abholung im Markt",
    discount: { kind: "amount", value: 300 },
    validFrom: "2024-01-01T00:00:00Z",
    validUntil: "2099-12-31T23:59:59Z",
    active: true,
    maxApplications: null,
    distributionType: "CLICK_AND_COLLECT",
  },
  {
    code: "INAKTIV",
    description: "5 € (deaktiviert)",
    discount: { kind: "amount", value: 500 },
    validFrom: "2024-01-01T00:00:00Z",
    validUntil: "2099-12-31T23:59:59Z",
    active: false,
    maxApplications: null,
    distributionType: null,
  },
  {
    code: "EINMAL",
    description: "15 % einmalig (bereits eingelöst)",
    discount: { kind: "percent", percent: 15 },
    validFrom: "2024-01-01T00:00:00Z",
    validUntil: "2099-12-31T23:59:59Z",
    active: true,
    maxApplications: 1,
    distributionType: null,
  },
];

/** Gift cards: 16 digits. Anna's and Lena's are in their wallets; the third is in nobody's. */
const demoGiftCards: ReadonlyArray<{ code: string; balance: number; customerId: string | null }> = [
  { code: "6000100010001001", balance: 2500, customerId: "C-1001" },
  { code: "6000100010001002", balance: 10_000, customerId: "C-1002" },
  { code: "6000100010009999", balance: 5000, customerId: null },
];

/** A new listing whose service-fee data has not arrived: a cart line of it gives validation code 029. */
export const SERVICE_FEE_GAP_SKU = "7884918";

const demoAddonOrders: ReadonlyArray<{ orderNumber: string; customerId: string }> = [
  { orderNumber: "100000101", customerId: "C-1001" },
  { orderNumber: "100000202", customerId: "C-1002" },
];

export const checkoutSeed: SeedArea = {
  name: "checkout",
  async seed(tx: Db) {
    await tx.query("DELETE FROM order_config");
    await tx.query("INSERT INTO order_config (id, data) VALUES (1, $1)", [JSON.stringify(demoOrderConfig)]);
    await tx.query("DELETE FROM window_schedule");
    for (const s of demoSchedule) {
      await tx.query(
        "INSERT INTO window_schedule (kind, start_hour, hours, capacity) VALUES ($1, $2, $3, $4)",
        [s.kind, s.startHour, s.hours, s.capacity],
      );
    }
    await tx.query("DELETE FROM general_vouchers");
    for (const [i, v] of demoVouchers.entries()) {
      await tx.query("INSERT INTO general_vouchers (article_id, position, data) VALUES ($1, $2, $3)", [
        v.articleId,
        i,
        JSON.stringify(v),
      ]);
    }
    await tx.query("DELETE FROM discount_codes");
    for (const d of demoDiscountCodes) {
      await tx.query(
        `INSERT INTO discount_codes (code, description, discount, valid_from, valid_until, active, max_applications, distribution_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          d.code,
          d.description,
          JSON.stringify(d.discount),
          d.validFrom,
          d.validUntil,
          d.active,
          d.maxApplications,
          d.distributionType,
        ],
      );
    }
    // EINMAL was redeemed once already (by an earlier demo order).
    await tx.query("INSERT INTO discount_code_redemptions (code, cart_id) VALUES ('EINMAL', 'demo-order-1')");
    await tx.query("DELETE FROM gift_cards");
    for (const g of demoGiftCards) {
      await tx.query("INSERT INTO gift_cards (code, balance, customer_id) VALUES ($1, $2, $3)", [
        g.code,
        g.balance,
        g.customerId,
      ]);
    }
    await tx.query("DELETE FROM service_fee_gaps");
    await tx.query(
      "INSERT INTO service_fee_gaps (sku, reason) SELECT sku, 'new listing: fee category not yet delivered' FROM products WHERE sku = $1",
      [SERVICE_FEE_GAP_SKU],
    );
    await tx.query("DELETE FROM cart_addon_orders");
    for (const o of demoAddonOrders) {
      await tx.query("INSERT INTO cart_addon_orders (order_number, customer_id) VALUES ($1, $2)", [
        o.orderNumber,
        o.customerId,
      ]);
    }
  },
};
