import { describe, expect, it } from "vitest";
import {
  addCartItem,
  cleanCartPayments,
  finalizeCart,
  getCart,
  resetCart,
  setBillingAddress,
  setCartMode,
  setCartPayment,
  setDistributionAddress,
  setDistributionTimeSlot,
  validateCart,
} from "../../domain/api/cart";
import { getOrder, placeOrder } from "../../domain/api/checkout";
import { getWindows } from "../../domain/api/distribution";
import { getCustomer } from "../../domain/api/session";
import type { Cart, PaymentMethodKey } from "../../domain/cart/model";
import type { CheckoutRequest } from "../../domain/checkout/model";
import { PAYMENT_METHODS } from "../../domain/checkout/payment";
import { formatPrice } from "../../domain/discovery/format";
import { safeReturnUrl, withPaymentId } from "../../server/checkout/psp";
import { ownTestServer } from "../support/own-server";
import { annaAddress, billing, pickProduct, Shopper } from "./cart-client";
import { ANNA, Browser } from "./client";

// Its own server: orders flip Anna's first-order flags and take window capacity, which the other
// server test files (sharing the global server) must not see.
const server = ownTestServer();

const food = pickProduct(undefined, 300, 1000);
const more = pickProduct(undefined, 300, 1000, [food.sku]);

const shopper = () => new Shopper(new Browser(server.url)).start();

const anna = async () => {
  const s = await shopper();
  expect((await s.browser.login(ANNA.email, ANNA.password)).status).toBe(200);
  return s;
};

type Service = "DELIVERY" | "CLICK_AND_COLLECT";

/** A cart ready for checkout: lines, address, billing, a free window and the payment method. */
const readyCart = async (s: Shopper, methodKey: PaymentMethodKey, service: Service = "DELIVERY") => {
  await s.ok(addCartItem, { body: { sku: food.sku, quantity: 20, mode: "set" } });
  await s.ok(setDistributionAddress, {
    body: service === "DELIVERY" ? annaAddress : { distributionType: "CLICK_AND_COLLECT", storeId: "4401" },
  });
  await s.ok(setBillingAddress, { body: billing });
  const { windows } = await s.ok(getWindows, {
    query:
      service === "DELIVERY"
        ? { distributionType: "DELIVERY", appointableId: "A1" }
        : { distributionType: "CLICK_AND_COLLECT", appointableId: "4401" },
  });
  const window = windows.find((w) => w.remaining > 0 && !w.id.endsWith("T18"));
  await s.ok(setDistributionTimeSlot, { body: { id: window?.id ?? "" } });
  return s.ok(setCartPayment, {
    body: { methodKey, brandName: methodKey === "credit-cards" ? "Visa" : methodKey },
  });
};

const finalized = async (s: Shopper, methodKey: PaymentMethodKey, service: Service = "DELIVERY") => {
  await readyCart(s, methodKey, service);
  return s.ok(finalizeCart);
};

const request = (cart: Cart, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => {
  const method = cart.payments.find((p) => p.methodKey !== "gift-card-rewe");
  return {
    checkoutId: cart.id,
    paymentBrandName: method?.brandName ?? "",
    paymentMethodKey: method?.methodKey ?? "payment-at-the-door",
    paymentInitiator: "REDIRECT",
    paymentMethodType: "ONE_TIER",
    ...overrides,
  };
};

const RETURN = "/checkout/payment-return?methodKey=credit-cards&brandName=Visa";

/** Opens the test payment provider's page for the cart: the payment id and form token it shows. */
const pspPage = async (s: Shopper, cartId: string, returnUrl = RETURN) => {
  const response = await s.browser.fetch(
    `/psp/pay?checkoutId=${encodeURIComponent(cartId)}&returnUrl=${encodeURIComponent(returnUrl)}`,
    { headers: { accept: "text/html" } },
  );
  const html = await response.text();
  const paymentId = /action="\/psp\/pay\/([^/"]+)\/approve"/.exec(html)?.[1] ?? "";
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return { response, html, paymentId, token };
};

/** A press on the page's Pay or Decline button: a form post without the XSRF header. */
const press = (s: Shopper, paymentId: string, action: "approve" | "decline", token: string) =>
  s.browser.fetch(`/psp/pay/${paymentId}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: new URLSearchParams({ token }).toString(),
  });

describe("placing an order paid offline (document 2 §4 checkout finalisation)", () => {
  it("[doc2 §4] a guest's order at the door: the order is answered, its cart ORDERED, and a new empty cart follows", async () => {
    const s = await shopper();
    const cart = await finalized(s, "payment-at-the-door");
    const windowsAfterFinalize = await s.ok(getWindows, {
      query: { distributionType: "DELIVERY", appointableId: "A1" },
    });
    const result = await s.ok(placeOrder, { body: request(cart) });

    expect(result.order.orderNumber).toMatch(/^40\d{8}$/);
    expect(result.order).toMatchObject({
      distributionType: "DELIVERY",
      firstOrder: false,
      customerId: null,
    });
    expect(Math.abs(Date.parse(result.order.placedAt) - Date.now())).toBeLessThan(60_000);
    expect(result.order.cart).toMatchObject({ id: cart.id, cartStatus: "ORDERED" });
    expect(result.order.cart.priceInfo).toEqual(cart.priceInfo);
    expect(result.order.cart.productLineItems.map((l) => [l.articleId, l.quantity])).toEqual([
      [food.sku, 20],
    ]);

    expect(result.cart.id).not.toBe(cart.id);
    expect(result.cart).toMatchObject({ cartStatus: "OPEN", productLineItems: [], payments: [] });
    expect(await s.ok(getCart)).toEqual(result.cart);

    // The ordered cart keeps its window booking.
    const after = await s.ok(getWindows, { query: { distributionType: "DELIVERY", appointableId: "A1" } });
    expect(after.windows.find((w) => w.id === cart.distributionWindow?.id)?.remaining).toBe(
      windowsAfterFinalize.windows.find((w) => w.id === cart.distributionWindow?.id)?.remaining,
    );
  });

  it("[doc2 §4] a customer's first delivery order: firstOrder is true, firstOrderDelivery flips, the order takes add-on carts", async () => {
    // Add-ons until the window starts (the seeded cut-off, hours before, may have passed for the
    // earliest window this test books; tests/server/delivery-pass-addon.test.ts tests the cut-off).
    await server.db.query("UPDATE addon_settings SET cutoff_minutes = 0");
    const s = await anna();
    expect(await s.ok(getCustomer)).toMatchObject({
      firstOrderDelivery: true,
      firstOrderClickAndCollect: true,
    });
    await readyCart(s, "payment-at-the-door");
    // A first-order voucher: the order is priced as it was paid, with the voucher applied.
    await s.ok(addCartItem, { body: { sku: "GV-ERST-LIEFER-10" as never, quantity: 1 } });
    const cart = await s.ok(finalizeCart);
    expect(cart.voucherLineItems.find((v) => v.articleId === "GV-ERST-LIEFER-10")?.applied).toBe(true);

    const { order, cart: next } = await s.ok(placeOrder, { body: request(cart) });
    expect(order).toMatchObject({ distributionType: "DELIVERY", firstOrder: true, customerId: "C-1001" });
    expect(order.cart.priceInfo).toEqual(cart.priceInfo);
    expect(order.cart.voucherLineItems.find((v) => v.articleId === "GV-ERST-LIEFER-10")?.applied).toBe(true);
    expect(next).toMatchObject({ customerId: "C-1001", cartStatus: "OPEN", productLineItems: [] });
    expect(await s.ok(getCustomer)).toMatchObject({
      firstOrderDelivery: false,
      firstOrderClickAndCollect: true,
    });

    // The new order number is one of hers for an ADDON cart.
    expect(
      await s.ok(setCartMode, { body: { mode: "ADDON", orderNumber: order.orderNumber } }),
    ).toMatchObject({ mode: "ADDON", orderNumber: order.orderNumber });
    await s.ok(setCartMode, { body: { mode: "REGULAR" } });

    // Her second delivery order is not a first order; her first click and collect order is.
    const again = await finalized(s, "payment-at-the-door");
    expect((await s.ok(placeOrder, { body: request(again) })).order.firstOrder).toBe(false);
    const collect = await finalized(s, "payment-at-the-store", "CLICK_AND_COLLECT");
    const collected = await s.ok(placeOrder, { body: request(collect) });
    expect(collected.order).toMatchObject({ distributionType: "CLICK_AND_COLLECT", firstOrder: true });
    expect(await s.ok(getCustomer)).toMatchObject({
      firstOrderDelivery: false,
      firstOrderClickAndCollect: false,
    });
  });

  it("[doc2 §4] repeating the same checkout (a reloaded payment-return page) answers the same order, not a second one", async () => {
    const s = await shopper();
    const cart = await finalized(s, "pay-by-invoice-b2c");
    const first = await s.ok(placeOrder, { body: request(cart) });
    const again = await s.ok(placeOrder, { body: request(cart) });
    expect(again.order).toEqual(first.order);
    expect(again.cart.id).toBe(first.cart.id);
    // Another browser cannot read the order through its checkoutId.
    const other = await shopper();
    expect((await other.fails(placeOrder, { body: request(cart) }, 404)).code).toBe("checkout_not_found");
  });

  it("[doc2 §4] two simultaneous checkouts of one cart place one order", async () => {
    const s = await shopper();
    const cart = await finalized(s, "payment-at-the-door");
    const [a, b] = await Promise.all([
      s.ok(placeOrder, { body: request(cart) }),
      s.ok(placeOrder, { body: request(cart) }),
    ]);
    expect(a.order.orderNumber).toBe(b.order.orderNumber);
  });
});

describe("placing an order paid online through the test payment provider (document 2 §4, §8)", () => {
  it("[doc2 §4] the PSP page shows the amount and method; Pay redirects to returnUrl with paymentId; the order follows", async () => {
    const s = await shopper();
    const cart = await finalized(s, "credit-cards");
    expect(cart.priceInfo.totalWithSurcharge).toBeGreaterThan(cart.priceInfo.total);
    const page = await pspPage(s, cart.id);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.html).toContain("Test payment provider");
    expect(page.html).toContain("no real money moves");
    expect(page.html).toContain(formatPrice(cart.priceInfo.totalWithSurcharge));
    expect(page.html).toContain("Credit card (Visa)");
    expect(page.paymentId).not.toBe("");

    // The form post carries no XSRF header: the form token protects it.
    const paid = await press(s, page.paymentId, "approve", page.token);
    expect(paid.status).toBe(303);
    // The provider reports the card brand (its first test card: Visa) and itself back.
    expect(paid.headers.get("location")).toBe(`${RETURN}&paymentId=${page.paymentId}&provider=test-psp`);

    const { order, cart: next } = await s.ok(placeOrder, {
      body: request(cart, { checkoutId: page.paymentId, paymentMethodKey: "credit-cards" }),
    });
    expect(order.cart).toMatchObject({ id: cart.id, cartStatus: "ORDERED" });
    expect(order.cart.priceInfo.totalWithSurcharge).toBe(cart.priceInfo.totalWithSurcharge);
    expect(next.productLineItems).toEqual([]);
    // Idempotent by paymentId too.
    expect((await s.ok(placeOrder, { body: request(cart, { checkoutId: page.paymentId }) })).order).toEqual(
      order,
    );
  });

  it("[doc2 §8] a declined payment answers 402 with code and data { paymentInitiator, code }; the cart is OPEN again with its lines, its window booking released", async () => {
    const s = await shopper();
    const cart = await finalized(s, "paypal");
    const page = await pspPage(s, cart.id, "/checkout/payment-return");
    const declined = await press(s, page.paymentId, "decline", page.token);
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(`/checkout/payment-return?paymentId=${page.paymentId}`);
    const error = await s.fails(
      placeOrder,
      { body: request(cart, { checkoutId: page.paymentId, paymentInitiator: "REDIRECT" }) },
      402,
    );
    expect(error.code).toBe("payment_declined");
    expect(error.data).toEqual({ paymentInitiator: "REDIRECT", code: "payment_declined" });
    const reopened = await s.ok(getCart);
    expect(reopened.cartStatus).toBe("OPEN");
    expect(reopened.id).toBe(cart.id);
    expect(reopened.productLineItems).toEqual(cart.productLineItems);
    // Another method can be checked out: the cart finalizes again, its window booked again.
    await s.ok(setCartPayment, {
      body: { methodKey: "payment-at-the-door", brandName: "payment-at-the-door" },
    });
    const again = await s.ok(finalizeCart);
    expect(again.cartStatus).toBe("FINALIZED");
    const order = await s.ok(placeOrder, { body: request(again) });
    expect(order.order.cart.productLineItems.map((l) => l.articleId)).toEqual(
      cart.productLineItems.map((l) => l.articleId),
    );
    // The decision is final: Pay after Decline is refused, a second Decline redirects again.
    expect((await press(s, page.paymentId, "approve", page.token)).status).toBe(409);
    expect((await press(s, page.paymentId, "decline", page.token)).status).toBe(303);
  });

  it("[doc2 §8] a payment not yet decided answers 402 payment_pending with the request's paymentInitiator", async () => {
    const s = await shopper();
    const cart = await finalized(s, "paypal");
    const page = await pspPage(s, cart.id);
    const error = await s.fails(
      placeOrder,
      { body: request(cart, { checkoutId: page.paymentId, paymentInitiator: "UNKNOWN" }) },
      402,
    );
    expect(error.code).toBe("payment_pending");
    expect(error.data).toEqual({ paymentInitiator: "UNKNOWN", code: "payment_pending" });
  });

  it("[doc2 §4] an online method needs its PSP payment: the cart id as checkoutId is 404", async () => {
    const s = await shopper();
    const cart = await finalized(s, "paypal");
    await s.fails(placeOrder, { body: request(cart) }, 404);
  });

  it("[doc2 §4] the Pay button needs the page's form token; an unknown payment is 404", async () => {
    const s = await shopper();
    const cart = await finalized(s, "credit-cards");
    const page = await pspPage(s, cart.id);
    expect((await press(s, page.paymentId, "approve", "forged")).status).toBe(403);
    const noForm = await s.browser.fetch(`/psp/pay/${page.paymentId}/approve`, {
      method: "POST",
      json: { token: page.token },
    });
    expect(noForm.status).toBe(400);
    expect((await press(s, "00000000-0000-0000-0000-000000000000", "approve", page.token)).status).toBe(404);
    expect((await press(s, "bad%20id", "approve", page.token)).status).toBe(400);
    await s.fails(placeOrder, { body: request(cart, { checkoutId: page.paymentId }) }, 402);
  });
});

describe("taking a finalized cart back (document 2 §4)", () => {
  it("[doc2 §4] resetting a FINALIZED cart (the shopper is back at checkout) reopens it with its lines; resetting an OPEN cart gives a new empty one", async () => {
    const s = await shopper();
    const cart = await finalized(s, "credit-cards");
    const reopened = await s.ok(resetCart);
    expect(reopened.id).toBe(cart.id);
    expect(reopened.cartStatus).toBe("OPEN");
    expect(reopened.productLineItems).toEqual(cart.productLineItems);
    expect(reopened.distributionWindow?.id).toBe(cart.distributionWindow?.id);
    const fresh = await s.ok(resetCart);
    expect(fresh.id).not.toBe(cart.id);
    expect(fresh.productLineItems).toEqual([]);
  });
});

describe("checkout refusals (document 2 §4, §7)", () => {
  it("[doc2 §4] a cart that is not finalized is 409 cart_not_finalized", async () => {
    const s = await shopper();
    const cart = await readyCart(s, "payment-at-the-door");
    expect((await s.fails(placeOrder, { body: request(cart) }, 409)).code).toBe("cart_not_finalized");
  });

  it("[doc2 §4] paymentMethodKey must be the cart's payment method (409 payment_method_mismatch)", async () => {
    const s = await shopper();
    const cart = await finalized(s, "payment-at-the-door");
    const refused = await s.fails(
      placeOrder,
      { body: request(cart, { paymentMethodKey: "payment-at-the-store" }) },
      409,
    );
    expect(refused.code).toBe("payment_method_mismatch");

    const online = await shopper();
    const card = await finalized(online, "credit-cards");
    const page = await pspPage(online, card.id);
    await press(online, page.paymentId, "approve", page.token);
    const mismatch = await online.fails(
      placeOrder,
      { body: request(card, { checkoutId: page.paymentId, paymentMethodKey: "paypal" }) },
      409,
    );
    expect(mismatch.code).toBe("payment_method_mismatch");
  });

  it("[doc2 §4] someone else's cart or payment, or an unknown checkoutId, is 404", async () => {
    const owner = await shopper();
    const cart = await finalized(owner, "payment-at-the-door");
    const stranger = await shopper();
    expect((await stranger.fails(placeOrder, { body: request(cart) }, 404)).code).toBe("checkout_not_found");
    await stranger.fails(placeOrder, { body: request(cart, { checkoutId: "no-such-cart" }) }, 404);
    // Nor may a stranger open the payment page of the cart.
    expect((await pspPage(stranger, cart.id)).response.status).toBe(404);

    const payer = await shopper();
    const card = await finalized(payer, "credit-cards");
    const page = await pspPage(payer, card.id);
    await press(payer, page.paymentId, "approve", page.token);
    await stranger.fails(placeOrder, { body: request(card, { checkoutId: page.paymentId }) }, 404);
    await stranger.fails(
      placeOrder,
      { body: request(card, { checkoutId: "00000000-0000-0000-0000-000000000000" }) },
      404,
    );
    // The owner's cart is untouched.
    expect((await owner.ok(getCart)).cartStatus).toBe("FINALIZED");
  });

  it("[doc2 §7] a bad body is 400 with a readable message, never 500", async () => {
    const s = await shopper();
    const cart = await finalized(s, "payment-at-the-door");
    const good = request(cart);
    const cases: ReadonlyArray<readonly [string, unknown, string]> = [
      ["empty checkoutId", { ...good, checkoutId: "" }, "checkoutId must not be null or empty"],
      ["missing checkoutId", { ...good, checkoutId: undefined }, "body.checkoutId"],
      ["unknown method", { ...good, paymentMethodKey: "bitcoin" }, "body.paymentMethodKey"],
      ["unknown initiator", { ...good, paymentInitiator: "MANUAL" }, "body.paymentInitiator"],
      ["unknown method type", { ...good, paymentMethodType: 3 }, "body.paymentMethodType"],
      ["long checkoutId", { ...good, checkoutId: "x".repeat(65) }, "body.checkoutId"],
      ["control characters", { ...good, paymentBrandName: "Vi\u0000sa" }, "control characters"],
      ["savePaymentMethod not a boolean", { ...good, savePaymentMethod: "yes" }, "body.savePaymentMethod"],
      ["not an object", [good], "body"],
    ];
    for (const [name, body, message] of cases) {
      const error = await s.fails(placeOrder, { body }, 400);
      expect(error.message, name).toContain(message);
    }
    const malformed = await s.browser.fetch("/api/checkout", {
      method: "POST",
      xsrf: true,
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    const text = await s.browser.fetch("/api/checkout", {
      method: "POST",
      xsrf: true,
      headers: { "content-type": "text/plain" },
      body: JSON.stringify(good),
    });
    expect(text.status).toBe(400);
    // Nothing was ordered.
    expect((await s.ok(getCart)).cartStatus).toBe("FINALIZED");
  });

  it("[design] POST /api/checkout still needs the XSRF header", async () => {
    const s = await shopper();
    const cart = await finalized(s, "payment-at-the-door");
    const response = await s.browser.fetch("/api/checkout", { method: "POST", json: request(cart) });
    expect(response.status).toBe(403);
  });
});

describe("GET /api/orders/:orderNumber (order confirmation after a reload)", () => {
  it("[doc2 §4] a browser reads its own orders, never another's", async () => {
    const s = await shopper();
    const cart = await finalized(s, "payment-at-the-door");
    const { order } = await s.ok(placeOrder, { body: request(cart) });
    expect(await s.ok(getOrder, { params: { orderNumber: order.orderNumber } })).toEqual(order);

    const other = await shopper();
    expect((await other.fails(getOrder, { params: { orderNumber: order.orderNumber } }, 404)).code).toBe(
      "order_not_found",
    );
    expect((await new Browser(server.url).fetch(`/api/orders/${order.orderNumber}`)).status).toBe(404);
    await s.fails(getOrder, { params: { orderNumber: "4099999999" } }, 404);
    const bad = await s.browser.fetch("/api/orders/not%20a%20number");
    expect(bad.status).toBe(400);
  });

  it("[doc2 §4] a customer's order is hers on every browser she logs in with", async () => {
    const s = await anna();
    const cart = await finalized(s, "payment-at-the-door");
    const { order } = await s.ok(placeOrder, { body: request(cart) });
    const elsewhere = await anna();
    expect(await elsewhere.ok(getOrder, { params: { orderNumber: order.orderNumber } })).toEqual(order);
  });
});

describe("the test payment provider page's input (document 2 §4, design)", () => {
  it("[design] returnUrl must be a same-origin path: anything else is a 400 page", async () => {
    const s = await shopper();
    const cart = await finalized(s, "credit-cards");
    for (const returnUrl of [
      "https://evil.example/return",
      "//evil.example/return",
      "/\\evil.example",
      "javascript:alert(1)",
      "checkout/payment-return",
      "",
      "/checkout/payment-return\nSet-Cookie: x=1",
      `/${"a".repeat(2100)}`,
      // [issue 16 #5] paths that normalise to "//evil.example" (another host in a Location header)
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/a/..//evil.example",
      "/./%2e//evil.example/x?y=1",
    ]) {
      const page = await pspPage(s, cart.id, returnUrl);
      expect(page.response.status, JSON.stringify(returnUrl)).toBe(400);
      expect(page.response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.html).toContain("returnUrl");
    }
    const missing = await s.browser.fetch(`/psp/pay?checkoutId=${cart.id}`, {
      headers: { accept: "text/html" },
    });
    expect(missing.status).toBe(400);
    const noCart = await s.browser.fetch(`/psp/pay?returnUrl=${encodeURIComponent(RETURN)}`, {
      headers: { accept: "text/html" },
    });
    expect(noCart.status).toBe(400);
  });

  it("[design] the page needs a finalized cart paid online; other /psp paths are 404 pages, not the SPA", async () => {
    const open = await shopper();
    const cart = await readyCart(open, "credit-cards");
    expect((await pspPage(open, cart.id)).response.status).toBe(409);
    const door = await shopper();
    const offline = await finalized(door, "payment-at-the-door");
    expect((await pspPage(door, offline.id)).response.status).toBe(409);
    const missing = await door.browser.fetch("/psp/elsewhere", { headers: { accept: "text/html" } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Test payment provider");
  });

  it("[design] returnUrl keeps its own query and fragment; paymentId is appended once", () => {
    expect(safeReturnUrl("/checkout/return?a=1&b=x%20y#top")).toBe("/checkout/return?a=1&b=x%20y#top");
    expect(safeReturnUrl("/r/../checkout")).toBe("/checkout");
    expect(safeReturnUrl("https://shop.example/checkout")).toBeUndefined();
    // [issue 16 #5] normalised first, then held to a path of this shop.
    for (const target of [
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/a/..//evil.example",
    ])
      expect(safeReturnUrl(target), target).toBeUndefined();
    expect(safeReturnUrl("/a/./b/../kasse-return")).toBe("/a/kasse-return");
    expect(withPaymentId("/checkout/return?a=1&b=x%20y#top", "p1")).toBe(
      "/checkout/return?a=1&b=x%20y&paymentId=p1#top",
    );
    expect(withPaymentId("/checkout/return", "p1")).toBe("/checkout/return?paymentId=p1");
    expect(withPaymentId("/checkout/return?paymentId=old&a=1", "p1")).toBe(
      "/checkout/return?a=1&paymentId=p1",
    );
  });
});

describe("a payment pays the cart it was made for (document 2 §4, §8)", () => {
  it("[doc2 §8] a payment approved before the cart was reopened and grown does not place the bigger cart: 402 payment_cart_changed, the payment voided; paying again places it", async () => {
    const s = await shopper();
    const cart = await finalized(s, "credit-cards");
    const page = await pspPage(s, cart.id);
    expect((await press(s, page.paymentId, "approve", page.token)).status).toBe(303);

    expect((await s.ok(resetCart)).cartStatus).toBe("OPEN");
    await s.ok(addCartItem, { body: { sku: more.sku, quantity: 20, mode: "set" } });
    const bigger = await s.ok(finalizeCart);
    expect(bigger.priceInfo.totalWithSurcharge).toBeGreaterThan(cart.priceInfo.totalWithSurcharge);

    const refused = await s.fails(
      placeOrder,
      { body: request(bigger, { checkoutId: page.paymentId, paymentInitiator: "REDIRECT" }) },
      402,
    );
    expect(refused.code).toBe("payment_cart_changed");
    expect(refused.data).toEqual({ paymentInitiator: "REDIRECT", code: "payment_cart_changed" });
    // Nothing was ordered; the cart waits, FINALIZED, for a payment of what it costs now.
    expect(await s.ok(getCart)).toMatchObject({ id: bigger.id, cartStatus: "FINALIZED" });
    // Voided for good: the old payment never pays this cart again.
    expect(
      (await s.fails(placeOrder, { body: request(bigger, { checkoutId: page.paymentId }) }, 402)).code,
    ).toBe("payment_cart_changed");
    expect((await press(s, page.paymentId, "approve", page.token)).status).toBe(409);

    const again = await pspPage(s, bigger.id);
    expect(again.html).toContain(formatPrice(bigger.priceInfo.totalWithSurcharge));
    await press(s, again.paymentId, "approve", again.token);
    const { order } = await s.ok(placeOrder, { body: request(bigger, { checkoutId: again.paymentId }) });
    expect(order.cart.priceInfo.totalWithSurcharge).toBe(bigger.priceInfo.totalWithSurcharge);
    expect(order.cart.productLineItems.map((l) => l.articleId).sort()).toEqual([food.sku, more.sku].sort());
  });

  it("[doc2 §8] a cart taken back and finalized again unchanged is still paid by its payment", async () => {
    const s = await shopper();
    const cart = await finalized(s, "paypal");
    const page = await pspPage(s, cart.id);
    await s.ok(resetCart);
    const same = await s.ok(finalizeCart);
    await press(s, page.paymentId, "approve", page.token);
    const { order } = await s.ok(placeOrder, { body: request(same, { checkoutId: page.paymentId }) });
    expect(order.cart.priceInfo.totalWithSurcharge).toBe(cart.priceInfo.totalWithSurcharge);
  });

  it("[doc2 §8] a payment made, then the cart reopened and changed but not finalized: 402 payment_cart_changed, not an order", async () => {
    const s = await shopper();
    const cart = await finalized(s, "credit-cards");
    const page = await pspPage(s, cart.id);
    await press(s, page.paymentId, "approve", page.token);
    await s.ok(resetCart);
    await s.ok(addCartItem, { body: { sku: food.sku, quantity: 24, mode: "set" } });
    const refused = await s.fails(placeOrder, { body: request(cart, { checkoutId: page.paymentId }) }, 402);
    expect(refused.code).toBe("payment_cart_changed");
    expect((await s.ok(getCart)).cartStatus).toBe("OPEN");
  });
});

describe("payment methods per service type (document 2 §9)", () => {
  const notForDelivery: ReadonlyArray<PaymentMethodKey> = ["payment-at-the-store"];

  it("[doc2 §9] POST /api/carts/payment refuses a method the cart's service type does not offer (400 payment_method_not_offered) and takes those it offers", async () => {
    const s = await shopper();
    await readyCart(s, "payment-at-the-door");
    for (const methodKey of notForDelivery) {
      const refused = await s.fails(setCartPayment, { body: { methodKey, brandName: "X" } }, 400);
      expect(refused.code, methodKey).toBe("payment_method_not_offered");
      expect(refused.message).toContain("DELIVERY");
    }
    expect((await s.ok(getCart)).payments.map((p) => p.methodKey)).toEqual(["payment-at-the-door"]);
    // A guest is no company: invoice b2b is refused for the customer (domain/payments/rules/offer).
    for (const methodKey of PAYMENT_METHODS.DELIVERY.filter((k) => k !== "pay-by-invoice-b2b"))
      expect(
        (await s.ok(setCartPayment, { body: { methodKey, brandName: "X" } })).payments.map(
          (p) => p.methodKey,
        ),
      ).toEqual([methodKey]);

    const collect = await shopper();
    await readyCart(collect, "payment-at-the-store", "CLICK_AND_COLLECT");
    for (const methodKey of ["payment-at-the-door", "pay-by-invoice-b2c", "pay-by-invoice-b2b"] as const)
      expect((await collect.fails(setCartPayment, { body: { methodKey, brandName: "X" } }, 400)).code).toBe(
        "payment_method_not_offered",
      );
  });

  it("[doc2 §9] before a service is chosen no method is offered (400, code 130 distribution type missing)", async () => {
    const s = await shopper();
    await s.ok(addCartItem, { body: { sku: food.sku, quantity: 1 } });
    const refused = await s.fails(
      setCartPayment,
      { body: { methodKey: "credit-cards", brandName: "CREDIT_CARD" } },
      400,
    );
    expect(refused.code).toBe("130");
    expect((await s.ok(getCart)).payments).toEqual([]);
  });

  it("[doc2 §9] an order whose method the service no longer offers (switched to click and collect after paying at the door) is refused", async () => {
    const s = await shopper();
    await readyCart(s, "payment-at-the-door");
    await s.ok(setDistributionAddress, { body: { distributionType: "CLICK_AND_COLLECT", storeId: "4401" } });
    const { windows } = await s.ok(getWindows, {
      query: { distributionType: "CLICK_AND_COLLECT", appointableId: "4401" },
    });
    await s.ok(setDistributionTimeSlot, {
      body: { id: windows.find((w) => w.remaining > 0 && !w.id.endsWith("T18"))?.id ?? "" },
    });
    const cart = await s.ok(finalizeCart);
    const refused = await s.fails(placeOrder, { body: request(cart) }, 409);
    expect(refused.code).toBe("payment_method_not_offered");
    expect((await s.ok(getCart)).cartStatus).toBe("FINALIZED");
  });
});

describe("gift cards pay orders from their balance (document 2 §3 wallet, §8 codes 261, 264)", () => {
  const ANNAS_CARD = "6000100010001001"; // seeded with 25,00 €
  const giftCard = (amount: number) =>
    ({ methodKey: "gift-card-rewe", brandName: "GIFTCARD", amount, giftCardCode: ANNAS_CARD }) as const;
  const cardErrors = async (s: Shopper) =>
    (await s.ok(validateCart)).errors
      .filter((e) => ["260", "261", "264"].includes(e.code))
      .map((e) => e.code);

  it("[doc2 §8] an order paid with 25 € of a 25 € gift card takes them: the same 25 € do not pay a second order (261)", async () => {
    const s = await anna();
    await readyCart(s, "payment-at-the-door");
    await s.ok(setCartPayment, { body: giftCard(2500) });
    const cart = await s.ok(finalizeCart);
    expect(cart.priceInfo.coveredAmount).toBe(2500);
    const { order } = await s.ok(placeOrder, { body: request(cart) });
    expect(order.cart.priceInfo.coveredAmount).toBe(2500);

    await readyCart(s, "payment-at-the-door");
    await s.ok(setCartPayment, { body: giftCard(2500) });
    expect(await cardErrors(s)).toEqual(["261"]);
    expect((await s.fails(finalizeCart, {}, 409)).code).toBe("cart_invalid");
    await s.ok(setCartPayment, { body: giftCard(1) });
    expect(await cardErrors(s)).toEqual(["261"]);
    await s.ok(cleanCartPayments);
  });

  const balanceOf = async (code: string) =>
    (await server.db.query<{ balance: number }>("SELECT balance FROM gift_cards WHERE code = $1", [code]))[0]
      ?.balance;

  it("[doc2 §8] two checkouts of one cart at the same moment (two approved payments, two tabs) place one order and take the gift card's share once", async () => {
    await server.db.query("UPDATE gift_cards SET balance = 2500 WHERE code = $1", [ANNAS_CARD]);
    const s = await anna();
    await readyCart(s, "credit-cards");
    await s.ok(setCartPayment, { body: giftCard(1000) });
    const cart = await s.ok(finalizeCart);
    const tabs = [await pspPage(s, cart.id), await pspPage(s, cart.id)];
    for (const tab of tabs) await press(s, tab.paymentId, "approve", tab.token);
    const answers = await Promise.all(
      tabs.map((tab) => s.raw(placeOrder, { body: request(cart, { checkoutId: tab.paymentId }) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(ANNAS_CARD)).toBe(1500);
  });

  it("[doc2 §8] concurrent orders never take a card below zero: a balance spent elsewhere after finalize refuses the order (402, 261), nothing is taken, the payment voided and the cart given back", async () => {
    await server.db.query("UPDATE gift_cards SET balance = 2500 WHERE code = $1", [ANNAS_CARD]);
    const s = await anna();
    await readyCart(s, "credit-cards");
    await s.ok(setCartPayment, { body: giftCard(2000) });
    const cart = await s.ok(finalizeCart);
    const page = await pspPage(s, cart.id);
    await press(s, page.paymentId, "approve", page.token);
    // What another order (another shop, the wallet) took meanwhile.
    await server.db.query("UPDATE gift_cards SET balance = 1000 WHERE code = $1", [ANNAS_CARD]);
    const refused = await s.fails(placeOrder, { body: request(cart, { checkoutId: page.paymentId }) }, 402);
    expect(refused.code).toBe("261");
    expect(await balanceOf(ANNAS_CARD)).toBe(1000);
    expect(await s.ok(getCart)).toMatchObject({ id: cart.id, cartStatus: "OPEN" });
    expect(
      (await s.fails(placeOrder, { body: request(cart, { checkoutId: page.paymentId }) }, 402)).code,
    ).toBe("payment_cart_changed");
    await s.ok(cleanCartPayments);
  });

  it("[doc2 §8] a declined payment takes nothing from the gift card", async () => {
    await server.db.query("UPDATE gift_cards SET balance = 2500 WHERE code = $1", [ANNAS_CARD]);
    const s = await anna();
    await readyCart(s, "paypal");
    await s.ok(setCartPayment, { body: giftCard(2500) });
    const cart = await s.ok(finalizeCart);
    const page = await pspPage(s, cart.id);
    await press(s, page.paymentId, "decline", page.token);
    await s.fails(placeOrder, { body: request(cart, { checkoutId: page.paymentId }) }, 402);
    expect(await balanceOf(ANNAS_CARD)).toBe(2500);
    await s.ok(cleanCartPayments);
  });
});
