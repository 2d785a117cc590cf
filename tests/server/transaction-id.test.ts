import { describe, expect, it } from "vitest";
import {
  addCartItem,
  finalizeCart,
  setBillingAddress,
  setCartPayment,
  setDistributionAddress,
  setDistributionTimeSlot,
} from "../../domain/api/cart";
import { getOrder, placeOrder } from "../../domain/api/checkout";
import { getWindows } from "../../domain/api/distribution";
import type { CheckoutRequest } from "../../domain/checkout/model";
import { transactionId, transactionKey } from "../../server/checkout/transaction-id";
import { ownTestServer } from "../support/own-server";
import { annaAddress, billing, pickProduct, Shopper } from "./cart-client";
import { Browser } from "./client";

// Its own server: the orders take window capacity the other server test files must not see.
const server = ownTestServer();
const food = pickProduct(undefined, 300, 1000);

/** A guest's order paid at the door: the POST /api/checkout answer. */
const order = async () => {
  const s = await new Shopper(new Browser(server.url)).start();
  await s.ok(addCartItem, { body: { sku: food.sku, quantity: 20, mode: "set" } });
  await s.ok(setDistributionAddress, { body: annaAddress });
  await s.ok(setBillingAddress, { body: billing });
  const { windows } = await s.ok(getWindows, {
    query: { distributionType: "DELIVERY", appointableId: "A1" },
  });
  const window = windows.find((w) => w.remaining > 0 && !w.id.endsWith("T18"));
  await s.ok(setDistributionTimeSlot, { body: { id: window?.id ?? "" } });
  await s.ok(setCartPayment, {
    body: { methodKey: "payment-at-the-door", brandName: "payment-at-the-door" },
  });
  const cart = await s.ok(finalizeCart);
  const body: CheckoutRequest = {
    checkoutId: cart.id,
    paymentBrandName: "payment-at-the-door",
    paymentMethodKey: "payment-at-the-door",
    paymentInitiator: "REDIRECT",
    paymentMethodType: "ONE_TIER",
  };
  const placed = await s.ok(placeOrder, { body });
  return { s, body, placed };
};

describe("[issue 15 #2] the order's transaction id for tracking (server)", () => {
  it("two orders get different transaction ids that do not contain the order number; the same order always the same", async () => {
    const a = await order();
    const b = await order();
    const ids = [a.placed.order.transactionId, b.placed.order.transactionId];
    expect(a.placed.order.orderNumber).not.toBe(b.placed.order.orderNumber);
    expect(ids[0]).not.toBe(ids[1]);
    for (const [i, { placed }] of [a, b].entries()) {
      const id = ids[i] ?? "";
      expect(id).toMatch(/^[0-9a-f]{20}$/);
      expect(id).not.toContain(placed.order.orderNumber);
      // Not even the last digits, which the masked number shows.
      expect(id).not.toContain(placed.order.orderNumber.slice(-4));
    }
    // The same order: the repeated checkout (a reloaded payment return) and the confirmation read.
    expect((await a.s.ok(placeOrder, { body: a.body })).order.transactionId).toBe(ids[0]);
    expect(
      (await a.s.ok(getOrder, { params: { orderNumber: a.placed.order.orderNumber } })).transactionId,
    ).toBe(ids[0]);
  });

  it("numbers that mask alike (4000000005, 4000000015) get different ids; the key decides them", () => {
    const key = "k".repeat(32);
    expect(transactionId("4000000005", key)).not.toBe(transactionId("4000000015", key));
    expect(transactionId("4000000005", key)).toBe(transactionId("4000000005", key));
    expect(transactionId("4000000005", key)).not.toBe(transactionId("4000000005", "x".repeat(32)));
    expect(transactionId("4000000005", key)).toHaveLength(20);
  });

  it("the key comes from TRACKING_TRANSACTION_KEY; a short one is refused; without one a generated key stays the same", () => {
    expect(transactionKey({ TRACKING_TRANSACTION_KEY: "s".repeat(40) })).toBe("s".repeat(40));
    expect(() => transactionKey({ TRACKING_TRANSACTION_KEY: "short" })).toThrow(/at least 32/);
    const generated = transactionKey({});
    expect(generated).toMatch(/^[0-9a-f]{64}$/);
    expect(transactionKey({})).toBe(generated);
  });
});
