import { describe, expect, it } from "vitest";
import {
  addCartItem,
  addCartItemsBulk,
  addDiscountCode,
  cleanCartPayments,
  deleteCartPayment,
  finalizeCart,
  getCart,
  removeAllCartItems,
  removeCartItems,
  removeDiscountCode,
  resetCart,
  resetCartCookies,
  setCartMode,
  setCartPayment,
  setCrateDepositDesired,
  setDistributionAddress,
} from "../../domain/api/cart";
import { getProduct } from "../../domain/api/discovery";
import { linePrice } from "../../domain/discovery/pricing";
import { storeAvailability } from "../../server/discovery/availability";
import { demoOrderConfig } from "../../server/seed/checkout";
import { annaAddress, catalogue, pickProduct, shopper } from "./cart-client";

const food = pickProduct(undefined, 300, 1000);
const weight = catalogue.find(
  (p) => p.weightArticle && p.availability === "available" && p.ageRestriction === 0,
)!;
const crate = catalogue.find(
  (p) => p.deposit?.crate && p.availability === "available" && p.ageRestriction === 0,
)!;
const spirits = catalogue.find((p) => p.ageRestriction === 18 && p.availability === "available")!;
const gone = catalogue.find((p) => p.availability === "unavailable")!;

describe("cart lines (document 2 §4 add to cart)", () => {
  it("an anonymous visitor gets a cart by session cookie, empty, with the delivery threshold", async () => {
    const s = await shopper();
    const cart = await s.ok(getCart);
    expect(s.browser.cookies.has("sid")).toBe(true);
    expect(cart).toMatchObject({ cartStatus: "OPEN", mode: "REGULAR", lineItemCount: 0, customerId: null });
    expect(cart.freeOfChargeThreshold).toBe(demoOrderConfig.freeOfChargeThresholdDelivery);
    expect((await s.ok(getCart)).id).toBe(cart.id);
  });

  it("adding an existing item increases it, capped at maxQuantity; at the max the answer is maxquantityreached", async () => {
    const s = await shopper();
    const a = await s.ok(addCartItem, { body: { sku: food.sku, quantity: 20 } });
    expect(a).toMatchObject({ quantity: 20, outcome: "added" });
    const b = await s.ok(addCartItem, { body: { sku: food.sku, quantity: 10 } });
    expect(b).toMatchObject({ quantity: food.maxQuantity, outcome: "capped" });
    const c = await s.ok(addCartItem, { body: { sku: food.sku, quantity: 1 } });
    expect(c).toMatchObject({ quantity: food.maxQuantity, outcome: "maxquantityreached" });
    expect(c.cartDTO.productLineItems).toHaveLength(1);
    const set = await s.ok(addCartItem, { body: { sku: food.sku, quantity: 2, mode: "set" } });
    expect(set).toMatchObject({ quantity: 2, outcome: "added" });
    const removed = await s.ok(addCartItem, { body: { sku: food.sku, quantity: 0, mode: "set" } });
    expect(removed.outcome).toBe("removed");
    expect(removed.cartDTO.lineItemCount).toBe(0);
  });

  it("a weight article counts grams in steps; prices come from the catalogue, never from the client", async () => {
    const s = await shopper();
    const bad = await s.fails(
      addCartItem,
      { body: { sku: weight.sku, quantity: weight.quantityStepSize + 1 } },
      400,
    );
    expect(bad.message).toContain(`quantityStepSize (${weight.quantityStepSize})`);
    const r = await s.ok(addCartItem, {
      body: { sku: weight.sku, quantity: weight.quantityStepSize * 2, price: 1 } as never,
    });
    const line = r.cartDTO.productLineItems[0];
    expect(line?.quantity).toBe(weight.quantityStepSize * 2);
    expect(line?.totalPrice).toBe(linePrice(weight, weight.quantityStepSize * 2));
    expect(line?.weightGrams).toBe(weight.quantityStepSize * 2);
    expect(r.cartDTO.priceInfo.orderValue).toBe(line?.totalPrice);
  });

  it("bulk add reports what it did not add or only partly added", async () => {
    const s = await shopper();
    await s.ok(addCartItem, { body: { sku: food.sku, quantity: food.maxQuantity } });
    const r = await s.ok(addCartItemsBulk, {
      query: { storeId: "4401" },
      body: {
        items: [
          { sku: food.sku, quantity: 1 },
          { sku: "0000000" as never, quantity: 1 },
          { sku: gone.sku, quantity: 1 },
          { sku: crate.sku, quantity: crate.maxQuantity + 3 },
          { sku: weight.sku, quantity: 7 },
        ],
      },
    });
    expect(r.notAddedOrUpdatedItems.map((i) => [i.sku, i.reason, i.addedQuantity])).toEqual([
      [food.sku, "maxQuantityReached", 0],
      ["0000000", "notFound", 0],
      [gone.sku, "unavailable", 0],
      [crate.sku, "capped", crate.maxQuantity],
      [weight.sku, "invalidQuantity", 0],
    ]);
    expect(r.cartDTO.productLineItems.map((l) => l.articleId).sort()).toEqual([crate.sku, food.sku].sort());
  });

  it("remove multiple by lineItemIds (repeated or comma-separated) and remove all", async () => {
    const s = await shopper();
    await s.ok(addCartItem, { body: { sku: food.sku, quantity: 1 } });
    await s.ok(addCartItem, { body: { sku: crate.sku, quantity: 1 } });
    const r = await s.ok(addCartItem, { body: { sku: weight.sku, quantity: weight.quantityStepSize } });
    const [a, b] = r.cartDTO.productLineItems.map((l) => l.lineItemId);
    const after = await s.raw(removeCartItems, {});
    expect(after.status).toBe(400);
    expect((after.json as { message: string }).message).toBe(
      "Cart Items removeProductLineItems: missing lineItemIds",
    );
    const left = await s.browser.fetch(`/api/carts/items/multiple?lineItemIds=${a},${b}`, {
      method: "DELETE",
      xsrf: true,
    });
    expect(((await left.json()) as { lineItemCount: number }).lineItemCount).toBe(1);
    const none = await s.ok(removeAllCartItems);
    expect(none.lineItemCount).toBe(0);
  });

  it("an unknown sku is 404 and an unavailable product 409; neither changes the cart", async () => {
    const s = await shopper();
    expect((await s.fails(addCartItem, { body: { sku: "nope" as never, quantity: 1 } }, 404)).code).toBe(
      "product_not_found",
    );
    expect((await s.fails(addCartItem, { body: { sku: gone.sku, quantity: 1 } }, 409)).code).toBe(
      "product_unavailable",
    );
    expect((await s.ok(getCart)).lineItemCount).toBe(0);
  });

  it("[doc2 §7 §9] an add is refused for what the service's store cannot sell now (delivery to 50667: store 4401), the same availability the listing shows", async () => {
    const s = await shopper();
    await s.ok(setDistributionAddress, { body: annaAddress });
    const outAt4401 = catalogue.find(
      (p) =>
        p.availability === "available" &&
        p.ageRestriction === 0 &&
        storeAvailability(p.sku, p.availability, "4401") === "temporarilyUnavailable",
    )!;
    const listed = await s.ok(getProduct, { params: { sku: outAt4401.sku }, query: { storeId: "4401" } });
    expect(listed.availability).toBe("temporarilyUnavailable");
    expect((await s.fails(addCartItem, { body: { sku: outAt4401.sku, quantity: 1 } }, 409)).code).toBe(
      "product_unavailable",
    );
    const bulk = await s.ok(addCartItemsBulk, { body: { items: [{ sku: outAt4401.sku, quantity: 1 }] } });
    expect(bulk.notAddedOrUpdatedItems).toMatchObject([{ sku: outAt4401.sku, reason: "unavailable" }]);
    const cart = await s.ok(getCart);
    expect(cart.productLineItems).toHaveLength(0);
    expect(cart.unavailableLineItems).toHaveLength(0);
  });

  it("an age-restricted article is an unavailable line for a guest (no age check possible) and not priced", async () => {
    const s = await shopper();
    const r = await s.ok(addCartItem, { body: { sku: spirits.sku, quantity: 1 } });
    expect(r.cartDTO.productLineItems).toEqual([]);
    expect(r.cartDTO.unavailableLineItems.map((l) => [l.articleId, l.availability])).toEqual([
      [spirits.sku, "ageRestricted"],
    ]);
    expect(r.cartDTO.priceInfo.orderValue).toBe(0);
  });
});

describe("priceInfo (computed on the server)", () => {
  it("service fee until the free-of-charge threshold, VAT 7 % food, deposits, crate deposit optional", async () => {
    const s = await shopper();
    await s.ok(setDistributionAddress, { body: annaAddress });
    const one = await s.ok(addCartItem, { body: { sku: food.sku, quantity: 1 } });
    const p = one.cartDTO.priceInfo;
    expect(p.orderValue).toBe(food.price.regular.value);
    expect(p.serviceFees).toBe(demoOrderConfig.serviceFeeDelivery);
    expect(p.total).toBe(p.orderValue + p.serviceFees);
    // VAT in gross amounts, half up: 7 % of the article, 19 % of the fee.
    const vat = (g: number, r: number) => Math.floor((2 * g * r + (100 + r)) / (2 * (100 + r)));
    expect(p.totalVat).toBe(vat(p.orderValue, 7) + vat(p.serviceFees, 19));

    const many = Math.ceil(demoOrderConfig.freeOfChargeThresholdDelivery / food.price.regular.value);
    const free = await s.ok(addCartItem, { body: { sku: food.sku, quantity: many, mode: "set" } });
    expect(free.cartDTO.priceInfo.orderValue).toBeGreaterThanOrEqual(
      demoOrderConfig.freeOfChargeThresholdDelivery,
    );
    expect(free.cartDTO.priceInfo.serviceFees).toBe(0);

    const withCrate = await s.ok(addCartItem, { body: { sku: crate.sku, quantity: 2 } });
    expect(withCrate.cartDTO.priceInfo.depositFees).toBe(2 * (crate.price.depositPrice?.value ?? 0));
    const noCrate = await s.ok(setCrateDepositDesired, { body: { crateDepositDesired: false } });
    expect(noCrate.crateDepositDesired).toBe(false);
    expect(noCrate.priceInfo.depositFees).toBe(
      2 * ((crate.price.depositPrice?.value ?? 0) - (crate.deposit?.crate?.value ?? 0)),
    );
  });

  it("totalWithSurcharge: card-like methods add the configured percent (half up), pay at the door none", async () => {
    const s = await shopper();
    await s.ok(setDistributionAddress, { body: annaAddress });
    const { cartDTO } = await s.ok(addCartItem, { body: { sku: food.sku, quantity: 3 } });
    const total = cartDTO.priceInfo.total;
    const card = await s.ok(setCartPayment, { body: { methodKey: "credit-cards", brandName: "Visa" } });
    const bp = Math.round(demoOrderConfig.surchargePercent * 100);
    expect(card.priceInfo.totalWithSurcharge).toBe(Math.floor((2 * total * (10000 + bp) + 10000) / 20000));
    expect(card.payments).toHaveLength(1);
    expect(card.payments[0]?.amountPlanned).toBe(card.priceInfo.totalWithSurcharge);
    const door = await s.ok(setCartPayment, { body: { methodKey: "payment-at-the-door", brandName: "Bar" } });
    expect(door.payments.map((p) => p.methodKey)).toEqual(["payment-at-the-door"]);
    expect(door.priceInfo.totalWithSurcharge).toBe(total);
    const id = door.payments[0]?.paymentId ?? "";
    expect((await s.ok(deleteCartPayment, { params: { id } })).payments).toEqual([]);
    expect((await s.fails(deleteCartPayment, { params: { id } }, 404)).code).toBe("payment_not_found");
    await s.ok(setCartPayment, { body: { methodKey: "paypal", brandName: "PayPal" } });
    expect((await s.ok(cleanCartPayments)).payments).toEqual([]);
  });

  it("discount code WILLKOMMEN10: 10 % of the order value, listed as savings; removable", async () => {
    const s = await shopper();
    await s.ok(addCartItem, { body: { sku: food.sku, quantity: 10 } });
    const cart = await s.ok(addDiscountCode, { body: { code: " willkommen10 " } });
    const orderValue = cart.priceInfo.orderValue;
    const ten = Math.floor((2 * orderValue * 1000 + 10000) / 20000);
    expect(cart.discountCodes).toMatchObject([{ code: "WILLKOMMEN10", state: "valid", discount: ten }]);
    expect(cart.priceInfo.discounts).toBe(ten);
    expect(cart.priceInfo.savings.discountCodes).toBe(ten);
    expect(cart.priceInfo.total).toBe(
      orderValue - ten + cart.priceInfo.serviceFees + cart.priceInfo.depositFees,
    );
    expect((await s.fails(addDiscountCode, { body: { code: "GIBTESNICHT" } }, 404)).code).toBe(
      "discount_code_unknown",
    );
    expect((await s.ok(removeDiscountCode, { query: { code: "WILLKOMMEN10" } })).discountCodes).toEqual([]);
    await s.fails(removeDiscountCode, { query: { code: "WILLKOMMEN10" } }, 404);
  });

  it("voucher line items: added by articleId, applied only for their service type and minimum order value", async () => {
    const s = await shopper();
    await s.ok(addCartItem, { body: { sku: food.sku, quantity: 20 } });
    const r = await s.ok(addCartItem, { body: { sku: "GV-LIEFER-2" as never, quantity: 1 } });
    expect(r.outcome).toBe("voucherAdded");
    expect(r.cartDTO.voucherLineItems[0]).toMatchObject({
      articleId: "GV-LIEFER-2",
      applied: false,
      reason: "serviceType",
    });
    const d = await s.ok(setDistributionAddress, { body: annaAddress });
    expect(d.voucherLineItems[0]).toMatchObject({ applied: true, discount: 200 });
    expect(d.priceInfo.savings.vouchers).toBe(200);
    const first = await s.ok(addCartItem, { body: { sku: "GV-ERST-LIEFER-10" as never, quantity: 1 } });
    expect(first.cartDTO.voucherLineItems[1]).toMatchObject({ applied: false, reason: "firstOrder" });
    expect(
      (await s.fails(addCartItem, { body: { sku: "GV-MARKT-3" as never, quantity: 1 } }, 409)).code,
    ).toBe("voucher_offline");
    const id = first.cartDTO.voucherLineItems[1]?.lineItemId ?? "";
    const removed = await s.ok(removeCartItems, { query: { lineItemIds: [id] } });
    expect(removed.voucherLineItems.map((v) => v.articleId)).toEqual(["GV-LIEFER-2"]);
  });
});

describe("cart status and mode (document 2 §4)", () => {
  it("a finalized cart answers code 3 to changes; reset starts a new open cart", async () => {
    const s = await shopper();
    // Not valid yet: finalize refuses with the validation codes.
    const refused = await s.fails(finalizeCart, {}, 409);
    expect(refused.code).toBe("cart_invalid");
    expect(refused.errors?.map((e) => e.path)).toContain("005");
    const before = await s.ok(getCart);
    const reset = await s.ok(resetCart);
    expect(reset.id).not.toBe(before.id);
    expect(reset.cartStatus).toBe("OPEN");
  });

  it("ADDON needs a login; REGULAR clears the order number", async () => {
    const s = await shopper();
    expect(
      (await s.fails(setCartMode, { body: { mode: "ADDON", orderNumber: "100000101" } }, 401)).code,
    ).toBe("unauthorized");
    const regular = await s.ok(setCartMode, { body: { mode: "REGULAR" } });
    expect(regular).toMatchObject({ mode: "REGULAR", orderNumber: null });
  });

  it("reset-cookies ends an anonymous session: the next call gets a new, empty cart", async () => {
    const s = await shopper();
    const { cartDTO } = await s.ok(addCartItem, { body: { sku: food.sku, quantity: 1 } });
    expect((await s.ok(resetCartCookies)).reset).toBe(true);
    expect(s.browser.cookies.has("sid")).toBe(false);
    const fresh = await s.ok(getCart);
    expect(fresh.id).not.toBe(cartDTO.id);
    expect(fresh.lineItemCount).toBe(0);
  });
});
