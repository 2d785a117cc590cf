import { describe, expect, it } from "vitest";
import {
  addCartItem,
  finalizeCart,
  getCart,
  setBillingAddress,
  setCartPayment,
  setDistributionAddress,
  setDistributionTimeSlot,
} from "../../domain/api/cart";
import { placeOrder } from "../../domain/api/checkout";
import { getOrderConfig, getWindows } from "../../domain/api/distribution";
import type { Cart, DeliveryWindow } from "../../domain/cart/model";
import { windowHoldMinutesOf } from "../../domain/cart/rules/window-hold";
import { ownTestServer } from "../support/own-server";
import { annaAddress, billing, pickProduct, Shopper } from "./cart-client";
import { Browser } from "./client";

// Its own server: the test moves the server's clock forward, which no other test file may see.
const server = ownTestServer();

const food = pickProduct(undefined, 300, 1000);
const shopper = () => new Shopper(new Browser(server.url)).start();

/** Moves the server's clock forward (POST /api/test/clock): time passes without sleeping. */
const advance = async (s: Shopper, ms: number) => {
  const response = await s.browser.fetch("/api/test/clock", { method: "POST", json: { advanceMs: ms } });
  expect(response.status).toBe(200);
};

const windowsOfA1 = async (s: Shopper) =>
  (await s.ok(getWindows, { query: { distributionType: "DELIVERY", appointableId: "A1" } })).windows;

/**
 * An evening window (capacity 1 in the demo schedule) two or more days ahead: the clock moves by
 * minutes only, so it stays bookable throughout.
 */
const eveningWindow = async (s: Shopper, skip: ReadonlyArray<string> = []): Promise<DeliveryWindow> => {
  const windows = await windowsOfA1(s);
  const later = Date.parse(windows[0]?.start ?? "") + 2 * 86_400_000;
  const w = windows.find(
    (x) => x.id.endsWith("T18") && x.capacity === 1 && Date.parse(x.start) >= later && !skip.includes(x.id),
  );
  if (!w) throw new Error("no evening window two days ahead");
  return w;
};

/** A delivery cart for the window, paid at the door, finalized (or its answer when refused). */
const cartFor = async (s: Shopper, windowId: string) => {
  await s.ok(addCartItem, { body: { sku: food.sku, quantity: 20, mode: "set" } });
  await s.ok(setDistributionAddress, { body: annaAddress });
  await s.ok(setBillingAddress, { body: billing });
  await s.ok(setDistributionTimeSlot, { body: { id: windowId } });
  await s.ok(setCartPayment, {
    body: { methodKey: "payment-at-the-door", brandName: "PAYMENT_AT_THE_DOOR" },
  });
  return s.raw(finalizeCart);
};

const atTheDoor = (cart: Cart) =>
  ({
    checkoutId: cart.id,
    paymentBrandName: "PAYMENT_AT_THE_DOOR",
    paymentMethodKey: "payment-at-the-door",
    paymentInitiator: "REDIRECT",
    paymentMethodType: "ONE_TIER",
  }) as const;

const remainingOf = async (s: Shopper, id: string) =>
  (await windowsOfA1(s)).find((w) => w.id === id)?.remaining;

describe("an unpaid finalized cart holds its window for the order config's hold time (document 2 §3 order config, §8 023)", () => {
  it("[doc2 §8] the hold time is in the order config: a grocer's 15 to 30 minutes", async () => {
    const s = await shopper();
    const config = await s.ok(getOrderConfig);
    expect(config.windowHoldMinutes).toBeGreaterThanOrEqual(15);
    expect(config.windowHoldMinutes).toBeLessThanOrEqual(30);
  });

  it("[doc2 §8] the hold keeps the window's last place while it lasts; when it ends the place is given back (GET windows) and another shopper books it; the first cart's order is then refused with 023 and its cart reopened", async () => {
    const a = await shopper();
    const windowHoldMinutes = windowHoldMinutesOf(await a.ok(getOrderConfig));
    const window = await eveningWindow(a);
    expect(window.remaining).toBe(1);

    const first = await cartFor(a, window.id);
    expect(first.status).toBe(200);
    expect(await remainingOf(a, window.id)).toBe(0);

    // Just before the hold ends the place is still taken: another cart cannot have it.
    await advance(a, (windowHoldMinutes - 1) * 60_000);
    expect(await remainingOf(a, window.id)).toBe(0);
    const b = await shopper();
    const early = await cartFor(b, window.id);
    expect(early.status).toBe(409);
    expect(JSON.stringify(early.json)).toContain("023");

    // Released: the place is back, and B books it.
    await advance(a, 2 * 60_000);
    expect(await remainingOf(a, window.id)).toBe(1);
    const booked = await b.raw(finalizeCart);
    expect(booked.status).toBe(200);
    expect(await remainingOf(a, window.id)).toBe(0);

    // A's unpaid cart lost its place: its order is refused with the reason, its cart given back OPEN.
    const aCart = first.json as Cart;
    const refused = await a.fails(placeOrder, { body: atTheDoor(aCart) }, 402);
    expect(refused.code).toBe("023");
    expect(refused.data).toEqual({ paymentInitiator: "REDIRECT", code: "023" });
    expect(await a.ok(getCart)).toMatchObject({ id: aCart.id, cartStatus: "OPEN" });
    // B's order goes through and keeps the place.
    const placed = await b.ok(placeOrder, { body: atTheDoor(booked.json as Cart) });
    expect(placed.order.cart.distributionWindow?.id).toBe(window.id);
    expect(await remainingOf(a, window.id)).toBe(0);
  });

  it("[doc2 §4] a cart whose hold ended is still ordered when its window has room at checkout (a slow payment loses nothing)", async () => {
    const s = await shopper();
    const windowHoldMinutes = windowHoldMinutesOf(await s.ok(getOrderConfig));
    const taken = (await windowsOfA1(s)).filter((w) => w.remaining === 0).map((w) => w.id);
    const window = await eveningWindow(s, taken);
    const finalized = await cartFor(s, window.id);
    expect(finalized.status).toBe(200);
    await advance(s, (windowHoldMinutes + 5) * 60_000);
    expect(await remainingOf(s, window.id)).toBe(1);
    const { order } = await s.ok(placeOrder, { body: atTheDoor(finalized.json as Cart) });
    expect(order.cart.distributionWindow?.id).toBe(window.id);
    expect(await remainingOf(s, window.id)).toBe(0);
  });
});
