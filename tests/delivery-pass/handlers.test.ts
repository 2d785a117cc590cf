import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../domain/api/errors";
import { isDeliveryPassValid } from "../../domain/cart/rules/delivery-pass";
import { selectHasDeliveryPass, selectPassFreeDeliveryThreshold } from "../../domain/delivery-pass/selectors";
import { demoCustomers } from "../../server/seed/customers";
import { demoPassOffer } from "../../server/seed/delivery-pass";
import { cartShop } from "../cart/support";

// Max (C-1003) has the seeded running pass; the tests put the pass into his cart and take it out.
const max = demoCustomers[2] as (typeof demoCustomers)[number];
const maxLogin = { email: max.customer.email, password: max.password };

type Shop = Awaited<ReturnType<typeof cartShop>>;
const state = (shop: Shop) => shop.store.getState().deliveryPass;
const notices = (shop: Shop) => shop.store.getState().notifications.items.map((n) => n.key);
const refused = (status: number, code?: string) => () =>
  Effect.fail(new ApiError({ call: "x", status, message: `HTTP ${status}`, ...(code ? { code } : {}) }));

describe("the delivery pass follows the customer (document 2 §1, §4, §6)", () => {
  it("[doc2 §4] the customer's pass loads by the reaction to the customer appearing; it is valid now", async () => {
    const shop = await cartShop({ login: maxLogin });
    await shop.bus.idle();
    expect(state(shop)).toMatchObject({ customerId: "C-1003", passStatus: "loaded", passState: "valid" });
    expect(isDeliveryPassValid(state(shop).pass, Date.now())).toBe(true);
    expect(selectHasDeliveryPass(shop.store.getState())).toBe(true);
  });

  it("[doc2 §7] the offer loads once and is kept (the overview and the banner read the same)", async () => {
    const shop = await cartShop();
    expect(await shop.dispatch({ _tag: "LoadDeliveryPassOffer" })).toMatchObject({ value: "loaded" });
    expect(state(shop).offer).toEqual(demoPassOffer);
    expect(await shop.dispatch({ _tag: "LoadDeliveryPassOffer" })).toMatchObject({ value: "cached" });
    expect(shop.names().filter((n) => n === "deliveryPass.offer")).toHaveLength(1);
  });

  it("[doc2 §6] a guest has no pass: nothing is fetched, buying asks for a login", async () => {
    const shop = await cartShop();
    expect(await shop.dispatch({ _tag: "LoadCustomerDeliveryPass" })).toMatchObject({ value: "guest" });
    expect(await shop.dispatch({ _tag: "SetDeliveryPassInCart", inCart: true })).toMatchObject({
      value: "guest",
    });
    expect(notices(shop)).toContain("deliveryPass.loginNeeded");
    expect(shop.names()).not.toContain("customers.deliveryPass");
    expect(shop.names()).not.toContain("carts.deliveryPass.add");
    expect(selectHasDeliveryPass(shop.store.getState())).toBe(false);
  });

  it("[doc2 §1] logging out clears the customer's pass (customer-bound data), the offer stays", async () => {
    const shop = await cartShop({ login: maxLogin });
    await shop.dispatch({ _tag: "LoadDeliveryPassOffer" });
    await shop.bus.idle();
    expect(state(shop).pass).not.toBeNull();
    await shop.dispatch({ _tag: "LogOut" });
    await shop.bus.idle();
    expect(state(shop)).toMatchObject({
      customerId: null,
      pass: null,
      passState: "none",
      passStatus: "idle",
    });
    expect(state(shop).offer).toEqual(demoPassOffer);
  });

  it("[doc2 §4] a failed load of the customer's pass is a failed status, not an error thrown", async () => {
    const shop = await cartShop({ login: maxLogin, overrides: { "customers.deliveryPass": refused(503) } });
    await shop.bus.idle();
    expect(state(shop).passStatus).toBe("failed");
    expect(state(shop).pass).toBeNull();
  });
});

describe("buying the pass as a cart line item (document 2 §3, §4)", () => {
  it("[doc2 §4] the pass line goes into the cart and out again; a second add changes nothing", async () => {
    const shop = await cartShop({ login: maxLogin });
    expect(await shop.dispatch({ _tag: "SetDeliveryPassInCart", inCart: true })).toMatchObject({
      value: "added",
    });
    expect(shop.store.getState().cart.cart?.deliveryPassLineItem).toMatchObject({
      articleId: demoPassOffer.articleId,
      price: demoPassOffer.price,
    });
    expect(await shop.dispatch({ _tag: "SetDeliveryPassInCart", inCart: true })).toMatchObject({
      value: "unchanged",
    });
    expect(await shop.dispatch({ _tag: "SetDeliveryPassInCart", inCart: false })).toMatchObject({
      value: "removed",
    });
    expect(shop.store.getState().cart.cart?.deliveryPassLineItem).toBeNull();
  });

  it("[doc2 §4] the server refusing a pass in an add-on cart is a message, the cart unchanged", async () => {
    const shop = await cartShop({
      login: maxLogin,
      overrides: { "carts.deliveryPass.add": refused(409, "pass_not_in_addon") },
    });
    const before = shop.store.getState().cart.cart;
    expect(await shop.dispatch({ _tag: "SetDeliveryPassInCart", inCart: true })).toMatchObject({
      value: "rejected",
    });
    expect(notices(shop)).toContain("deliveryPass.notInAddon");
    expect(shop.store.getState().cart.cart).toEqual(before);
  });
});

describe("the top bar's free-delivery threshold for a shopper with the pass (document 2 §4)", () => {
  // Paula (C-1004) has no pass of her own; she has it once its line is in her cart.
  const paulaLogin = { email: "paula.neumann@example.com", password: "Lieferpass-2026!" };

  it("[doc2 §4] a valid pass loads the offer by reaction: the threshold is the offer's, not the shop's", async () => {
    const shop = await cartShop({ login: maxLogin });
    await shop.bus.idle();
    expect(state(shop).offer).toEqual(demoPassOffer);
    expect(selectPassFreeDeliveryThreshold(shop.store.getState())).toBe(demoPassOffer.freeDeliveryThreshold);
  });

  it("[doc2 §4] a guest and a customer without the pass get no pass threshold", async () => {
    const guest = await cartShop();
    await guest.dispatch({ _tag: "LoadDeliveryPassOffer" });
    expect(selectPassFreeDeliveryThreshold(guest.store.getState())).toBeNull();
    const paula = await cartShop({ login: paulaLogin });
    await paula.bus.idle();
    expect(state(paula).passState).toBe("none");
    expect(selectPassFreeDeliveryThreshold(paula.store.getState())).toBeNull();
  });

  it("[doc2 §4] the pass line in the cart counts as having the pass: the threshold follows it in and out", async () => {
    const shop = await cartShop({ login: paulaLogin });
    await shop.bus.idle();
    await shop.dispatch({ _tag: "SetDeliveryPassInCart", inCart: true });
    await shop.bus.idle();
    expect(selectPassFreeDeliveryThreshold(shop.store.getState())).toBe(demoPassOffer.freeDeliveryThreshold);
    await shop.dispatch({ _tag: "SetDeliveryPassInCart", inCart: false });
    await shop.bus.idle();
    expect(selectPassFreeDeliveryThreshold(shop.store.getState())).toBeNull();
  });

  it("[doc2 §4] opening the side cart loads the offer its pass banner is worded from", async () => {
    const shop = await cartShop();
    expect(state(shop).offer).toBeNull();
    await shop.dispatch({ _tag: "ToggleSideCart", open: true });
    await shop.bus.idle();
    expect(state(shop).offer).toEqual(demoPassOffer);
  });
});

describe("switching to an add-on cart (document 2 §4 cart mode)", () => {
  it.each([
    ["addon_cutoff_passed", "cart.addonCutoffPassed"],
    ["addon_limit_reached", "cart.addonLimitReached"],
  ])("[doc2 §4] the server's refusal %s is told as %s and the cart stays regular", async (code, key) => {
    const shop = await cartShop({ login: maxLogin, overrides: { "carts.mode": refused(409, code) } });
    expect(
      await shop.dispatch({ _tag: "SwitchCartMode", mode: "ADDON", orderNumber: "4000000001" }),
    ).toMatchObject({ value: "rejected" });
    expect(notices(shop)).toContain(key);
    expect(shop.store.getState().cart.cart?.mode).toBe("REGULAR");
  });

  it("[doc2 §4] an order number that is not the customer's is refused with a message", async () => {
    const shop = await cartShop({ login: maxLogin });
    expect(
      await shop.dispatch({ _tag: "SwitchCartMode", mode: "ADDON", orderNumber: "100000202" }),
    ).toMatchObject({ value: "rejected" });
    expect(notices(shop)).toContain("cart.modeRejected");
  });
});
