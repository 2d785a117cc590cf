import { expect } from "vitest";
import type { Cart } from "../../domain/cart/model";
import type { App } from "../../server/http/env";
import { annaAddress, billing, pickProduct } from "../server/cart-client";
import { browserFetch } from "../support/in-process";
import { type JsonCall, jsonBrowser } from "../support/json-browser";

/** A plain article of 3–5 € (20 of them: an order of 60–100 € above the minimum). */
const food = pickProduct(undefined, 300, 500);

/** A browser on the in-process app: its own cookies, the XSRF header as the client sends it. */
export const browserOn = jsonBrowser;
export type Call = JsonCall;

const ok = async (call: Call, method: string, path: string, body?: unknown) => {
  const r = await call(method, path, body);
  expect(r.status, `${method} ${path}: ${JSON.stringify(r.json).slice(0, 300)}`).toBe(200);
  return r.json;
};

/** The customer's cart, empty, with `quantity` of food, Anna's delivery address, billing and a free window. */
export const readyCart = async (call: Call, quantity = 20): Promise<Cart> => {
  await ok(call, "POST", "/api/carts/reset");
  await ok(call, "POST", "/api/carts/items", { sku: food.sku, quantity, mode: "set" });
  await ok(call, "POST", "/api/carts/distribution-address", annaAddress);
  await ok(call, "POST", "/api/carts/billing-address", billing);
  const { windows } = (await ok(
    call,
    "GET",
    "/api/capacity/windows?distributionType=DELIVERY&appointableId=A1",
  )) as { windows: { id: string; remaining: number }[] };
  const window = windows.find((w) => w.remaining > 0 && !w.id.endsWith("T18"));
  return (await ok(call, "POST", "/api/carts/distribution-time-slot", { id: window?.id ?? "" })) as Cart;
};

export const payWithCard = (call: Call, giftCardCode: string, amount: number) =>
  call("POST", "/api/carts/payment", {
    methodKey: "gift-card-rewe",
    brandName: "GIFTCARD",
    amount,
    giftCardCode,
  });
export const payAtTheDoor = (call: Call) =>
  call("POST", "/api/carts/payment", { methodKey: "payment-at-the-door", brandName: "PAYMENT_AT_THE_DOOR" });
export const finalize = (call: Call) => call("POST", "/api/carts/finalize");

/** POST /api/checkout for the finalized cart: with the main method, or the gift cards alone (WALLET). */
export const checkoutOf = (call: Call, cart: Cart, alone = false, online?: string) =>
  call("POST", "/api/checkout", {
    checkoutId: online ?? cart.id,
    paymentBrandName: online ? "Visa" : alone ? "GIFTCARD" : "PAYMENT_AT_THE_DOOR",
    paymentMethodKey: online ? "credit-cards" : alone ? "gift-card-rewe" : "payment-at-the-door",
    paymentInitiator: "REDIRECT",
    paymentMethodType: alone ? "WALLET" : "ONE_TIER",
  });

export const payOnline = (call: Call) =>
  call("POST", "/api/carts/payment", { methodKey: "credit-cards", brandName: "Visa" });

/**
 * Pays the finalized cart at the test provider: opens its page and presses Pay or Decline (a form
 * post). Answers the provider's payment id, the checkout id of POST /api/checkout.
 */
export const payAtProvider = async (app: App, jar: Map<string, string>, cartId: string, approve: boolean) => {
  const fetch = browserFetch(app, jar);
  const returnUrl = "/checkout/payment-return?methodKey=credit-cards&brandName=Visa";
  const page = await fetch(
    `/psp/pay?checkoutId=${encodeURIComponent(cartId)}&returnUrl=${encodeURIComponent(returnUrl)}`,
    { headers: { accept: "text/html" } },
  );
  const html = await page.text();
  const paymentId = /action="\/psp\/pay\/([^/"]+)\/approve"/.exec(html)?.[1] ?? "";
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
  await fetch(`/psp/pay/${paymentId}/${approve ? "approve" : "decline"}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: new URLSearchParams({ token }).toString(),
  });
  return paymentId;
};
