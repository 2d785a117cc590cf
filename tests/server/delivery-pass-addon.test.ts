import { describe, expect, it } from "vitest";
import {
  addCartItem,
  finalizeCart,
  getCart,
  setBillingAddress,
  setCartMode,
  setCartPayment,
  setDistributionAddress,
  setDistributionTimeSlot,
} from "../../domain/api/cart";
import { placeOrder } from "../../domain/api/checkout";
import {
  addDeliveryPassToCart,
  getCustomerDeliveryPass,
  getDeliveryPassOffer,
  removeDeliveryPassFromCart,
} from "../../domain/api/delivery-pass";
import { getWindows } from "../../domain/api/distribution";
import { getCustomerOrder } from "../../domain/api/profile";
import type { Cart } from "../../domain/cart/model";
import { isDeliveryPassValid } from "../../domain/cart/rules/delivery-pass";
import type { CheckoutRequest } from "../../domain/checkout/model";
import { linePrice } from "../../domain/discovery/pricing";
import { DEMO_PASS_CUSTOMER, demoPassOffer } from "../../server/seed/delivery-pass";
import { ownTestServer } from "../support/own-server";
import { annaAddress, billing, pickProduct, Shopper } from "./cart-client";
import { ANNA, Browser, LENA } from "./client";

// Its own server: orders give Anna a pass and add-ons, which no other test file may see.
const server = ownTestServer();
const MAX = { email: "max.becker@example.com", password: "Adresse-2026!" } as const;

const food = pickProduct(undefined, 300, 1000);
const other = pickProduct(undefined, 300, 1000, [food.sku]);
/** A quantity whose order value lies between the pass's threshold (40 €) and the shop's (80 €). */
const between = Math.ceil((demoPassOffer.freeDeliveryThreshold + 100) / food.price.regular.value);

const shopper = () => new Shopper(new Browser(server.url)).start();
const as = async (who: { email: string; password: string }) => {
  const s = await shopper();
  expect((await s.browser.login(who.email, who.password)).status).toBe(200);
  return s;
};

const withWindow = async (s: Shopper) => {
  await s.ok(setDistributionAddress, { body: annaAddress });
  await s.ok(setBillingAddress, { body: billing });
  const { windows } = await s.ok(getWindows, {
    query: { distributionType: "DELIVERY", appointableId: "A1" },
  });
  const window = windows.find((w) => w.remaining > 0 && !w.id.endsWith("T18"));
  await s.ok(setDistributionTimeSlot, { body: { id: window?.id ?? "" } });
};

const request = (cart: Cart): CheckoutRequest => ({
  checkoutId: cart.id,
  paymentBrandName: "payment-at-the-door",
  paymentMethodKey: "payment-at-the-door",
  paymentInitiator: "REDIRECT",
  paymentMethodType: "ONE_TIER",
});

const payAtDoor = (s: Shopper) =>
  s.ok(setCartPayment, { body: { methodKey: "payment-at-the-door", brandName: "payment-at-the-door" } });

describe("delivery pass (document 2 §3, §4, §7)", () => {
  it("[doc2 §7] GET /api/delivery-pass answers the offer with price, duration and threshold, to anyone", async () => {
    const s = await shopper();
    expect(await s.ok(getDeliveryPassOffer)).toEqual(demoPassOffer);
  });

  it("[doc2 §6] the customer's pass needs a login; Max's seeded pass is valid now, Anna has none", async () => {
    const guest = await shopper();
    expect((await guest.fails(getCustomerDeliveryPass, {}, 401)).status).toBe(401);
    await guest.fails(addDeliveryPassToCart, {}, 401);
    const max = await as(MAX);
    const { deliveryPass, state } = await max.ok(getCustomerDeliveryPass);
    expect(state).toBe("valid");
    expect(DEMO_PASS_CUSTOMER).toBe("C-1003");
    expect(isDeliveryPassValid(deliveryPass, Date.now())).toBe(true);
    expect(await (await as(ANNA)).ok(getCustomerDeliveryPass)).toEqual({ deliveryPass: null, state: "none" });
  });

  it("[doc2 §4] a valid pass gives free delivery from the pass's threshold; below it the fee stays", async () => {
    const max = await as(MAX);
    await max.ok(setDistributionAddress, { body: annaAddress });
    const at = (await max.ok(addCartItem, { body: { sku: food.sku, quantity: between, mode: "set" } }))
      .cartDTO;
    expect(at.priceInfo.orderValue).toBe(linePrice(food, between, false));
    expect(at.priceInfo.orderValue).toBeGreaterThanOrEqual(demoPassOffer.freeDeliveryThreshold);
    expect(at.freeOfChargeThreshold).toBe(demoPassOffer.freeDeliveryThreshold);
    expect(at.priceInfo.serviceFees).toBe(0);
    expect(at.deliveryPassLineItem).toBeNull();
    const below = (await max.ok(addCartItem, { body: { sku: food.sku, quantity: 1, mode: "set" } })).cartDTO;
    expect(below.priceInfo.serviceFees).toBeGreaterThan(0);
  });

  it("[doc2 §4] a pass line item in the cart counts as having the pass; its price is in the total; removing it brings the fee back", async () => {
    const anna = await as(ANNA);
    await anna.ok(setDistributionAddress, { body: annaAddress });
    const plain = (await anna.ok(addCartItem, { body: { sku: food.sku, quantity: between, mode: "set" } }))
      .cartDTO;
    expect(plain.priceInfo.serviceFees).toBeGreaterThan(0);
    const withPass = await anna.ok(addDeliveryPassToCart);
    expect(withPass.deliveryPassLineItem).toMatchObject({
      articleId: demoPassOffer.articleId,
      price: demoPassOffer.price,
      durationDays: demoPassOffer.durationDays,
    });
    expect(withPass.priceInfo.serviceFees).toBe(0);
    expect(withPass.freeOfChargeThreshold).toBe(demoPassOffer.freeDeliveryThreshold);
    expect(withPass.priceInfo.total).toBe(
      plain.priceInfo.total - plain.priceInfo.serviceFees + demoPassOffer.price,
    );
    // A second add keeps one pass line.
    expect((await anna.ok(addDeliveryPassToCart)).deliveryPassLineItem?.lineItemId).toBe(
      withPass.deliveryPassLineItem?.lineItemId,
    );
    const without = await anna.ok(removeDeliveryPassFromCart);
    expect(without.deliveryPassLineItem).toBeNull();
    expect(without.priceInfo.total).toBe(plain.priceInfo.total);
  });
});

describe("add-on orders (document 2 §4 cart mode ADDON, §5 minimum order value)", () => {
  it("[doc2 §4] an add-on cart says until when it can be changed: its order's cut-off, 3 hours before the window", async () => {
    await server.db.query("UPDATE addon_settings SET cutoff_minutes = 180, max_per_order = 5");
    const max = await as(MAX);
    await max.ok(addCartItem, { body: { sku: food.sku, quantity: 20, mode: "set" } });
    await max.ok(setDistributionAddress, { body: annaAddress });
    await max.ok(setBillingAddress, { body: billing });
    const { windows } = await max.ok(getWindows, {
      query: { distributionType: "DELIVERY", appointableId: "A1" },
    });
    // A day ahead at least, so its cut-off is still to come.
    const window = windows.find(
      (w) => w.remaining > 0 && !w.id.endsWith("T18") && Date.parse(w.start) > Date.now() + 86_400_000,
    );
    await max.ok(setDistributionTimeSlot, { body: { id: window?.id ?? "" } });
    await payAtDoor(max);
    const { order, cart: regular } = await max.ok(placeOrder, { body: request(await max.ok(finalizeCart)) });
    expect(regular.addOnCutoff).toBeUndefined();
    const start = Date.parse(order.cart.distributionWindow?.start ?? "");
    const addon = await max.ok(setCartMode, { body: { mode: "ADDON", orderNumber: order.orderNumber } });
    expect(addon.addOnCutoff).toBe(new Date(start - 180 * 60_000).toISOString());
    // Every view of the add-on cart says it, not only the switch's answer.
    expect((await max.ok(getCart)).addOnCutoff).toBe(addon.addOnCutoff);
    expect((await max.ok(setCartMode, { body: { mode: "REGULAR" } })).addOnCutoff).toBeUndefined();
  });

  it("[doc2 §4] an order paid with the pass line gives the pass; an add-on below the minimum is ordered and listed with its parent; REGULAR keeps the regular cart", async () => {
    // The cut-off at the window's start, so any bookable window leaves time for add-ons.
    await server.db.query("UPDATE addon_settings SET cutoff_minutes = 0, max_per_order = 1");
    const anna = await as(ANNA);
    await anna.ok(addCartItem, { body: { sku: food.sku, quantity: 20, mode: "set" } });
    await withWindow(anna);
    await anna.ok(addDeliveryPassToCart);
    await payAtDoor(anna);
    const cart = await anna.ok(finalizeCart);
    const { order, cart: next } = await anna.ok(placeOrder, { body: request(cart) });
    expect(order.cart.deliveryPassLineItem?.price).toBe(demoPassOffer.price);
    expect(next.deliveryPassLineItem).toBeNull();
    const { deliveryPass } = await anna.ok(getCustomerDeliveryPass);
    expect(deliveryPass).not.toBeNull();
    expect(isDeliveryPassValid(deliveryPass, Date.now())).toBe(true);
    expect(Date.parse(deliveryPass?.endDate ?? "") - Date.parse(deliveryPass?.startDate ?? "")).toBe(
      demoPassOffer.durationDays * 86_400_000 - 1,
    );

    // A regular cart in progress, then the add-on.
    await anna.ok(addCartItem, { body: { sku: other.sku, quantity: 3, mode: "set" } });
    const addon = await anna.ok(setCartMode, { body: { mode: "ADDON", orderNumber: order.orderNumber } });
    expect(addon).toMatchObject({ mode: "ADDON", orderNumber: order.orderNumber, productLineItems: [] });
    expect(addon.distributionAddress?.streetName).toBe(annaAddress.streetName);
    expect(addon.distributionWindow?.id).toBe(order.cart.distributionWindow?.id);
    // Back to REGULAR: the regular cart as it was.
    const regular = await anna.ok(setCartMode, { body: { mode: "REGULAR" } });
    expect(regular.productLineItems.map((l) => [l.articleId, l.quantity])).toEqual([[other.sku, 3]]);

    await anna.ok(setCartMode, { body: { mode: "ADDON", orderNumber: order.orderNumber } });
    // One article, far below the minimum order value: an add-on skips it.
    const one = (await anna.ok(addCartItem, { body: { sku: food.sku, quantity: 1 } })).cartDTO;
    expect(one.priceInfo.orderValue).toBeLessThan(4000);
    await payAtDoor(anna);
    // No pass line in an add-on.
    expect((await anna.fails(addDeliveryPassToCart, {}, 409)).code).toBe("pass_not_in_addon");
    const addonCart = await anna.ok(finalizeCart);
    const placed = await anna.ok(placeOrder, { body: request(addonCart) });
    expect(placed.order.cart).toMatchObject({ mode: "ADDON", orderNumber: order.orderNumber });
    // The next cart is the regular cart again.
    expect(placed.cart.mode).toBe("REGULAR");
    expect(placed.cart.productLineItems.map((l) => [l.articleId, l.quantity])).toEqual([[other.sku, 3]]);
    expect(await anna.ok(getCart)).toEqual(placed.cart);

    // The parent's detail lists the add-on; the add-on names its parent.
    const parent = await anna.ok(getCustomerOrder, { params: { orderNumber: order.orderNumber } });
    expect(parent.addOns).toEqual([
      {
        orderNumber: placed.order.orderNumber,
        placedAt: placed.order.placedAt,
        itemCount: 1,
        total: placed.order.cart.priceInfo.totalWithSurcharge,
      },
    ]);
    const child = await anna.ok(getCustomerOrder, { params: { orderNumber: placed.order.orderNumber } });
    expect(child.parentOrderNumber).toBe(order.orderNumber);
    // An add-on takes no add-ons of its own.
    expect(
      (await anna.fails(setCartMode, { body: { mode: "ADDON", orderNumber: placed.order.orderNumber } }, 404))
        .code,
    ).toBe("order_not_found");

    // The configured limit (1 per order) is reached.
    expect(
      (await anna.fails(setCartMode, { body: { mode: "ADDON", orderNumber: order.orderNumber } }, 409)).code,
    ).toBe("addon_limit_reached");
    await server.db.query("UPDATE addon_settings SET max_per_order = 5");
    expect(
      (await anna.ok(setCartMode, { body: { mode: "ADDON", orderNumber: order.orderNumber } })).mode,
    ).toBe("ADDON");

    // The cut-off passes while the add-on is being paid: the order is refused, nothing is ordered.
    await anna.ok(addCartItem, { body: { sku: food.sku, quantity: 2 } });
    await payAtDoor(anna);
    const late = await anna.ok(finalizeCart);
    await server.db.query(
      "UPDATE cart_addon_orders SET cutoff_at = now() - interval '1 minute' WHERE order_number = $1",
      [order.orderNumber],
    );
    expect((await anna.fails(placeOrder, { body: request(late) }, 409)).code).toBe("addon_cutoff_passed");
    expect(
      (await anna.ok(getCustomerOrder, { params: { orderNumber: order.orderNumber } })).addOns,
    ).toHaveLength(1);
    await anna.browser.fetch("/api/carts/reset", { method: "POST", xsrf: true });
    expect(
      (await anna.fails(setCartMode, { body: { mode: "ADDON", orderNumber: order.orderNumber } }, 409)).code,
    ).toBe("addon_cutoff_passed");
  });

  it("[doc2 §4] refusals: a guest (401), an unknown order (404), another customer's order (404), no order number (400)", async () => {
    const guest = await shopper();
    expect(
      (await guest.fails(setCartMode, { body: { mode: "ADDON", orderNumber: "100000202" } }, 401)).code,
    ).toBe("unauthorized");
    const anna = await as(ANNA);
    expect(
      (await anna.fails(setCartMode, { body: { mode: "ADDON", orderNumber: "999999" } }, 404)).code,
    ).toBe("order_not_found");
    // 100000202 is Lena's.
    expect(
      (await anna.fails(setCartMode, { body: { mode: "ADDON", orderNumber: "100000202" } }, 404)).code,
    ).toBe("order_not_found");
    await anna.fails(setCartMode, { body: { mode: "ADDON", orderNumber: "" } }, 400);
    const lena = await as(LENA);
    expect((await lena.ok(setCartMode, { body: { mode: "ADDON", orderNumber: "100000202" } })).mode).toBe(
      "ADDON",
    );
  });
});
