import type { LoyaltyVoucher, PersonalVoucher, Pool, Promotion } from "../../domain/loyalty/model";
import { replaceLoyaltyVouchers } from "../loyalty/store";
import type { SeedArea } from "./area";
import { demoCustomers } from "./customers";
import { etagOf, illustrationSvg } from "./svg";

/**
 * The loyalty member's programme data (document 1 §3): the discount collector's pools and the
 * promotions on her member information, her loyalty vouchers (one expired, so the server's validity
 * rule has something to leave out), the personal vouchers of the promotions (two first-order ones,
 * hidden for her: she has ordered both services) and the voucher images.
 */
const pools: ReadonlyArray<Pool> = [
  { poolId: "POOL-OBST", tags: ["Obst", "Gemüse"], value: 1240 },
  { poolId: "POOL-BIO", tags: ["Bio"], value: 385 },
  { poolId: "POOL-KAFFEE", tags: ["Kaffee"], value: 0 },
];
const promotions: ReadonlyArray<Promotion> = [
  { promotionId: "P-BIO10" },
  { promotionId: "P-FIRST-DELIVERY" },
  { promotionId: "P-FIRST-CC" },
  { promotionId: "J-COFFEE2" },
];

const personalVouchers: ReadonlyArray<PersonalVoucher> = [
  {
    promotionId: "P-BIO10",
    type: "personal",
    name: "10 % auf Bio-Produkte",
    description: "Einmal pro Einkauf, online und im Markt.",
    ecommerceAutomaticRedemption: "Always",
    ecommerceLimitAutomaticRedemptionToServiceTypes: [],
    validUntil: "2027-12-31",
  },
  {
    promotionId: "P-FIRST-DELIVERY",
    type: "personal",
    name: "5 € auf die erste Lieferung",
    ecommerceAutomaticRedemption: "First orders (delivery)",
    ecommerceLimitAutomaticRedemptionToServiceTypes: ["Delivery"],
  },
  {
    promotionId: "P-FIRST-CC",
    type: "personal",
    name: "5 € auf die erste Abholung",
    ecommerceAutomaticRedemption: "First orders (click & collect)",
    ecommerceLimitAutomaticRedemptionToServiceTypes: ["Click & Collect"],
  },
  {
    promotionId: "J-COFFEE2",
    type: "joe",
    name: "Doppelte Punkte auf Kaffee",
    description: "Nur bei Abholung im Markt.",
    ecommerceLimitAutomaticRedemptionToServiceTypes: ["Click & Collect"],
    validUntil: "2027-06-30",
  },
];

const voucherImages = [
  ["loyalty-voucher-obst", "Obst und Gemüse", "#e8f5e9", "#2e7d32"],
  ["loyalty-voucher-kaffee", "Kaffee", "#efebe9", "#6d4c41"],
  ["loyalty-voucher-bio", "Bio", "#f1f8e9", "#558b2f"],
] as const;

const vouchersOf = (trigger: { sku: string; slug: string; name: string }): ReadonlyArray<LoyaltyVoucher> => [
  {
    id: "LV-1001",
    name: "2 € Rabatt auf Obst und Gemüse",
    onlineDescription: "Ab einem Einkauf von 10 € Obst und Gemüse.",
    validFrom: "2026-01-01",
    validUntil: "2027-12-31",
    coins: 200,
    contentType: "voucher",
    fineprintHeadline: "Bedingungen",
    fineprintText: "Einmal einlösbar. Nicht mit anderen Rabatten kombinierbar. Keine Barauszahlung.",
    imageSingle: "/media/loyalty-voucher-obst.svg",
    voucherType: "discount",
  },
  {
    id: "LV-1002",
    name: "Dreifache Punkte",
    onlineDescription: `Beim Kauf von ${trigger.name}.`,
    validFrom: "2026-06-01",
    validUntil: "2027-06-30",
    coins: 3,
    contentType: "voucher",
    fineprintHeadline: "Bedingungen",
    fineprintText: "Gilt für einen Artikel pro Einkauf.",
    imageSingle: "/media/loyalty-voucher-kaffee.svg",
    voucherType: "multiplier",
    triggerArticle: { sku: trigger.sku, slug: trigger.slug, name: trigger.name },
  },
  {
    id: "LV-0900",
    name: "Abgelaufener Bio-Gutschein",
    validFrom: "2025-01-01",
    validUntil: "2025-12-31",
    imageSingle: "/media/loyalty-voucher-bio.svg",
    voucherType: "discount",
  },
];

export const loyaltySeed: SeedArea = {
  name: "loyalty",
  async seed(tx) {
    const lena = demoCustomers.find((d) => d.customer.loyaltyMemberInformation !== undefined)?.customer;
    if (!lena) throw new Error("the demo loyalty member is missing");
    await tx.query(
      `UPDATE customers SET profile = jsonb_set(profile, '{loyaltyMemberInformation}',
         (profile->'loyaltyMemberInformation') || $2::jsonb) WHERE id = $1`,
      [lena.customerId, JSON.stringify({ pools, promotions })],
    );
    await tx.query(
      `INSERT INTO loyalty_members (customer_id, dont_render_text) VALUES ($1, false)
       ON CONFLICT (customer_id) DO UPDATE SET dont_render_text = EXCLUDED.dont_render_text`,
      [lena.customerId],
    );
    for (const [name, title, background, fill] of voucherImages) {
      const body = illustrationSvg({
        width: 400,
        height: 300,
        background,
        title,
        shapes: [
          { kind: "circle", cx: 200, cy: 120, r: 70, fill },
          { kind: "rect", x: 120, y: 200, w: 160, h: 16, rx: 8, fill },
        ],
      });
      await tx.query(
        `INSERT INTO media (name, content_type, body, etag) VALUES ($1, 'image/svg+xml', $2, $3)
         ON CONFLICT (name) DO UPDATE SET body = EXCLUDED.body, etag = EXCLUDED.etag`,
        [name, body, etagOf(body)],
      );
    }
    // The trigger article: the lowest sku of the coffee products (any product when there is none).
    const [trigger] = await tx.query<{ sku: string; slug: string; name: string }>(
      `SELECT sku, data->>'slug' AS slug, data->>'name' AS name FROM products
        ORDER BY (data->>'name' ILIKE '%kaffee%') DESC, sku LIMIT 1`,
    );
    if (!trigger) throw new Error("the seeded catalogue has no products");
    await replaceLoyaltyVouchers(tx, lena.customerId, vouchersOf(trigger));
    await tx.query("DELETE FROM personal_vouchers");
    for (const v of personalVouchers)
      await tx.query("INSERT INTO personal_vouchers (promotion_id, data) VALUES ($1, $2)", [
        v.promotionId,
        JSON.stringify(v),
      ]);
  },
};
