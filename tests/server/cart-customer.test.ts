import { describe, expect, it } from "vitest";
import {
  addCartItem,
  getCart,
  mergeCart,
  setCartCustomer,
  setCartMode,
  setDistributionAddress,
} from "../../domain/api/cart";
import { linePrice } from "../../domain/discovery/pricing";
import { annaAddress, catalogue, pickProduct, shopper } from "./cart-client";
import { LENA } from "./client";

// Lena is a loyalty member who has ordered both services before; only this file uses her cart.
const food = pickProduct(undefined, 300, 1000);
const other = pickProduct(undefined, 300, 1000, [food.sku]);
const loyal = catalogue.find(
  (p) => p.price.loyalty && p.availability === "available" && p.ageRestriction === 0 && !p.weightArticle,
)!;
const spirits = catalogue.find((p) => p.ageRestriction === 18 && p.availability === "available")!;

const lena = async () => {
  const s = await shopper();
  expect((await s.browser.login(LENA.email, LENA.password)).status).toBe(200);
  return s;
};

describe("carts of logged-in customers (document 2 §4 cart merge, mode)", () => {
  it("set-customer adopts the anonymous cart that followed the session through login", async () => {
    const s = await shopper();
    const anon = (await s.ok(addCartItem, { body: { sku: food.sku, quantity: 2 } })).cartDTO;
    expect((await s.fails(setCartCustomer, { query: { anonymousCartId: anon.id } }, 401)).code).toBe(
      "unauthorized",
    );
    expect((await s.browser.login(LENA.email, LENA.password)).status).toBe(200);
    const own = await s.ok(getCart);
    expect(own.customerId).toBe("C-1002");
    const adopted = await s.ok(setCartCustomer, { query: { anonymousCartId: anon.id } });
    expect(adopted.id).toBe(anon.id);
    expect(adopted.customerId).toBe("C-1002");
    expect((await s.ok(getCart)).id).toBe(anon.id);
    // Another browser cannot take a cart that is not of its session.
    const stranger = await lena();
    await stranger.fails(setCartCustomer, { query: { anonymousCartId: "not-mine" } }, 404);
  });

  it("merge adds the anonymous cart's quantities to the customer's cart, capped at maxQuantity", async () => {
    const s = await lena();
    await s.ok(addCartItem, { body: { sku: food.sku, quantity: 20, mode: "set" } });
    const guest = await shopper();
    // The anonymous cart of the browser that logs in:
    const anon = (await guest.ok(addCartItem, { body: { sku: food.sku, quantity: 10 } })).cartDTO;
    await guest.ok(addCartItem, { body: { sku: other.sku, quantity: 3 } });
    expect((await guest.browser.login(LENA.email, LENA.password)).status).toBe(200);
    const { cartDTO: merged, capped } = await guest.ok(mergeCart, { params: { id: anon.id } });
    expect(merged.customerId).toBe("C-1002");
    expect(capped).toEqual([{ sku: food.sku, name: food.name, requested: 30, quantity: food.maxQuantity }]);
    const q = Object.fromEntries(merged.productLineItems.map((l) => [l.articleId, l.quantity]));
    expect(q[food.sku]).toBe(food.maxQuantity);
    expect(q[other.sku]).toBe(3);
    // A repeated merge answers the same merge again (document 2 §4; the first answer may be lost).
    expect(await guest.ok(mergeCart, { params: { id: anon.id } })).toEqual({ cartDTO: merged, capped });
  });

  it("a loyalty member pays loyalty prices; savings show the difference; she may buy spirits", async () => {
    const s = await lena();
    const r = await s.ok(addCartItem, { body: { sku: loyal.sku, quantity: 2 } });
    const line = r.cartDTO.productLineItems.find((l) => l.articleId === loyal.sku);
    expect(line?.totalPrice).toBe(linePrice(loyal, 2, true));
    expect(r.cartDTO.priceInfo.savings.loyalty).toBeGreaterThan(0);
    const sp = await s.ok(addCartItem, { body: { sku: spirits.sku, quantity: 1 } });
    expect(sp.cartDTO.productLineItems.some((l) => l.articleId === spirits.sku)).toBe(true);
  });

  it("first-order vouchers do not apply to a customer who ordered before", async () => {
    const s = await lena();
    await s.ok(setDistributionAddress, { body: annaAddress });
    const r = await s.ok(addCartItem, { body: { sku: "GV-ERST-LIEFER-10" as never, quantity: 1 } });
    expect(r.cartDTO.voucherLineItems.find((v) => v.articleId === "GV-ERST-LIEFER-10")).toMatchObject({
      applied: false,
      reason: "firstOrder",
    });
  });

  it("ADDON with one of her order numbers; someone else's or a missing number is refused", async () => {
    const s = await lena();
    const addon = await s.ok(setCartMode, { body: { mode: "ADDON", orderNumber: "100000202" } });
    expect(addon).toMatchObject({ mode: "ADDON", orderNumber: "100000202" });
    expect(
      (await s.fails(setCartMode, { body: { mode: "ADDON", orderNumber: "100000101" } }, 404)).code,
    ).toBe("order_not_found");
    await s.fails(setCartMode, { body: { mode: "ADDON" } }, 400);
    expect(await s.ok(setCartMode, { body: { mode: "REGULAR", orderNumber: "100000202" } })).toMatchObject({
      mode: "REGULAR",
      orderNumber: null,
    });
  });
});
