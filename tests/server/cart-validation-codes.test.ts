import { describe, expect, it } from "vitest";
import {
  addCartItem,
  addDiscountCode,
  finalizeCart,
  getCart,
  setBillingAddress,
  setCartPayment,
  setDistributionAddress,
  setDistributionTimeSlot,
  validateCart,
} from "../../domain/api/cart";
import { getWindows } from "../../domain/api/distribution";
import { addDays, berlinDay, isoWeekday } from "../../server/capacity/windows";
import { SERVICE_FEE_GAP_SKU } from "../../server/seed/checkout";
import { annaAddress, billing, pickProduct, type Shopper, shopper } from "./cart-client";
import { ANNA } from "./client";

const food = pickProduct(undefined, 300, 1000);

const codes = async (s: Shopper) => (await s.ok(validateCart)).errors.map((e) => e.code);

/** A delivery cart in area A1 with contact data and a billing address: only what a test breaks is wrong. */
const deliveryCart = async (address: Record<string, unknown> = annaAddress) => {
  const s = await shopper();
  await s.ok(addCartItem, { body: { sku: food.sku as never, quantity: 20 } });
  await s.ok(setDistributionAddress, { body: address as never });
  await s.ok(setBillingAddress, { body: billing });
  return s;
};

const windowsOf = async (s: Shopper, area: string) =>
  (await s.ok(getWindows, { query: { distributionType: "DELIVERY", appointableId: area } })).windows;

/** A past working day's 08:00 window (yesterday, or the day before when yesterday was Sunday). */
const pastWindowId = (area: string) => {
  const today = berlinDay(Date.now());
  const yesterday = addDays(today, -1);
  const day = isoWeekday(yesterday) === 7 ? addDays(today, -2) : yesterday;
  return `D-${area}:${day}T08`;
};

describe("cart validation codes (document 2 §8), one server rule each", () => {
  it("a complete delivery cart with a free window validates without errors and finalizes", async () => {
    const s = await deliveryCart();
    const [w] = (await windowsOf(s, "A1")).filter((x) => !x.id.endsWith("T18"));
    await s.ok(setDistributionTimeSlot, { body: { id: w?.id ?? "" } });
    expect(await codes(s)).toEqual([]);
    const cart = await s.ok(finalizeCart);
    expect(cart.cartStatus).toBe("FINALIZED");
  });

  it("[doc2 §8] 004 shipping address invalid: a delivery address without a street number", async () => {
    const { streetNumber: _n, ...rest } = annaAddress;
    const s = await deliveryCart(rest);
    expect(await codes(s)).toContain("004");
  });

  it("[doc2 §8] 005 distribution missing: no distribution address at all", async () => {
    const s = await shopper();
    expect(await codes(s)).toContain("005");
  });

  it("[doc2 §8] 006 email missing: neither the billing nor the delivery address has an e-mail", async () => {
    const { email: _e, ...rest } = annaAddress;
    const s = await shopper();
    await s.ok(setDistributionAddress, { body: rest as never });
    const c = await codes(s);
    expect(c).toContain("006");
    expect(c).not.toContain("007");
  });

  it("[doc2 §8] 007 phone number missing for a delivery (or not a phone number)", async () => {
    const { phoneNumber: _p, ...rest } = annaAddress;
    const s = await shopper();
    await s.ok(setDistributionAddress, { body: rest as never });
    expect(await codes(s)).toContain("007");
    await s.ok(setDistributionAddress, { body: { ...rest, phoneNumber: "call me" } as never });
    expect(await codes(s)).toContain("007");
  });

  it("[doc2 §8] 008 delivery window missing: no window chosen", async () => {
    const s = await deliveryCart();
    expect(await codes(s)).toEqual(["008"]);
  });

  it("[doc2 §8] 022 invalid delivery window: a window of another delivery area", async () => {
    const s = await deliveryCart();
    const [other] = await windowsOf(s, "A3");
    await s.ok(setDistributionTimeSlot, { body: { id: other?.id ?? "" } });
    expect(await codes(s)).toEqual(["022"]);
  });

  it("[doc2 §8] 023 out of delivery capacity: another cart booked the last place of the window", async () => {
    const first = await deliveryCart({ ...annaAddress, postalCode: "50823", streetName: "Venloer Straße" });
    const evening = (await windowsOf(first, "A2")).find((w) => w.id.endsWith("T18") && w.remaining === 1);
    expect(evening?.capacity).toBe(1);
    const id = evening?.id ?? "";
    const second = await deliveryCart({ ...annaAddress, postalCode: "50823", streetName: "Venloer Straße" });
    await first.ok(setDistributionTimeSlot, { body: { id } });
    await second.ok(setDistributionTimeSlot, { body: { id } });
    expect(await codes(second)).toEqual([]);
    await first.ok(finalizeCart);
    expect(await codes(second)).toEqual(["023"]);
    const refused = await second.fails(finalizeCart, {}, 409);
    expect(refused.code).toBe("cart_invalid");
    expect((await windowsOf(second, "A2")).find((w) => w.id === id)?.remaining).toBe(0);
  });

  it("[doc2 §8] 029 service fee missing on line items: a product without service-fee data", async () => {
    const s = await deliveryCart();
    const added = await s.ok(addCartItem, { body: { sku: SERVICE_FEE_GAP_SKU as never, quantity: 1 } });
    const line = added.cartDTO.productLineItems.find((l) => l.articleId === SERVICE_FEE_GAP_SKU);
    const { errors } = await s.ok(validateCart);
    expect(errors.filter((e) => e.code === "029").map((e) => e.subject)).toEqual([line?.lineItemId]);
  });

  it("[doc2 §8] 031 billing address invalid: missing, or without a last name", async () => {
    const s = await shopper();
    expect(await codes(s)).toContain("031");
    const { lastName: _l, ...rest } = billing;
    await s.ok(setBillingAddress, { body: rest });
    expect(await codes(s)).toContain("031");
    await s.ok(setBillingAddress, { body: billing });
    expect(await codes(s)).not.toContain("031");
  });

  it("[doc2 §8] 130 distribution type missing: an address without distributionType", async () => {
    const { distributionType: _t, ...rest } = annaAddress;
    const s = await shopper();
    await s.ok(setDistributionAddress, { body: rest });
    expect(await codes(s)).toContain("130");
  });

  it("[doc2 §8] 131 store closed or without picking unit: click and collect at such a store", async () => {
    const s = await shopper();
    await s.ok(setDistributionAddress, { body: { distributionType: "CLICK_AND_COLLECT", storeId: "4407" } });
    expect(await codes(s)).toContain("131");
    await s.ok(setDistributionAddress, { body: { distributionType: "CLICK_AND_COLLECT", storeId: "4408" } });
    expect(await codes(s)).toContain("131");
    await s.ok(setDistributionAddress, { body: { distributionType: "CLICK_AND_COLLECT", storeId: "4401" } });
    expect(await codes(s)).not.toContain("131");
  });

  it("[doc2 §8] 132 distribution invalid: a delivery address outside every area, or an unknown store", async () => {
    const s = await deliveryCart({
      ...annaAddress,
      postalCode: "53111",
      city: "Bonn",
      streetName: "Poststraße",
    });
    expect(await codes(s)).toContain("132");
    await s.ok(setDistributionAddress, { body: { distributionType: "CLICK_AND_COLLECT", storeId: "9999" } });
    expect(await codes(s)).toContain("132");
  });

  it("[doc2 §8] 140 delivery window does not exist: beyond the horizon, a Sunday or an unknown area", async () => {
    const s = await deliveryCart();
    const later = addDays(berlinDay(Date.now()), 30);
    for (const id of [`D-A1:${later}T08`, "D-A9:2026-01-05T08", `D-A1:${berlinDay(Date.now())}T03`]) {
      await s.ok(setDistributionTimeSlot, { body: { id } });
      expect(await codes(s), id).toEqual(["140"]);
    }
  });

  it("[doc2 §8] 141 delivery window expired: a window that ended before now", async () => {
    const s = await deliveryCart();
    const cart = await s.ok(setDistributionTimeSlot, { body: { id: pastWindowId("A1") } });
    expect(Date.parse(cart.distributionWindow?.end ?? "")).toBeLessThan(Date.now());
    expect(await codes(s)).toEqual(["141"]);
  });

  it("[doc2 §8] 223 discount code expired: ABGELAUFEN is refused with 223 and not kept on the cart", async () => {
    const s = await deliveryCart();
    expect((await s.fails(addDiscountCode, { body: { code: "abgelaufen" } }, 409)).code).toBe("223");
    const cart = await s.ok(getCart);
    expect(cart.discountCodes).toEqual([]);
    expect(cart.priceInfo.discounts).toBe(0);
    expect(await codes(s)).not.toContain("223");
  });

  it("[doc2 §8] 227 discount code max applications exceeded: EINMAL was redeemed once already, refused with 227", async () => {
    const s = await deliveryCart();
    expect((await s.fails(addDiscountCode, { body: { code: "EINMAL" } }, 409)).code).toBe("227");
    expect((await s.ok(getCart)).discountCodes).toEqual([]);
  });

  it("[doc2 §8] 228 discount code not active: INAKTIV, refused with 228", async () => {
    const s = await deliveryCart();
    expect((await s.fails(addDiscountCode, { body: { code: "INAKTIV" } }, 409)).code).toBe("228");
    expect((await s.ok(getCart)).discountCodes).toEqual([]);
  });

  it("[doc2 §8] 229 discount code invalid service type: NURABHOLUNG is refused on a delivery cart; on the cart for click and collect, a switch to delivery makes it 229", async () => {
    const s = await deliveryCart();
    expect((await s.fails(addDiscountCode, { body: { code: "NURABHOLUNG" } }, 409)).code).toBe("229");
    const cc = await s.ok(setDistributionAddress, {
      body: { distributionType: "CLICK_AND_COLLECT", storeId: "4401" },
    });
    expect(cc.discountCodes).toEqual([]);
    const applied = await s.ok(addDiscountCode, { body: { code: "NURABHOLUNG" } });
    expect(applied.discountCodes[0]).toMatchObject({ state: "valid", discount: 300 });
    expect(await codes(s)).not.toContain("229");
    const back = await s.ok(setDistributionAddress, { body: annaAddress });
    expect(back.discountCodes[0]).toMatchObject({
      code: "NURABHOLUNG",
      state: "invalidServiceType",
      discount: 0,
    });
    expect(await codes(s)).toContain("229");
  });

  it("[doc2 §8] 260 gift card validation error: a malformed gift-card code", async () => {
    const s = await deliveryCart();
    await s.ok(setCartPayment, {
      body: { methodKey: "gift-card-rewe", brandName: "GIFTCARD", amount: 500, giftCardCode: "12-AB" },
    });
    expect(await codes(s)).toContain("260");
  });

  it("[doc2 §8] 264 gift card missing from customer wallet: a guest, or a card in nobody's wallet", async () => {
    const s = await deliveryCart();
    await s.ok(setCartPayment, {
      body: {
        methodKey: "gift-card-rewe",
        brandName: "GIFTCARD",
        amount: 500,
        giftCardCode: "6000100010009999",
      },
    });
    expect(await codes(s)).toContain("264");
  });

  it("[doc2 §8] 261 wallet does not cover gift card payment: Anna asks 30 € of her 25 € card", async () => {
    const s = await shopper();
    expect((await s.browser.login(ANNA.email, ANNA.password)).status).toBe(200);
    const body = {
      methodKey: "gift-card-rewe",
      brandName: "GIFTCARD",
      giftCardCode: "6000100010001001",
    } as const;
    await s.ok(setCartPayment, { body: { ...body, amount: 3000 } });
    expect(await codes(s)).toContain("261");
    const cart = await s.ok(setCartPayment, { body: { ...body, amount: 2500 } });
    expect(cart.payments).toHaveLength(1);
    expect(cart.payments[0]?.giftCardCode).toBe("************1001");
    const c = await codes(s);
    expect(c).not.toContain("261");
    expect(c).not.toContain("264");
    // Lena's card is not in Anna's wallet.
    await s.ok(setCartPayment, { body: { ...body, giftCardCode: "6000100010001002", amount: 100 } });
    expect(await codes(s)).toContain("264");
  });
});
