import { describe, expect, it } from "vitest";
import { addCartItem, getCart } from "../../domain/api/cart";
import { catalogue, pickProduct, shopper } from "./cart-client";

describe("concurrent changes of one cart", () => {
  it("twenty simultaneous adds to the same cart lose no update (row lock per change)", async () => {
    const s = await shopper();
    const food = pickProduct();
    await s.ok(getCart); // the session and cart exist before the burst
    const results = await Promise.all(
      Array.from({ length: 20 }, () => s.raw(addCartItem, { body: { sku: food.sku, quantity: 1 } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const cart = await s.ok(getCart);
    expect(cart.productLineItems).toHaveLength(1);
    expect(cart.productLineItems[0]?.quantity).toBe(20);
    expect(cart.version).toBeGreaterThanOrEqual(20);
  });

  it("simultaneous adds of different products all land, one line each", async () => {
    const s = await shopper();
    await s.ok(getCart);
    const skus = catalogue
      .filter((p) => p.availability === "available" && p.ageRestriction === 0 && !p.weightArticle)
      .slice(0, 12)
      .map((p) => p.sku);
    await Promise.all(skus.map((sku) => s.ok(addCartItem, { body: { sku, quantity: 1 } })));
    const cart = await s.ok(getCart);
    expect([...cart.productLineItems, ...cart.unavailableLineItems].map((l) => l.articleId).sort()).toEqual(
      [...skus].sort(),
    );
  });
});
