import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { type AppState, initialState } from "../../domain/app/state";
import type { Cart, DistributionAddress } from "../../domain/cart/model";
import { priceCart, priceLine } from "../../domain/cart/pricing";
import type { Order } from "../../domain/checkout/model";
import { reduce } from "../../domain/core/store";
import type { Customer } from "../../domain/session/customer";
import { type DataLayerEvent, dataLayerProblems } from "../../domain/tracking/events";
import { dataLayerProjection, projectDataLayer } from "../../domain/tracking/projection";
import { demoOrderConfig, demoVouchers } from "../../server/seed/checkout";
import { addressArb, asSku, cart, customerArb, lineItem, product, productArb } from "./fixtures";

const fold = (events: ReadonlyArray<AppEvent>, from: AppState = initialState) => {
  let state = from;
  const out: DataLayerEvent[][] = [];
  for (const event of events) {
    const before = state;
    state = reduce(appRecipe, state, event);
    out.push(projectDataLayer(event, before, state));
  }
  return { state, out, all: out.flat() };
};
const names = (events: ReadonlyArray<DataLayerEvent>) => events.map((e) => e.event);
const navigated = (path: string, route: string, search = ""): AppEvent => ({
  _tag: "Navigated",
  path,
  search,
  route,
  params: {},
});

const home: DistributionAddress = {
  distributionType: "DELIVERY",
  streetName: "PIIstreet",
  streetNumber: "12",
  postalCode: "50667",
  city: "Köln",
  firstName: "PIIfirst",
  email: "PIImail@example.com",
  phoneNumber: "PII0221",
};
const milk = product();
const butter = product({
  sku: asSku("100002"),
  slug: "butter",
  name: "Butter",
  price: { regular: { value: 249 } },
});
/** 2 × milk (1,29 €) and 1 × butter (2,49 €), delivery: value 5,07 €. */
const full = cart([lineItem(milk, 2), lineItem(butter, 1)], {
  distributionAddress: home,
  billingAddress: { ...home, lastName: "PIIlast" },
  customerId: "PIIcustomer",
});
const received = (c: Cart): AppEvent => ({ _tag: "CartReceived", cart: c, cause: "load" });
const order = (
  c: Cart,
  orderNumber = "4000000017",
  distributionType: Order["distributionType"] = "DELIVERY",
): Order => ({
  orderNumber,
  transactionId: transactionIdOf(orderNumber),
  placedAt: "2026-11-21T09:00:00.000Z",
  distributionType,
  firstOrder: false,
  customerId: c.customerId,
  cart: { ...c, cartStatus: "ORDERED" },
});
/** Stands for the server's keyed hash (the client never computes one; the order carries it). */
const transactionIdOf = (orderNumber: string): string =>
  createHash("sha256").update(`test:${orderNumber}`).digest("hex").slice(0, 20);
const placedEvent = (o: Order): AppEvent => ({
  _tag: "OrderPlaced",
  checkoutId: "cart-1",
  order: o,
  cart: cart([], { id: "cart-2" }),
});
const customer = (firstOrderDelivery: boolean): Customer => ({
  customerId: "c-1",
  email: "PIImail@example.com",
  firstName: "PIIfirst",
  lastName: "PIIlast",
  newsletterTopics: [],
  firstOrderDelivery,
  firstOrderClickAndCollect: true,
});

describe("[doc1 §7, doc2 §1] checkout tracking", () => {
  it("begin_checkout when the shopper arrives on the checkout with lines and a service", () => {
    const { out } = fold([received(full), navigated("/warenkorb", "cart"), navigated("/kasse", "checkout")]);
    expect(out[2]).toEqual([
      {
        event: "page_view",
        page_path: "/kasse",
        page_location: "/kasse",
        page_referrer: "/warenkorb",
        page_type: "checkout",
        user_type: "guest",
      },
      {
        event: "begin_checkout",
        ecommerce: {
          currency: "EUR",
          value: 5.07,
          items: [
            expect.objectContaining({ item_id: milk.sku, price: 1.29, quantity: 2 }),
            expect.objectContaining({ item_id: butter.sku, price: 2.49, quantity: 1 }),
          ],
        },
      },
    ]);
  });

  it("a direct visit: begin_checkout when the cart's first load answers on the checkout route", () => {
    const { out } = fold([navigated("/kasse", "checkout"), received(full)]);
    expect(names(out[0] ?? [])).toEqual(["page_view"]);
    expect(names(out[1] ?? [])).toEqual(["begin_checkout"]);
  });

  it("no begin_checkout for an empty cart, a cart without a service, a finalized cart, or back from a failed payment", () => {
    const noService = cart([lineItem(milk, 1)]);
    const finalized = { ...full, cartStatus: "FINALIZED" as const };
    for (const c of [cart([], { distributionAddress: home }), noService, finalized])
      expect(names(fold([received(c), navigated("/kasse", "checkout")]).all)).not.toContain("begin_checkout");
    const back = fold([
      received(full),
      navigated("/kasse-return", "paymentReturn", "?id=cart-1"),
      navigated("/kasse", "checkout", "?paymentError=payment_declined"),
    ]);
    expect(names(back.all)).not.toContain("begin_checkout");
  });

  it("[issue 15 #4] add_shipping_info in the checkout, after begin_checkout, once the cart has the service and its window", () => {
    const window = {
      id: "w-1",
      distributionType: "DELIVERY" as const,
      appointableId: "1",
      start: "2026-11-25T08:00:00Z",
      end: "2026-11-25T10:00:00Z",
      capacity: 10,
      remaining: 3,
    };
    const withWindow = { ...full, distributionWindow: window };
    const arrive = fold([
      { _tag: "CartReceived", cart: withWindow, cause: "service" },
      { _tag: "CartReceived", cart: withWindow, cause: "window" },
      navigated("/warenkorb", "cart"),
      navigated("/kasse", "checkout"),
    ]);
    // Choosing the service or the window on the cart sends nothing yet.
    expect(arrive.out.slice(0, 2)).toEqual([[], []]);
    expect(names(arrive.out[3] ?? [])).toEqual(["page_view", "begin_checkout", "add_shipping_info"]);
    expect(arrive.out[3]?.[2]).toEqual({
      event: "add_shipping_info",
      ecommerce: {
        currency: "EUR",
        value: 5.07,
        items: [
          expect.objectContaining({ item_id: milk.sku, quantity: 2 }),
          expect.objectContaining({ item_id: butter.sku, quantity: 1 }),
        ],
        shipping_tier: "DELIVERY",
      },
    });
    // A direct visit: with the first cart load, after begin_checkout.
    const direct = fold([navigated("/kasse", "checkout"), received(withWindow)]);
    expect(names(direct.out[1] ?? [])).toEqual(["begin_checkout", "add_shipping_info"]);
    // No window yet: begin_checkout only; an empty cart: neither.
    expect(names(fold([received(full), navigated("/kasse", "checkout")]).all)).not.toContain(
      "add_shipping_info",
    );
    const empty = { ...withWindow, productLineItems: [] };
    expect(names(fold([received(empty), navigated("/kasse", "checkout")]).all)).not.toContain(
      "add_shipping_info",
    );
  });

  it("[issue 15 #9] add_payment_info once per confirmed choice: clicking through the options sends nothing, placing the order sends its method", () => {
    const withMethod = (methodKey: "credit-cards" | "paypal") => ({
      ...full,
      payments: [{ paymentId: "p", methodKey, brandName: "X", amountPlanned: 0 }],
    });
    const chosen = (methodKey: "credit-cards" | "paypal"): AppEvent => ({
      _tag: "PaymentMethodChosen",
      methodKey,
      brandName: "X",
      cart: withMethod(methodKey),
    });
    const { out } = fold([
      received(full),
      chosen("credit-cards"),
      chosen("credit-cards"),
      chosen("paypal"),
      { _tag: "OrderPlacementStarted", methodKey: "paypal" },
    ]);
    expect(out.slice(1).map((o) => names(o))).toEqual([[], [], [], ["add_payment_info"]]);
    expect(out[4]?.[0]).toMatchObject({ ecommerce: { payment_type: "paypal" } });
  });

  it("add_payment_info with the chosen method as payment_type", () => {
    const chosen = {
      ...full,
      payments: [
        { paymentId: "p", methodKey: "credit-cards" as const, brandName: "CREDIT_CARD", amountPlanned: 0 },
      ],
    };
    const { out } = fold([
      received(full),
      { _tag: "PaymentMethodChosen", methodKey: "credit-cards", brandName: "CREDIT_CARD", cart: chosen },
      { _tag: "OrderPlacementStarted", methodKey: "credit-cards" },
    ]);
    expect(out[2]).toEqual([
      {
        event: "add_payment_info",
        ecommerce: expect.objectContaining({ currency: "EUR", value: 5.07, payment_type: "credit-cards" }),
      },
    ]);
  });

  it("purchase: the ordered cart, a guest's order, the server's transaction id, the order number masked but its last character", () => {
    const { out } = fold([received(full), placedEvent(order(full))]);
    expect(out[1]).toEqual([
      {
        event: "purchase",
        user_type: "guest",
        order_type: "guest_order",
        order_number_masked: "*********7",
        ecommerce: {
          currency: "EUR",
          value: 5.07,
          items: [
            expect.objectContaining({ item_id: milk.sku }),
            expect.objectContaining({ item_id: butter.sku }),
          ],
          transaction_id: transactionIdOf("4000000017"),
          // No main payment on this cart: the type is not known.
          payment_type: "unknown",
          discount: 0,
          shipping: 0,
          tax: 0,
        },
      },
    ]);
  });

  it("[doc2 §9] purchase carries the payment type: the method key of the order's main payment, not a gift card", () => {
    const paid = (methodKey: "paypal" | "payment-at-the-door"): Cart => ({
      ...full,
      payments: [
        {
          paymentId: "g",
          methodKey: "gift-card-rewe",
          brandName: "GIFTCARD",
          amountPlanned: 100,
          giftCardCode: "X1",
        },
        { paymentId: "p", methodKey, brandName: "X", amountPlanned: 407 },
      ],
    });
    for (const methodKey of ["paypal", "payment-at-the-door"] as const) {
      const { out } = fold([received(full), placedEvent(order(paid(methodKey)))]);
      expect(out[1]?.[0]).toMatchObject({ event: "purchase", ecommerce: { payment_type: methodKey } });
    }
  });

  it("purchase: the order type from the customer as before the order (first_order, then customer_order)", () => {
    const first = fold([
      { _tag: "CustomerLoaded", customer: customer(true) },
      received(full),
      placedEvent(order(full)),
      // The refresh after the order: the first order is spent.
      { _tag: "CustomerLoaded", customer: customer(false) },
      received(full),
      placedEvent(order(full, "4000000018")),
    ]);
    const purchases = first.all.filter((e) => e.event === "purchase");
    expect(purchases.map((e) => [e.user_type, e.order_type])).toEqual([
      ["customer", "first_order"],
      ["customer", "customer_order"],
    ]);
  });

  it("the confirmation reloaded (OrderLoaded) tracks no second purchase", () => {
    const { all } = fold([
      { _tag: "OrderRequested", orderNumber: "4000000017" },
      { _tag: "OrderLoaded", order: order(full) },
      navigated("/kasse-ok", "checkoutConfirmation", "?finalized=true&orderNumber=4000000017"),
    ]);
    expect(names(all)).toEqual(["page_view"]);
    // [issue 15 #8] the order number stays out of the URL tracking sees.
    expect(all[0]).toMatchObject({ page_path: "/kasse-ok", page_location: "/kasse-ok?finalized=true" });
    expect(JSON.stringify(all)).not.toContain("4000000017");
  });
});

describe("[issue 15] purchase revenue and transaction id", () => {
  // The server's pricing of an order with WILLKOMMEN10 (10 %) and the 50 ct online bonus: the cart
  // DTO's figures, as the server computes them (server/cart/view.ts prices with priceCart).
  const bonus = demoVouchers.find((v) => v.articleId === "GV-TREUE-50");
  if (!bonus) throw new Error("the seed's 50 ct online bonus is missing");
  const ordered = [lineItem(milk, 12), lineItem(butter, 9)]; // 15,48 + 22,41 = 37,89 €
  const priced = priceCart({
    lines: ordered.map((l) => priceLine(l.product, l.quantity, false, true)),
    vouchers: [bonus],
    codes: [{ code: "WILLKOMMEN10", discount: { kind: "percent", percent: 10 } }],
    config: demoOrderConfig,
    type: "DELIVERY",
    methodKey: "payment-at-the-door",
    giftCardAmounts: [],
  });
  const discounted = cart(ordered, {
    distributionAddress: home,
    priceInfo: priced.priceInfo,
    discountCodes: [
      {
        code: "WILLKOMMEN10",
        description: "10 % auf den Einkauf",
        state: "valid",
        discount: priced.codeDiscounts.get("WILLKOMMEN10") ?? 0,
      },
      { code: "ABGELAUFEN", description: "abgelaufen", state: "expired", discount: 0 },
    ],
    voucherLineItems: [
      {
        lineItemId: "v1",
        articleId: bonus.articleId,
        voucher: bonus,
        applied: true,
        discount: priced.voucherDiscounts.get(bonus.articleId) ?? 0,
        addedAt: "2026-11-21T08:00:00.000Z",
      },
    ],
    payments: [{ paymentId: "p", methodKey: "payment-at-the-door", brandName: "X", amountPlanned: 0 }],
  });
  const purchaseOf = (c: Cart, orderNumber = "4000000005") => {
    const p = fold([received(c), placedEvent(order(c, orderNumber))]).all.find((e) => e.event === "purchase");
    if (p?.event !== "purchase") throw new Error("no purchase");
    return p;
  };

  it("[issue 15 #1] purchase value is what the shopper paid for goods after discounts", () => {
    const info = priced.priceInfo;
    // The figures of the kind: goods 37,89 €, −3,79 code, −0,50 bonus, a service fee.
    expect(info.orderValue).toBe(3789);
    expect(info.discounts).toBe(379 + 50);
    expect(info.serviceFeesAfterDiscount).toBeGreaterThan(0);
    const p = purchaseOf(discounted);
    expect(p.ecommerce).toMatchObject({
      currency: "EUR",
      value: 33.6,
      discount: 4.29,
      coupon: "WILLKOMMEN10,50 ct Online-Bonus",
      shipping: info.serviceFeesAfterDiscount / 100,
      tax: info.totalVat / 100,
    });
    // The items still carry the prices the cart charges: their sum is the goods before the discounts,
    // and value + discount is that sum; shipping and deposits stay out of value.
    const itemsSum = p.ecommerce.items.reduce((n, i) => n + Math.round(i.price * 100) * i.quantity, 0);
    expect(itemsSum).toBe(info.orderValue);
    expect(Math.round((p.ecommerce.value + p.ecommerce.discount) * 100)).toBe(itemsSum);
    // value + shipping + deposits is what the order totals.
    expect(Math.round((p.ecommerce.value + p.ecommerce.shipping) * 100) + info.depositFees).toBe(info.total);
    // Order-level discounts only: the cart tells no per-line discount, so no item carries one.
    for (const item of p.ecommerce.items) {
      expect(item).not.toHaveProperty("discount");
      expect(item).not.toHaveProperty("coupon");
    }
    expect(dataLayerProblems(p)).toEqual([]);
    for (const n of [p.ecommerce.value, p.ecommerce.discount, p.ecommerce.shipping, p.ecommerce.tax])
      expect(typeof n).toBe("number");
  });

  it("[issue 15 #1] without discounts there is no coupon and the discount is 0", () => {
    const p = purchaseOf(full);
    expect(p.ecommerce).not.toHaveProperty("coupon");
    expect(p.ecommerce).toMatchObject({ value: 5.07, discount: 0 });
  });

  it("[issue 15 #2] the transaction id is the order's (from the server), the masked number its own parameter", () => {
    const a = purchaseOf(full, "4000000005");
    const b = purchaseOf(full, "4000000015");
    expect(a.order_number_masked).toBe(b.order_number_masked);
    expect(a.ecommerce.transaction_id).not.toBe(b.ecommerce.transaction_id);
    expect(a.ecommerce.transaction_id).toBe(transactionIdOf("4000000005"));
    for (const p of [a, b]) {
      expect(p.ecommerce.transaction_id).not.toContain("4000000");
      expect(dataLayerProblems(p)).toEqual([]);
    }
  });

  it("[issue 15 #2] an order recorded before the server sent a transaction id falls back to its cart id, never its number", () => {
    const { transactionId: _, ...old } = order(full, "4000000005");
    const p = fold([received(full), placedEvent(old)]).all.find((e) => e.event === "purchase");
    expect(p).toMatchObject({ ecommerce: { transaction_id: full.id }, order_number_masked: "*********5" });
    expect(dataLayerProblems(p)).toEqual([]);
  });
});

/** Checkout journeys over random carts, addresses and customers. */
const checkoutEventArb: fc.Arbitrary<AppEvent> = fc.oneof(
  customerArb.map((c) => ({ _tag: "CustomerLoaded", customer: c }) as AppEvent),
  fc.constantFrom<AppEvent>(
    navigated("/kasse", "checkout"),
    navigated("/warenkorb", "cart"),
    navigated("/kasse-return", "paymentReturn", "?id=cart-1"),
    navigated("/kasse", "checkout", "?paymentError=payment_declined"),
  ),
  fc
    .record({ p: productArb, n: fc.integer({ min: 1, max: 9 }), address: addressArb })
    .map(({ p, n, address }) =>
      received(
        cart([lineItem(p, p.weightArticle ? 500 : n)], {
          distributionAddress: { ...address, distributionType: "DELIVERY" },
          billingAddress: address,
          customerId: "PIIcustomer",
        }),
      ),
    ),
  fc
    .constantFrom("payment-at-the-door" as const, "credit-cards" as const, "paypal" as const)
    .map((methodKey) => ({ _tag: "OrderPlacementStarted", methodKey }) as AppEvent),
  fc.constantFrom("payment-at-the-door" as const, "credit-cards" as const, "paypal" as const).map(
    (methodKey) =>
      ({
        _tag: "PaymentMethodChosen",
        methodKey,
        brandName: "PIIbrand",
        cart: { ...full, payments: [{ paymentId: "p", methodKey, brandName: "PIIbrand", amountPlanned: 0 }] },
      }) as AppEvent,
  ),
  fc
    .record({
      n: fc.stringMatching(/^[0-9]{1,12}$/),
      type: fc.constantFrom("DELIVERY" as const, "CLICK_AND_COLLECT" as const),
    })
    .map(({ n, type }) => placedEvent(order(full, n, type))),
);

describe("checkout tracking properties", () => {
  it("property: no personal data, every event valid, the order's transaction id and its number masked but its last character", () => {
    fc.assert(
      fc.property(fc.array(checkoutEventArb, { maxLength: 20 }), (events) => {
        const { out } = fold(events);
        out.forEach((projected, i) => {
          const event = events[i] as AppEvent;
          for (const e of projected) {
            // Only the brand the shopper's method carries is not personal; it is not tracked either.
            expect(JSON.stringify(e)).not.toContain("PII");
            expect(dataLayerProblems(e)).toEqual([]);
            expect(dataLayerProjection.validate({ name: e.event, payload: e })).toEqual({ ok: true });
            if (e.event === "purchase" && event._tag === "OrderPlaced") {
              const n = event.order.orderNumber;
              expect(e.order_number_masked).toBe("*".repeat(n.length - 1) + n.slice(-1));
              expect(e.ecommerce.transaction_id).toBe(event.order.transactionId);
            }
          }
        });
      }),
    );
  });

  it("[issue 15 #9] property: one purchase per OrderPlaced, one add_payment_info per order placement started with a cart; begin_checkout and add_shipping_info only on the checkout route", () => {
    fc.assert(
      fc.property(fc.array(checkoutEventArb, { maxLength: 20 }), (events) => {
        const { all } = fold(events);
        const count = (tag: string) => events.filter((e) => e._tag === tag).length;
        expect(all.filter((e) => e.event === "purchase")).toHaveLength(count("OrderPlaced"));
        let state = initialState;
        let newChoices = 0;
        for (const event of events) {
          const before = state;
          state = reduce(appRecipe, state, event);
          const projected = projectDataLayer(event, before, state);
          if (event._tag === "OrderPlacementStarted" && before.cart.cart !== null) newChoices += 1;
          if (projected.some((e) => e.event === "begin_checkout"))
            expect(state.navigation.location.route).toBe("checkout");
          const shipping = projected.findIndex((e) => e.event === "add_shipping_info");
          if (shipping >= 0) {
            expect(state.navigation.location.route).toBe("checkout");
            expect(projected[shipping - 1]?.event).toBe("begin_checkout");
            expect(projected[shipping]).toMatchObject({ ecommerce: { items: [expect.anything()] } });
          }
        }
        expect(all.filter((e) => e.event === "add_payment_info")).toHaveLength(newChoices);
      }),
    );
  });
});
