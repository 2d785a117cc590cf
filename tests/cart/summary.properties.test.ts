import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DistributionType, OrderConfig, Voucher } from "../../domain/cart/model";
import { priceSummaryLines } from "../../domain/cart/summary";
import type { Product } from "../../domain/discovery/product";
import type { CartRow, CartState } from "../../server/cart/state";
import { type CartContext, cartView } from "../../server/cart/view";
import { generateCatalogue } from "../../server/seed/catalogue/generate";
import { demoOrderConfig } from "../../server/seed/checkout";
import type { DiscountCode } from "../../server/vouchers/store";

const NOW = Date.UTC(2026, 10, 23, 12);
// Available everywhere (no store given), not age-restricted: every line is priced.
const products = generateCatalogue()
  .products.map((r) => r.product)
  .filter((p) => p.availability === "available" && p.ageRestriction === 0);

const discount = fc.oneof(
  fc.record({ kind: fc.constant("amount" as const), value: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({ kind: fc.constant("percent" as const), percent: fc.integer({ min: 1, max: 100 }) }),
);

const voucher = (i: number) =>
  fc
    .record({
      discount,
      minimumOrderValue: fc.integer({ min: 0, max: 6_000 }),
      service: fc.constantFrom<ReadonlyArray<"Delivery" | "Click & Collect">>(
        [],
        ["Delivery"],
        ["Click & Collect"],
      ),
    })
    .map(
      (v): Voucher => ({
        articleId: `V${i}`,
        component: "general-voucher",
        type: "general-online",
        name: `Gutschein ${i}`,
        description: "",
        ecommerceLimitAutomaticRedemptionToServiceTypes: v.service,
        discount: v.discount,
        minimumOrderValue: v.minimumOrderValue,
      }),
    );

const code = (i: number) =>
  fc
    .record({
      discount,
      expired: fc.boolean(),
      distributionType: fc.constantFrom<DistributionType | null>(null, "DELIVERY", "CLICK_AND_COLLECT"),
    })
    .map(
      (c): DiscountCode => ({
        code: `CODE${i}`,
        description: "",
        discount: c.discount,
        validFrom: NOW - 86_400_000,
        validUntil: c.expired ? NOW - 1 : NOW + 86_400_000,
        active: true,
        maxApplications: null,
        distributionType: c.distributionType,
        redemptions: 0,
      }),
    );

const config = fc
  .record({
    serviceFeeDelivery: fc.integer({ min: 0, max: 999 }),
    serviceFeeCC: fc.integer({ min: 0, max: 399 }),
    freeOfChargeThresholdDelivery: fc.integer({ min: 0, max: 12_000 }),
    freeOfChargeThresholdCC: fc.integer({ min: 0, max: 6_000 }),
    surchargePercent: fc.integer({ min: 0, max: 500 }).map((n) => n / 100),
  })
  .map((c): OrderConfig => ({ ...demoOrderConfig, ...c }));

const randomCart = fc.record({
  lines: fc.uniqueArray(
    fc.record({ product: fc.constantFrom(...products), steps: fc.integer({ min: 1, max: 4 }) }),
    { maxLength: 8, selector: (l) => l.product.sku },
  ),
  vouchers: fc
    .integer({ min: 0, max: 3 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => voucher(i)))),
  codes: fc
    .integer({ min: 0, max: 3 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => code(i)))),
  config,
  type: fc.constantFrom<DistributionType | undefined>(undefined, "DELIVERY", "CLICK_AND_COLLECT"),
  crateDepositDesired: fc.boolean(),
  methodKey: fc.constantFrom(undefined, "credit-cards", "paypal", "payment-at-the-door"),
});

type Random = typeof randomCart extends fc.Arbitrary<infer T> ? T : never;

const viewOf = (r: Random) => {
  const state: CartState = {
    lines: r.lines.map((l, i) => ({
      lineItemId: `L${i}`,
      sku: l.product.sku,
      quantity: l.steps * l.product.quantityStepSize,
      addedAt: "2026-11-23T10:00:00.000Z",
    })),
    vouchers: r.vouchers.map((v, i) => ({ lineItemId: `VL${i}`, articleId: v.articleId, addedAt: "" })),
    discountCodes: r.codes.map((c) => c.code),
    distributionAddress: r.type ? { distributionType: r.type } : null,
    windowId: null,
    billingAddress: null,
    mode: "REGULAR",
    orderNumber: null,
    payments: r.methodKey
      ? [{ paymentId: "P1", methodKey: r.methodKey as never, brandName: "x", amount: null }]
      : [],
    crateDepositDesired: r.crateDepositDesired,
  };
  const row: CartRow = { id: "C1", session_id: "S1", customer_id: null, status: "OPEN", version: 1, state };
  const ctx: CartContext = {
    now: NOW,
    customer: null,
    config: r.config,
    products: new Map<string, Product>(r.lines.map((l) => [l.product.sku, l.product])),
    vouchers: new Map(r.vouchers.map((v) => [v.articleId, v])),
    codes: new Map(r.codes.map((c) => [c.code, c])),
    type: r.type,
    store: undefined,
    area: undefined,
    window: undefined,
    storeFromHint: false,
    passOffer: undefined,
    customerPass: null,
    addOnCutoff: null,
  };
  return cartView(row, ctx);
};

const sum = (xs: ReadonlyArray<{ readonly amount: number }>) => xs.reduce((n, x) => n + x.amount, 0);

describe("price summaries (side cart, cart page, checkout, confirmation)", () => {
  it("[issue 10 §7] the listed lines of every summary add up to its total, for random carts", () => {
    fc.assert(
      fc.property(randomCart, (r) => {
        const cart = viewOf(r);
        for (const compact of [true, false]) {
          const lines = priceSummaryLines(cart, { compact, withPayment: !compact });
          expect(sum(lines.components)).toBe(cart.priceInfo.total);
          expect(lines.total).toBe(cart.priceInfo.total);
          const toPay = lines.payment === null ? lines.total : lines.total + lines.payment.surcharge;
          if (!compact) expect(toPay).toBe(cart.priceInfo.totalWithSurcharge);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("[issue 10 §7] the side cart lists the delivery fee: 0,99 € goods, −0,50 € discount, 4,99 € fee make 5,48 €", () => {
    const milk = products.find((p) => p.price.regular.value === 99 && p.price.depositPrice === undefined);
    expect(milk).toBeDefined();
    const cart = viewOf({
      lines: [{ product: milk as Product, steps: 1 }],
      vouchers: [
        {
          articleId: "V0",
          component: "general-voucher",
          type: "general-online",
          name: "50 ct Online-Bonus",
          description: "",
          ecommerceLimitAutomaticRedemptionToServiceTypes: [],
          discount: { kind: "amount", value: 50 },
          minimumOrderValue: 0,
        },
      ],
      codes: [],
      config: { ...demoOrderConfig, serviceFeeDelivery: 499, freeOfChargeThresholdDelivery: 8_000 },
      type: "DELIVERY",
      crateDepositDesired: true,
      methodKey: undefined,
    });
    expect(cart.priceInfo.total).toBe(548);
    expect(priceSummaryLines(cart, { compact: true }).components).toEqual([
      { kind: "orderValue", amount: 99 },
      { kind: "serviceFee", amount: 499, before: 499, freeAbove: 8_000 },
      { kind: "discounts", amount: -50 },
    ]);
  });
});
