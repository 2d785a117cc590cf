import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../domain/api/errors";
import type { PaymentMethodList } from "../../domain/payments/model";
import { isCompanyCustomer, offeredMethods } from "../../domain/payments/rules/offer";
import { selectCustomer } from "../../domain/session/selectors";
import { demoCustomers } from "../../server/seed/customers";
import { cartShop, eventTags } from "../cart/support";
import { checkoutShop } from "../checkout/support";
import { annaLogin } from "../support/seeded-catalogue";
import { testShop } from "../support/shop";

const lena = demoCustomers[1] as (typeof demoCustomers)[number];
const lenaLogin = { email: lena.customer.email, password: lena.password };

type Shop = Awaited<ReturnType<typeof cartShop>>;
const state = (shop: Shop) => shop.store.getState().payments;
const notices = (shop: Shop) => shop.store.getState().notifications.items.map((n) => n.key);
const failWith = (status: number) => () =>
  Effect.fail(new ApiError({ call: "x", status, message: `HTTP ${status}` }));

describe("saved payment methods follow the customer (document 2 §1, §3)", () => {
  it("[doc2 §1 §3] they load by the reaction to the customer at start-up, as the server lists them (primary first, expired marked)", async () => {
    const shop = await cartShop({ login: annaLogin });
    await shop.bus.idle();
    expect(state(shop)).toMatchObject({ status: "loaded", hasInactiveMethods: true, changing: null });
    expect(state(shop).methods.map((m) => [m.paymentBrand, m.isPrimary, m.expired])).toEqual([
      ["Mastercard", true, true],
      ["Visa", false, false],
    ]);
    // The same customer again (a profile answer): no second call.
    expect(await shop.dispatch({ _tag: "LoadPaymentMethods" })).toMatchObject({ value: "cached" });
    expect(shop.names()).not.toContain("customers.paymentMethods.get");
    // After an order (force): read again.
    expect(await shop.dispatch({ _tag: "LoadPaymentMethods", force: true })).toMatchObject({
      value: "loaded",
    });
    expect(shop.names()).toContain("customers.paymentMethods.get");
  });

  it("[doc2 §1] a guest has none and asks for none", async () => {
    const shop = await cartShop();
    await shop.bus.idle();
    expect(await shop.dispatch({ _tag: "LoadPaymentMethods" })).toMatchObject({ value: "guest" });
    expect(shop.names()).not.toContain("customers.paymentMethods.get");
    expect(state(shop).methods).toEqual([]);
  });

  it("[doc2 §1] CustomerCleared takes them with the customer; what the browser can pay with stays", async () => {
    const shop = await cartShop({
      login: annaLogin,
      overrides: { "customers.paymentMethods.setPrimary": failWith(401) },
    });
    await shop.bus.idle();
    await shop.dispatch({ _tag: "DetectPaymentWallets" });
    expect(state(shop).methods.length).toBeGreaterThan(0);
    await shop.dispatch({ _tag: "SetPrimaryPaymentMethod", id: "pm-anna-visa" });
    await shop.bus.idle();
    expect(shop.store.getState().session.customer).toBeNull();
    expect(eventTags(shop)).toContain("SavedMethodsCleared");
    expect(state(shop)).toMatchObject({
      customerId: null,
      status: "idle",
      methods: [],
      wallets: { applePay: false },
    });
  });

  it("[doc2 §1] a failed load is a state the section shows (with a retry), not an error", async () => {
    const shop = await cartShop({
      login: lenaLogin,
      overrides: { "customers.paymentMethods.get": failWith(503) },
    });
    await shop.bus.idle();
    expect(await shop.dispatch({ _tag: "LoadPaymentMethods", force: true })).toMatchObject({
      value: "failed",
    });
    expect(state(shop).status).toBe("failed");
  });
});

describe("delete and set primary (document 2 §7)", () => {
  const answer: PaymentMethodList = { hasInactiveMethods: false, activeMethods: [] };

  it("[doc2 §7] delete sends the method's provider; the list answered replaces the state; the shopper is told", async () => {
    let sent: unknown;
    const shop = await cartShop({
      login: lenaLogin,
      overrides: {
        "customers.paymentMethods.delete": (input) => {
          sent = input;
          return Effect.succeed(answer);
        },
      },
    });
    await shop.bus.idle();
    expect(await shop.dispatch({ _tag: "DeletePaymentMethod", id: "pm-lena-paypal" })).toMatchObject({
      value: "deleted",
    });
    expect(sent).toEqual({ params: { id: "pm-lena-paypal" }, query: { provider: "test-psp" } });
    expect(state(shop).methods).toEqual([]);
    expect(notices(shop)).toContain("payments.deleted");
  });

  it("[doc2 §7] a refused delete changes nothing and says so; an unknown method is not sent", async () => {
    const shop = await cartShop({
      login: lenaLogin,
      overrides: { "customers.paymentMethods.delete": failWith(500) },
    });
    await shop.bus.idle();
    const before = state(shop).methods;
    expect(await shop.dispatch({ _tag: "DeletePaymentMethod", id: "pm-lena-paypal" })).toMatchObject({
      value: "failed",
    });
    expect(state(shop)).toMatchObject({ methods: before, changing: null });
    expect(notices(shop)).toContain("payments.deleteFailed");
    shop.calls.length = 0;
    expect(await shop.dispatch({ _tag: "DeletePaymentMethod", id: "pm-nobody" })).toMatchObject({
      value: "notfound",
    });
    expect(shop.names()).toEqual([]);
  });

  it("[doc2 §9] an expired method is not made primary (no call); the primary one is unchanged", async () => {
    const shop = await cartShop({ login: annaLogin });
    await shop.bus.idle();
    shop.calls.length = 0;
    expect(await shop.dispatch({ _tag: "SetPrimaryPaymentMethod", id: "pm-anna-mastercard" })).toMatchObject({
      value: "expired",
    });
    const lenaShop = await cartShop({ login: lenaLogin });
    await lenaShop.bus.idle();
    expect(await lenaShop.dispatch({ _tag: "SetPrimaryPaymentMethod", id: "pm-lena-paypal" })).toMatchObject({
      value: "unchanged",
    });
    expect(shop.names()).toEqual([]);
  });
});

describe("Apple Pay and Google Pay only where the browser can (the PaymentCapabilities port)", () => {
  it("[doc2 §9] the browser is asked once; its answer is kept", async () => {
    const shop = testShop({ wallets: { applePay: false, googlePay: true } });
    expect(await shop.dispatch({ _tag: "DetectPaymentWallets" })).toMatchObject({ value: "detected" });
    expect(shop.store.getState().payments.wallets).toEqual({ applePay: false, googlePay: true });
    shop.payments.set({ applePay: true, googlePay: true });
    expect(await shop.dispatch({ _tag: "DetectPaymentWallets" })).toMatchObject({ value: "known" });
    expect(shop.store.getState().payments.wallets).toEqual({ applePay: false, googlePay: true });
  });
});

describe("invoice per customer type at checkout (document 1 §5 salutation Company, document 2 §9)", () => {
  const company = demoCustomers.find((d) => d.customer.salutation === "Company");
  const companyLogin = { email: company?.customer.email ?? "", password: company?.password ?? "" };
  const offered = (shop: Awaited<ReturnType<typeof checkoutShop>>) => {
    const s = shop.store.getState();
    return offeredMethods(
      s.cart.cart?.distributionAddress?.distributionType,
      isCompanyCustomer(selectCustomer(s)),
      s.payments.wallets,
    );
  };

  it("[doc1 §5, doc2 §9] the seeded company customer is offered invoice b2b (not b2c) for delivery and the cart takes it", async () => {
    expect(company).toBeDefined();
    const shop = await checkoutShop({ login: companyLogin });
    await shop.dispatch({ _tag: "Navigate", to: "/kasse" });
    await shop.bus.idle();
    expect(selectCustomer(shop.store.getState())?.salutation).toBe("Company");
    expect(offered(shop)).toContain("pay-by-invoice-b2b");
    expect(offered(shop)).not.toContain("pay-by-invoice-b2c");
    expect(
      await shop.dispatch({ _tag: "ChoosePaymentMethod", methodKey: "pay-by-invoice-b2b" }),
    ).toMatchObject({
      value: "chosen",
    });
    expect(shop.store.getState().cart.cart?.payments.map((p) => p.methodKey)).toEqual(["pay-by-invoice-b2b"]);
  });

  it("[doc1 §5, doc2 §9] a private customer is offered invoice b2c, not b2b; the server refuses b2b and the cart keeps no payment", async () => {
    const shop = await checkoutShop({ customer: "anna" });
    await shop.dispatch({ _tag: "Navigate", to: "/kasse" });
    await shop.bus.idle();
    expect(selectCustomer(shop.store.getState())?.salutation).not.toBe("Company");
    expect(offered(shop)).toContain("pay-by-invoice-b2c");
    expect(offered(shop)).not.toContain("pay-by-invoice-b2b");
    expect(
      await shop.dispatch({ _tag: "ChoosePaymentMethod", methodKey: "pay-by-invoice-b2b" }),
    ).not.toMatchObject({
      value: "chosen",
    });
    expect(shop.store.getState().cart.cart?.payments).toEqual([]);
  });
});
