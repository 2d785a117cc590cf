import { describe, expect, it } from "vitest";
import {
  addCartItem,
  addCartItemsBulk,
  addDiscountCode,
  getCart,
  removeDiscountCode,
  setBillingAddress,
  setCartMode,
  setCartPayment,
  setDistributionAddress,
  setDistributionTimeSlot,
} from "../../domain/api/cart";
import { postCapacity } from "../../domain/api/distribution";
import { pickProduct, shopper } from "./cart-client";

const food = pickProduct();

describe("hostile cart requests: 400 with a readable message, never a 500, nothing changed", () => {
  const cases: Array<[string, Parameters<Awaited<ReturnType<typeof shopper>>["raw"]>[0], unknown, string]> = [
    ["empty sku", addCartItem, { sku: "", quantity: 1 }, "sku must not be null or empty"],
    ["sku of the wrong type", addCartItem, { sku: 42, quantity: 1 }, "body.sku"],
    ["negative quantity", addCartItem, { sku: food.sku, quantity: -1 }, "quantity must not be negative"],
    ["huge quantity", addCartItem, { sku: food.sku, quantity: 1e12 }, "quantity must be at most 100000"],
    ["fractional quantity", addCartItem, { sku: food.sku, quantity: 1.5 }, "body.quantity"],
    ["string quantity", addCartItem, { sku: food.sku, quantity: "3" }, "body.quantity"],
    ["zero quantity to add", addCartItem, { sku: food.sku, quantity: 0 }, "positive multiple"],
    ["no items", addCartItemsBulk, { items: [] }, "items must not be empty"],
    [
      "too many items",
      addCartItemsBulk,
      { items: Array.from({ length: 101 }, () => ({ sku: "1", quantity: 1 })) },
      "at most 100 items",
    ],
    ["empty code", addDiscountCode, { code: "" }, "code must not be null or empty"],
    ["code of the wrong type", addDiscountCode, { code: null }, "body.code"],
    ["no distribution address", setDistributionAddress, null, "distributionAddress is undefined"],
    [
      "unknown distribution type",
      setDistributionAddress,
      { distributionType: "DRONE" },
      "body.distributionType",
    ],
    ["street number too long", setDistributionAddress, { streetNumber: "123456" }, "at most 5"],
    ["markup in a name", setBillingAddress, { firstName: "<script>" }, "must not contain <"],
    ["malformed window id", setDistributionTimeSlot, { id: "tomorrow" }, "not a window id"],
    ["unknown mode", setCartMode, { mode: "TURBO" }, "body.mode"],
    ["unknown payment method", setCartPayment, { methodKey: "bitcoin", brandName: "x" }, "body.methodKey"],
    [
      "gift card without code",
      setCartPayment,
      { methodKey: "gift-card-rewe", brandName: "GIFTCARD", amount: 1 },
      "giftCardCode must not be null or empty",
    ],
    [
      "negative amount",
      setCartPayment,
      { methodKey: "paypal", brandName: "PayPal", amount: -5 },
      "body.amount",
    ],
    ["too many skus", postCapacity, { skus: Array.from({ length: 201 }, (_, i) => String(i)) }, "body.skus"],
  ];

  for (const [name, call, body, message] of cases) {
    it(`${call.name}: ${name}`, async () => {
      const s = await shopper();
      const r = await s.raw(call, { body });
      expect(r.status, JSON.stringify(r.json)).toBe(400);
      expect((r.json as { message: string }).message).toContain(message);
      expect((await s.ok(getCart)).lineItemCount).toBe(0);
    });
  }

  it("malformed JSON and a wrong content type are 400", async () => {
    const s = await shopper();
    const bad = await s.browser.fetch("/api/carts/items", {
      method: "POST",
      xsrf: true,
      body: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(bad.status).toBe(400);
    const text = await s.browser.fetch("/api/carts/items", { method: "POST", xsrf: true, body: "sku=1" });
    expect(text.status).toBe(400);
  });

  it("a change without the XSRF header is 403", async () => {
    const s = await shopper();
    const r = await s.browser.fetch("/api/carts/items", {
      method: "POST",
      json: { sku: food.sku, quantity: 1 },
    });
    expect(r.status).toBe(403);
  });

  it("an empty code in the query of DELETE discount-codes is 400", async () => {
    const s = await shopper();
    const r = await s.raw(removeDiscountCode, { query: { code: " " } });
    expect(r.status).toBe(400);
    expect((r.json as { message: string }).message).toContain("code must not be null or empty");
  });
});
