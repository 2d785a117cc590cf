import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AppEvent } from "../../domain/app/events";
import { appRecipe } from "../../domain/app/reducer";
import { type AppState, initialState } from "../../domain/app/state";
import type { Cart, LineItem } from "../../domain/cart/model";
import { reduce } from "../../domain/core/store";
import { DEFAULT_LISTING_QUERY } from "../../domain/discovery/query";
import type { Customer } from "../../domain/session/customer";
import {
  addPaymentInfo,
  addShippingInfo,
  beginCheckout,
  cartLines,
  purchase,
  viewCart,
} from "../../domain/tracking/cart";
import { type DataLayerEvent, dataLayerProblems } from "../../domain/tracking/events";
import { dataLayerProjection, projectDataLayer } from "../../domain/tracking/projection";
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
const navigated = (path: string, route: string, params: Record<string, string> = {}): AppEvent => ({
  _tag: "Navigated",
  path,
  search: "",
  route,
  params,
});
const received = (c: Cart, cause: "load" | "service" | "validation" = "load"): AppEvent => ({
  _tag: "CartReceived",
  cart: c,
  cause,
});
const added = (
  sku: string,
  after: Cart,
  fields: Partial<Extract<AppEvent, { _tag: "ItemAdded" }>> = {},
): AppEvent => ({
  _tag: "ItemAdded",
  sku,
  requested: 1,
  quantity: after.productLineItems.find((l) => l.articleId === sku)?.quantity ?? 0,
  outcome: "added",
  cart: after,
  at: 1,
  ...fields,
});

const milk = product();
const butter = product({
  sku: asSku("100002"),
  slug: "butter",
  name: "Butter",
  price: { regular: { value: 249 }, loyalty: { value: 199 } },
});
const apples = product({
  sku: asSku("100003"),
  slug: "aepfel",
  name: "Äpfel lose",
  weightArticle: true,
  price: { regular: { value: 300 } },
  quantityStepSize: 250,
});
/** The state with this cart loaded. */
const withCart = (c: Cart, from: AppState = initialState) => fold([received(c)], from).state;

describe("[doc1 §7] add_to_cart", () => {
  it("[doc1 §7] an add from a search result tile sends add_to_cart: the added quantity at the cart's price, currency, value, list and position", () => {
    const after = cart([lineItem(butter, 2)]);
    const { out } = fold(
      [
        added(butter.sku, after, {
          requested: 2,
          source: { list: "search_results", position: 2, queryID: "q-1" },
        }),
      ],
      withCart(cart([])),
    );
    expect(out[0]).toEqual([
      {
        event: "add_to_cart",
        ecommerce: {
          currency: "EUR",
          value: 4.98,
          items: [
            {
              item_id: "100002",
              item_name: "Butter",
              item_brand: "Hofgut",
              item_category: "Kühlregal",
              item_category2: "Milch",
              price: 2.49,
              quantity: 2,
              index: 2,
              item_list_id: "search_results",
              item_list_name: "search_results",
            },
          ],
        },
      },
    ]);
    expect(dataLayerProblems(out[0]?.[0])).toEqual([]);
  });

  it("[doc1 §7] the quantity is what the add put in the cart: a capped add reports only the units added", () => {
    const before = withCart(cart([lineItem(milk, 3)]));
    const { out } = fold(
      [added(milk.sku, cart([lineItem(milk, 5)]), { requested: 4, outcome: "capped" })],
      before,
    );
    expect(out[0]).toMatchObject([
      { event: "add_to_cart", ecommerce: { value: 2.58, items: [{ quantity: 2 }] } },
    ]);
  });

  it("[doc1 §7] an add that added nothing (at the maximum) sends nothing", () => {
    const full = cart([lineItem(milk, 5)]);
    const { out } = fold([added(milk.sku, full, { outcome: "maxquantityreached" })], withCart(full));
    expect(out[0]).toEqual([]);
  });

  it("[doc1 §3] a loyalty member's add is priced as the cart charges it: the line's perPiecePrice", () => {
    const after = cart([lineItem(butter, 1, { perPiecePrice: 199 })]);
    const { out } = fold([added(butter.sku, after)], withCart(cart([])));
    expect(out[0]).toMatchObject([{ ecommerce: { value: 1.99, items: [{ price: 1.99, quantity: 1 }] } }]);
  });

  it("[doc1 §3] a weight article is one unit at the price of the grams added", () => {
    const before = withCart(cart([lineItem(apples, 250)]));
    const after = cart([lineItem(apples, 750)]);
    const { out } = fold([added(apples.sku, after, { requested: 500 })], before);
    // 500 g at 3,00 €/kg.
    expect(out[0]).toMatchObject([{ ecommerce: { value: 1.5, items: [{ price: 1.5, quantity: 1 }] } }]);
  });

  it("[doc1 §7] an add from a category listing carries the listing's id and name", () => {
    const before = fold([
      {
        _tag: "ProductListRequested",
        key: "k",
        source: { kind: "category", slug: "milch" },
        query: DEFAULT_LISTING_QUERY,
      },
      {
        _tag: "ProductListLoaded",
        key: "k",
        page: {
          products: [milk],
          total: 1,
          page: 1,
          pageSize: 24,
          pageCount: 1,
          sort: "relevance",
          facets: { brands: [], attributes: [], price: null },
        },
        category: { name: "Milch & Sahne" } as never,
      },
    ]).state;
    const { out } = fold(
      [added(milk.sku, cart([lineItem(milk, 1)]), { source: { list: "category:milch", position: 1 } })],
      withCart(cart([]), before),
    );
    expect(out[0]).toMatchObject([
      {
        ecommerce: {
          items: [{ item_list_id: "category:milch", item_list_name: "Milch & Sahne", index: 1 }],
        },
      },
    ]);
  });

  it("[doc1 §7] a bulk add sends add_to_cart for what grew", () => {
    const before = withCart(cart([lineItem(milk, 1)]));
    const { out } = fold(
      [{ _tag: "ItemsBulkAdded", cart: cart([lineItem(milk, 3), lineItem(butter, 1)]), notAdded: [] }],
      before,
    );
    expect(out[0]).toMatchObject([
      {
        event: "add_to_cart",
        ecommerce: {
          value: 5.07,
          items: [
            { item_id: milk.sku, quantity: 2 },
            { item_id: butter.sku, quantity: 1 },
          ],
        },
      },
    ]);
  });
});

describe("[doc1 §7] quantity changes and removal", () => {
  const line = lineItem(milk, 3);
  const set = (previous: number, quantity: number): AppEvent => ({
    _tag: "ItemQuantitySet",
    lineItemId: line.lineItemId,
    sku: milk.sku,
    previous,
    quantity,
    cart: cart([lineItem(milk, quantity)]),
  });
  it("[doc1 §7] raising a quantity sends add_to_cart for the difference", () => {
    const { out } = fold([set(3, 5)], withCart(cart([line])));
    expect(out[0]).toMatchObject([
      { event: "add_to_cart", ecommerce: { value: 2.58, items: [{ quantity: 2 }] } },
    ]);
  });
  it("[doc1 §7] lowering a quantity sends remove_from_cart for the difference", () => {
    const { out } = fold([set(3, 1)], withCart(cart([line])));
    expect(out[0]).toMatchObject([
      { event: "remove_from_cart", ecommerce: { value: 2.58, items: [{ item_id: milk.sku, quantity: 2 }] } },
    ]);
  });
  it("[doc1 §7] removing lines sends remove_from_cart with each removed line's quantity and price", () => {
    const lines = [lineItem(milk, 3), lineItem(apples, 500)];
    const { out } = fold([{ _tag: "ItemsRemoved", removed: lines, cart: cart([]) }], withCart(cart(lines)));
    expect(out[0]).toEqual([
      {
        event: "remove_from_cart",
        ecommerce: {
          currency: "EUR",
          value: 5.37,
          items: [
            expect.objectContaining({ item_id: milk.sku, price: 1.29, quantity: 3 }),
            expect.objectContaining({ item_id: apples.sku, price: 1.5, quantity: 1 }),
          ],
        },
      },
    ]);
  });
  it("removing nothing sends nothing", () => {
    expect(fold([{ _tag: "ItemsRemoved", removed: [], cart: cart([]) }]).all).toEqual([]);
  });
});

describe("[doc1 §7] view_cart", () => {
  const c = cart([lineItem(milk, 2), lineItem(butter, 1)]);
  it("[doc1 §7] navigating to the cart page with a known cart: page_view, then view_cart with its lines", () => {
    const { out } = fold([navigated("/warenkorb", "cart")], withCart(c));
    expect(out[0]?.map((e) => e.event)).toEqual(["page_view", "view_cart"]);
    expect(out[0]?.[1]).toMatchObject({ ecommerce: { currency: "EUR", value: 5.07 } });
  });
  it("[doc1 §7] a direct visit: view_cart when the first cart load answers on the cart page", () => {
    const { out } = fold([navigated("/warenkorb", "cart"), received(c), received(c, "validation")]);
    expect(out.map((o) => o.map((e) => e.event))).toEqual([["page_view"], ["view_cart"], []]);
  });
  it("[doc1 §7] opening the side cart sends view_cart; closing it sends nothing", () => {
    const { out } = fold(
      [
        { _tag: "SideCartToggled", open: true },
        { _tag: "SideCartToggled", open: false },
      ],
      withCart(c),
    );
    expect(out.map((o) => o.map((e) => e.event))).toEqual([["view_cart"], []]);
  });
  it("[issue 15 #9] view_cart once per view: not again for a toggle that leaves the side cart open, nor for a query change on the cart page", () => {
    const { out } = fold(
      [
        { _tag: "SideCartToggled", open: true },
        { _tag: "SideCartToggled", open: true },
        { _tag: "SideCartToggled", open: false },
        navigated("/warenkorb", "cart"),
        navigated("/warenkorb?sort=category", "cart"),
        navigated("/", "start"),
        { _tag: "SideCartToggled", open: true },
      ],
      withCart(c),
    );
    expect(out.map((o) => o.filter((e) => e.event === "view_cart").length)).toEqual([1, 0, 0, 1, 0, 0, 1]);
  });
  it("a cart loaded on another page sends nothing", () => {
    expect(fold([navigated("/", "start"), received(c)]).out[1]).toEqual([]);
  });
  it("only the orderable lines count", () => {
    const mixed = cart([lineItem(milk, 1)], {
      unavailableLineItems: [lineItem(butter, 1, { availability: "unavailable" })],
    });
    expect(viewCart("EUR", mixed).ecommerce).toMatchObject({ value: 1.29, items: [{ item_id: milk.sku }] });
    expect(viewCart("EUR", null).ecommerce).toEqual({ currency: "EUR", value: 0, items: [] });
  });
});

describe("[issue 15 #4] no add_shipping_info on a service selection", () => {
  it("[issue 15 #4] choosing delivery or click and collect on the cart sends nothing (add_shipping_info is the checkout's)", () => {
    for (const tier of ["DELIVERY", "CLICK_AND_COLLECT"] as const) {
      const c = cart([lineItem(milk, 2)], {
        distributionAddress: { distributionType: tier, streetName: "PIIstreet", postalCode: "50667" },
      });
      // The first add with the delivery prompt: the service is set on a cart not yet holding the line.
      const { all } = fold([received(cart([], { distributionAddress: c.distributionAddress }), "service")]);
      expect(all).toEqual([]);
      expect(fold([received(c, "service")]).all).toEqual([]);
    }
  });
  it("other cart answers (load, validation, discount code) send nothing", () => {
    const c = cart([lineItem(milk, 2)], { distributionAddress: { distributionType: "DELIVERY" } });
    expect(fold([received(c, "load"), received(c, "validation")]).all).toEqual([]);
  });
});

describe("[doc2 §1] checkout events: pure builders (no checkout yet, so not wired)", () => {
  const c = cart([lineItem(milk, 2), lineItem(apples, 250)], {
    orderNumber: "100042",
    customerId: "PIIcustomer",
    distributionAddress: { distributionType: "DELIVERY", streetName: "PIIstreet" },
  });
  const customer = (first: boolean, loyalty = false) =>
    ({
      customerId: "PIIid",
      email: "PII@example.com",
      firstName: "PIIfirst",
      lastName: "PIIlast",
      salutation: "Female",
      newsletterTopics: [],
      firstOrderDelivery: first,
      firstOrderClickAndCollect: true,
      ...(loyalty
        ? {
            loyaltyMemberInformation: {
              mpCardId: "PIIcard",
              loyalityMemberId: "PIImember",
              joeAuthenticationStatus: "Authenticated",
            },
          }
        : {}),
    }) as Customer;

  it("begin_checkout, add_shipping_info and add_payment_info carry the cart's lines and value", () => {
    const events = [
      beginCheckout("EUR", c),
      addShippingInfo("EUR", c, "CLICK_AND_COLLECT"),
      addPaymentInfo("EUR", c, "paypal"),
    ];
    for (const e of events) {
      expect(dataLayerProblems(e)).toEqual([]);
      expect(e).toMatchObject({ ecommerce: { currency: "EUR", value: 3.33 } });
    }
    expect(events[1]).toMatchObject({ ecommerce: { shipping_tier: "CLICK_AND_COLLECT" } });
    expect(events[2]).toMatchObject({ ecommerce: { payment_type: "paypal" } });
  });

  it("[doc2 §1] purchase: user type, order type (guest, first, customer order) and the masked order number", () => {
    const order = (orderNumber: string) => ({
      cart: c,
      orderNumber,
      distributionType: "DELIVERY" as const,
      transactionId: "0123456789abcdef0123",
    });
    const guest = purchase({ currency: "EUR", order: order("100042"), customer: null });
    expect(guest).toMatchObject({
      event: "purchase",
      user_type: "guest",
      order_type: "guest_order",
      order_number_masked: "*****2",
      ecommerce: { transaction_id: "0123456789abcdef0123", value: 3.33 },
    });
    expect(purchase({ currency: "EUR", order: order("7"), customer: customer(true) })).toMatchObject({
      user_type: "customer",
      order_type: "first_order",
      order_number_masked: "7",
    });
    const loyal = purchase({ currency: "EUR", order: order("100042"), customer: customer(false, true) });
    expect(loyal).toMatchObject({ user_type: "loyalty", order_type: "customer_order" });
    for (const e of [guest, loyal]) {
      expect(dataLayerProblems(e)).toEqual([]);
      expect(JSON.stringify(e)).not.toContain("PII");
      expect(JSON.stringify(e)).not.toContain("100042");
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random carts, customers and addresses.

const lineArb: fc.Arbitrary<LineItem> = fc
  .record({
    p: productArb,
    n: fc.integer({ min: 1, max: 50 }),
    grams: fc.integer({ min: 1, max: 5000 }),
    price: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
  })
  .map(({ p, n, grams, price }) =>
    lineItem(p, p.weightArticle ? grams : n, price !== undefined ? { perPiecePrice: price } : {}),
  );
/** Lines of distinct skus. */
const linesArb = fc.uniqueArray(lineArb, { selector: (l) => l.articleId, maxLength: 8 });
const cartArb: fc.Arbitrary<Cart> = fc
  .record({ lines: linesArb, address: fc.option(addressArb, { nil: null }), customer: fc.boolean() })
  .map(({ lines, address, customer }) =>
    cart(lines, {
      distributionAddress: address,
      billingAddress: address,
      customerId: customer ? "PIIcustomer-1" : null,
      orderNumber: customer ? "PII-order" : null,
    }),
  );

/** Cart events with random carts (and their addresses), plus customers coming and going. */
const cartEventArb: fc.Arbitrary<AppEvent> = fc.oneof(
  customerArb.map((c) => ({ _tag: "CustomerLoaded", customer: c }) as AppEvent),
  fc.constantFrom<AppEvent>(
    navigated("/warenkorb", "cart"),
    navigated("/", "start"),
    { _tag: "SideCartToggled", open: true },
    { _tag: "SideCartToggled", open: false },
  ),
  fc
    .record({
      c: cartArb,
      cause: fc.constantFrom("load" as const, "service" as const, "validation" as const),
    })
    .map(({ c, cause }) => received(c, cause)),
  cartArb.chain((c) =>
    fc
      .record({
        i: fc.nat(),
        source: fc.option(
          fc.record({
            list: fc.constantFrom("search_results", "search_flyout", "category:milch"),
            position: fc.integer({ min: 1, max: 100 }),
            queryID: fc.stringMatching(/^[a-z0-9]{8}$/),
          }),
          { nil: undefined },
        ),
      })
      .map(({ i, source }) => {
        const line = c.productLineItems[i % Math.max(1, c.productLineItems.length)];
        return added(line?.articleId ?? "100001", c, source ? { source } : {});
      }),
  ),
  cartArb.map((c) => ({ _tag: "ItemsBulkAdded", cart: c, notAdded: [] }) as AppEvent),
  cartArb.map((c) => ({ _tag: "ItemsRemoved", removed: c.productLineItems, cart: cart([]) }) as AppEvent),
  cartArb.chain((c) =>
    fc.integer({ min: 1, max: 60 }).map((q) => {
      const line = c.productLineItems[0];
      return {
        _tag: "ItemQuantitySet",
        lineItemId: line?.lineItemId ?? "L-x",
        sku: line?.articleId ?? "x",
        previous: line?.quantity ?? 1,
        quantity: q,
        cart: line ? cart([{ ...line, quantity: q }]) : c,
      } as AppEvent;
    }),
  ),
);
const journeyArb = fc.array(cartEventArb, { maxLength: 25 });

const centsOf = (items: ReadonlyArray<{ price: number; quantity: number }>) =>
  items.reduce((s, i) => s + Math.round(i.price * 100) * i.quantity, 0);

describe("cart tracking properties", () => {
  it("property: every cart event's value equals Σ items price × quantity (in cents)", () => {
    fc.assert(
      fc.property(journeyArb, (events) => {
        for (const e of fold(events).all)
          if ("ecommerce" in e && "value" in e.ecommerce) {
            expect(Math.round(e.ecommerce.value * 100)).toBe(centsOf(e.ecommerce.items));
            expect(e.ecommerce.value).toBe(centsOf(e.ecommerce.items) / 100);
          }
      }),
    );
  });
  it("property: a cart's value is Σ of its orderable lines' prices as the cart charges them", () => {
    fc.assert(
      fc.property(cartArb, (c) => {
        const cents = c.productLineItems.reduce(
          (s, l) =>
            s +
            (l.product.weightArticle
              ? Math.round((l.perPiecePrice * l.quantity) / 1000)
              : l.perPiecePrice * l.quantity),
          0,
        );
        expect(viewCart("EUR", c).ecommerce).toMatchObject({ value: cents / 100 });
        expect(cartLines(c)).toHaveLength(c.productLineItems.length);
      }),
    );
  });
  it("property: deterministic — the same events from the same state give the same events", () => {
    fc.assert(
      fc.property(journeyArb, (events) => {
        expect(fold(events).out).toEqual(fold(events).out);
      }),
    );
  });
  it("property: no personal data for any customer, cart or address; every event is valid; cart events emit no checkout event", () => {
    fc.assert(
      fc.property(journeyArb, (events) => {
        for (const e of fold(events).all) {
          expect(JSON.stringify(e)).not.toContain("PII");
          expect(dataLayerProjection.validate({ name: e.event, payload: e })).toEqual({ ok: true });
          expect(["begin_checkout", "add_payment_info", "purchase"]).not.toContain(e.event);
        }
      }),
    );
  });
});
