import { describe, expect, it } from "vitest";
import {
  addCartItem,
  finalizeCart,
  resetCart,
  setBillingAddress,
  setCartPayment,
  setDistributionAddress,
  setDistributionTimeSlot,
} from "../../domain/api/cart";
import { placeOrder } from "../../domain/api/checkout";
import { getCustomer } from "../../domain/api/customer";
import { getWindows } from "../../domain/api/distribution";
import {
  deletePaymentMethod,
  getPaymentMethods,
  savePaymentMethod,
  setPrimaryPaymentMethod,
} from "../../domain/api/payment-methods";
import type { Cart, PaymentMethodKey } from "../../domain/cart/model";
import type { CheckoutRequest } from "../../domain/checkout/model";
import { demoCustomers } from "../../server/seed/customers";
import { ownTestServer } from "../support/own-server";
import { billing, pickProduct, Shopper } from "./cart-client";
import { ANNA, Browser, LENA } from "./client";

// Its own server: orders and saved methods change the demo customers.
const server = ownTestServer();
const food = pickProduct(undefined, 300, 1000);
const MAX = { email: "max.becker@example.com", password: "Adresse-2026!" };
const RETURN =
  "/kasse-return?methodKey=credit-cards&brandName=CREDIT_CARD&initiator=REDIRECT&methodType=ONE_TIER";

const shopper = () => new Shopper(new Browser(server.url)).start();
const as = async (who: { email: string; password: string }) => {
  const s = await shopper();
  expect((await s.browser.login(who.email, who.password)).status).toBe(200);
  return s;
};

/** A click-and-collect cart with a window and the method, finalized. */
const finalized = async (s: Shopper, methodKey: PaymentMethodKey): Promise<Cart> => {
  await s.ok(addCartItem, { body: { sku: food.sku, quantity: 20, mode: "set" } });
  await s.ok(setDistributionAddress, { body: { distributionType: "CLICK_AND_COLLECT", storeId: "4401" } });
  await s.ok(setBillingAddress, { body: billing });
  const { windows } = await s.ok(getWindows, {
    query: { distributionType: "CLICK_AND_COLLECT", appointableId: "4401" },
  });
  await s.ok(setDistributionTimeSlot, {
    body: { id: windows.find((w) => w.remaining > 0 && !w.id.endsWith("T18"))?.id ?? "" },
  });
  await s.ok(setCartPayment, { body: { methodKey, brandName: "X" } });
  return s.ok(finalizeCart);
};

const pspPage = async (s: Shopper, cartId: string) => {
  const response = await s.browser.fetch(
    `/psp/pay?checkoutId=${encodeURIComponent(cartId)}&returnUrl=${encodeURIComponent(RETURN)}`,
    { headers: { accept: "text/html" } },
  );
  const html = await response.text();
  return {
    html,
    paymentId: /action="\/psp\/pay\/([^/"]+)\/approve"/.exec(html)?.[1] ?? "",
    token: /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "",
  };
};

/** Pay on the provider's page with the fields given (card, saveMethod, setPrimary). */
const pay = async (s: Shopper, cartId: string, fields: Record<string, string> = {}) => {
  const page = await pspPage(s, cartId);
  const response = await s.browser.fetch(`/psp/pay/${page.paymentId}/approve`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: new URLSearchParams({ token: page.token, ...fields }).toString(),
  });
  const location = response.headers.get("location") ?? "";
  return {
    ...page,
    status: response.status,
    location,
    query: new URLSearchParams(location.split("?")[1] ?? ""),
  };
};

const request = (checkoutId: string, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  checkoutId,
  paymentBrandName: "Visa",
  paymentMethodKey: "credit-cards",
  paymentInitiator: "REDIRECT",
  paymentMethodType: "ONE_TIER",
  ...overrides,
});

const threeYearsAhead = new Date().getUTCFullYear() + 3;

describe("saved payment methods: the routes (document 2 §3, §6, §7)", () => {
  it("[doc2 §6] every route needs a logged-in customer (401)", async () => {
    const guest = await shopper();
    await guest.fails(getPaymentMethods, {}, 401);
    await guest.fails(
      savePaymentMethod,
      { body: { checkoutId: "x", methodKey: "credit-cards", provider: "test-psp" } },
      401,
    );
    await guest.fails(
      deletePaymentMethod,
      { params: { id: "pm-anna-visa" }, query: { provider: "test-psp" } },
      401,
    );
    await guest.fails(setPrimaryPaymentMethod, { params: { id: "pm-anna-visa" } }, 401);
  });

  it("[doc2 §3 §9] the list: hasInactiveMethods, the primary first, then the expired, expired ones marked with their expiry", async () => {
    const anna = await as(ANNA);
    const list = await anna.ok(getPaymentMethods);
    expect(list.hasInactiveMethods).toBe(true);
    expect(list.activeMethods.map((m) => [m.paymentBrand, m.isPrimary, m.expired])).toEqual([
      ["Mastercard", true, true],
      ["Visa", false, false],
    ]);
    expect(list.activeMethods[1]).toMatchObject({
      cardExpiryMonth: "12",
      cardExpiryYear: "2030",
      lastDigits: "1881",
    });
    const lena = await as(LENA);
    expect(await lena.ok(getPaymentMethods)).toMatchObject({
      hasInactiveMethods: false,
      activeMethods: [{ methodKey: "paypal", paymentBrand: "PayPal", isPrimary: true, expired: false }],
    });
  });

  it("[doc2 §7] set primary: an expired method is refused (409), an unknown one 404, a malformed id 400; a valid one becomes the only primary", async () => {
    const anna = await as(ANNA);
    expect(
      (await anna.fails(setPrimaryPaymentMethod, { params: { id: "pm-anna-mastercard" } }, 409)).code,
    ).toBe("payment_method_expired");
    expect((await anna.fails(setPrimaryPaymentMethod, { params: { id: "pm-nobody" } }, 404)).code).toBe(
      "payment_method_not_found",
    );
    await anna.fails(setPrimaryPaymentMethod, { params: { id: "bad id!" } }, 400);
    // Lena's method is not Anna's.
    await anna.fails(setPrimaryPaymentMethod, { params: { id: "pm-lena-paypal" } }, 404);
    const list = await anna.ok(setPrimaryPaymentMethod, { params: { id: "pm-anna-visa" } });
    expect(list.activeMethods.filter((m) => m.isPrimary).map((m) => m.id)).toEqual(["pm-anna-visa"]);
    expect(list.activeMethods[0]?.id).toBe("pm-anna-visa");
  });

  it("[doc2 §7] delete with its provider: another provider, another customer's method or an unknown one 404, a missing provider 400", async () => {
    const lena = await as(LENA);
    await lena.fails(
      deletePaymentMethod,
      { params: { id: "pm-lena-paypal" }, query: { provider: "other-psp" } },
      404,
    );
    await lena.fails(
      deletePaymentMethod,
      { params: { id: "pm-anna-visa" }, query: { provider: "test-psp" } },
      404,
    );
    const missing = await lena.browser.fetch("/api/customers/payment-methods/pm-lena-paypal", {
      method: "DELETE",
      xsrf: true,
    });
    expect(missing.status).toBe(400);
    const list = await lena.ok(deletePaymentMethod, {
      params: { id: "pm-lena-paypal" },
      query: { provider: "test-psp" },
    });
    expect(list).toEqual({ hasInactiveMethods: false, activeMethods: [] });
    await lena.fails(
      deletePaymentMethod,
      { params: { id: "pm-lena-paypal" }, query: { provider: "test-psp" } },
      404,
    );
  });
});

describe("saving at checkout and reusing (document 2 §2, §7, §9)", () => {
  it("[doc2 §2 §7] the provider reports the brand, saveMethod and setPrimary back; POST /api/checkout with savePaymentMethod saves it as primary; reuse on the next order saves nothing twice", async () => {
    const max = await as(MAX);
    expect((await max.ok(getPaymentMethods)).activeMethods).toEqual([]);
    const cart = await finalized(max, "credit-cards");
    const page = await pspPage(max, cart.id);
    expect(page.html).toContain("Save this payment method for my next orders");
    const paid = await pay(max, cart.id, { card: "Mastercard", saveMethod: "true", setPrimary: "true" });
    expect(paid.status).toBe(303);
    expect(Object.fromEntries(paid.query)).toMatchObject({
      brandName: "Mastercard",
      provider: "test-psp",
      saveMethod: "true",
      setPrimary: "true",
      paymentId: paid.paymentId,
    });
    await max.ok(placeOrder, {
      body: request(paid.paymentId, {
        paymentBrandName: "Mastercard",
        provider: "test-psp",
        savePaymentMethod: true,
        setPrimary: true,
      }),
    });
    const saved = await max.ok(getPaymentMethods);
    expect(saved.activeMethods).toHaveLength(1);
    expect(saved.activeMethods[0]).toMatchObject({
      methodKey: "credit-cards",
      provider: "test-psp",
      paymentBrand: "Mastercard",
      lastDigits: "4444",
      cardExpiryMonth: "12",
      cardExpiryYear: String(threeYearsAhead),
      isPrimary: true,
      expired: false,
    });
    // The spec'd save call with the same payment: still one method.
    expect(
      (
        await max.ok(savePaymentMethod, {
          body: {
            checkoutId: paid.paymentId,
            methodKey: "credit-cards",
            provider: "test-psp",
            setPrimary: true,
          },
        })
      ).activeMethods,
    ).toHaveLength(1);

    // The next order: the page offers the saved card first (checked); paying with it saves nothing new.
    const next = await finalized(max, "credit-cards");
    const id = saved.activeMethods[0]?.id ?? "";
    const offer = await pspPage(max, next.id);
    expect(offer.html).toMatch(
      new RegExp(
        `value="saved:${id}" checked> Saved: Mastercard •••• 4444, expires 12/${threeYearsAhead % 100}, primary`,
      ),
    );
    const reused = await pay(max, next.id, { card: `saved:${id}`, saveMethod: "true" });
    expect(reused.query.get("brandName")).toBe("Mastercard");
    expect(reused.query.get("saveMethod")).toBeNull();
    await max.ok(placeOrder, { body: request(reused.paymentId, { savePaymentMethod: true }) });
    expect((await max.ok(getPaymentMethods)).activeMethods.map((m) => m.id)).toEqual([id]);
  });

  it("[doc2 §9] the provider refuses another customer's saved method, an expired one and a card it did not offer; a guest is not offered saving", async () => {
    const lena = await as(LENA);
    const cart = await finalized(lena, "credit-cards");
    expect((await pay(lena, cart.id, { card: "saved:pm-anna-visa" })).status).toBe(400);
    expect((await pay(lena, cart.id, { card: "Maestro" })).status).toBe(400);
    const anna = await as(ANNA);
    const annaCart = await finalized(anna, "credit-cards");
    const page = await pspPage(anna, annaCart.id);
    // Anna's expired Mastercard is not offered; her Visa is.
    expect(page.html).not.toContain("5100");
    expect(page.html).toContain("Saved: Visa •••• 1881");
    expect((await pay(anna, annaCart.id, { card: "saved:pm-anna-mastercard" })).status).toBe(400);

    const guest = await shopper();
    const guestCart = await finalized(guest, "paypal");
    const guestPage = await pspPage(guest, guestCart.id);
    expect(guestPage.html).not.toContain("saveMethod");
    const paid = await pay(guest, guestCart.id, { saveMethod: "true" });
    expect(paid.query.get("brandName")).toBe("PayPal");
    expect(paid.query.get("saveMethod")).toBeNull();
  });

  it("[doc2 §7] POST /api/customers/payment-methods refuses: another provider (400), a method not kept by the provider (400), an unknown or another customer's payment (404), a method other than the payment's (400), an empty checkoutId (400)", async () => {
    const max = await as(MAX);
    const cart = await finalized(max, "paypal");
    const paid = await pay(max, cart.id);
    const body = { checkoutId: paid.paymentId, methodKey: "paypal" as const, provider: "test-psp" };
    expect(
      (await max.fails(savePaymentMethod, { body: { ...body, methodKey: "payment-at-the-store" } }, 400))
        .code,
    ).toBe("payment_method_not_savable");
    expect(
      (await max.fails(savePaymentMethod, { body: { ...body, methodKey: "credit-cards" } }, 400)).code,
    ).toBe("payment_method_mismatch");
    await max.fails(savePaymentMethod, { body: { ...body, checkoutId: "no-such-payment" } }, 404);
    await max.fails(savePaymentMethod, { body: { ...body, checkoutId: "" } }, 400);
    expect((await max.fails(savePaymentMethod, { body: { ...body, provider: "other-psp" } }, 400)).code).toBe(
      "unknown_provider",
    );
    const lena = await as(LENA);
    await lena.fails(savePaymentMethod, { body }, 404);
    const list = await max.ok(savePaymentMethod, { body });
    expect(list.activeMethods.map((m) => [m.methodKey, m.paymentBrand])).toContainEqual(["paypal", "PayPal"]);
  });
});

describe("payment methods per customer (document 2 §9)", () => {
  it("[doc2 §9] invoice b2b for company customers only, invoice b2c not for them (400 payment_method_not_offered)", async () => {
    const addressed = async (s: Shopper) => {
      await s.ok(addCartItem, { body: { sku: food.sku, quantity: 20, mode: "set" } });
      await s.ok(setDistributionAddress, {
        body: {
          distributionType: "DELIVERY",
          streetName: "Hohe Straße",
          streetNumber: "12",
          postalCode: "50667",
          city: "Köln",
        },
      });
    };
    const guest = await shopper();
    await addressed(guest);
    expect(
      (await guest.fails(setCartPayment, { body: { methodKey: "pay-by-invoice-b2b", brandName: "X" } }, 400))
        .code,
    ).toBe("payment_method_not_offered");
    await guest.ok(setCartPayment, { body: { methodKey: "pay-by-invoice-b2c", brandName: "X" } });

    await server.db.query(
      "UPDATE customers SET profile = jsonb_set(profile, '{salutation}', '\"Company\"') WHERE email = $1",
      [MAX.email],
    );
    const company = await as(MAX);
    // Max's cart from the tests before waits for a payment: start on a new one.
    await company.ok(resetCart);
    await addressed(company);
    await company.fails(setCartPayment, { body: { methodKey: "pay-by-invoice-b2c", brandName: "X" } }, 400);
    const cart = await company.ok(setCartPayment, {
      body: { methodKey: "pay-by-invoice-b2b", brandName: "X" },
    });
    expect(cart.payments.map((p) => p.methodKey)).toEqual(["pay-by-invoice-b2b"]);
  });

  it("[doc1 §5, doc2 §9] the seeded company customer (salutation Company) is offered pay-by-invoice-b2b and orders with it; a private customer is refused it", async () => {
    const seeded = demoCustomers.find((d) => d.customer.salutation === "Company");
    expect(seeded?.customer.email).toBe("firma.gruen@example.com");
    const delivered = async (s: Shopper, methodKey: PaymentMethodKey) => {
      await s.ok(resetCart);
      await s.ok(addCartItem, { body: { sku: food.sku, quantity: 20, mode: "set" } });
      await s.ok(setDistributionAddress, {
        body: {
          distributionType: "DELIVERY",
          salutation: "Company",
          companyName: "Grün Feinkost GmbH",
          firstName: "Jonas",
          lastName: "Grün",
          streetName: "Breite Straße",
          streetNumber: "80",
          postalCode: "50667",
          city: "Köln",
          phoneNumber: "+49 221 5550100",
          email: "firma.gruen@example.com",
        },
      });
      await s.ok(setBillingAddress, { body: billing });
      const { windows } = await s.ok(getWindows, {
        query: { distributionType: "DELIVERY", appointableId: "A1" },
      });
      await s.ok(setDistributionTimeSlot, {
        body: { id: windows.find((w) => w.remaining > 0 && !w.id.endsWith("T18"))?.id ?? "" },
      });
      return s.raw(setCartPayment, { body: { methodKey, brandName: "INVOICE_B2B" } });
    };

    const company = await as({ email: seeded?.customer.email ?? "", password: seeded?.password ?? "" });
    expect((await company.ok(getCustomer)).salutation).toBe("Company");
    expect((await delivered(company, "pay-by-invoice-b2c")).status).toBe(400);
    expect((await delivered(company, "pay-by-invoice-b2b")).status).toBe(200);
    const cart = await company.ok(finalizeCart);
    const { order } = await company.ok(placeOrder, {
      body: request(cart.id, {
        paymentBrandName: "INVOICE_B2B",
        paymentMethodKey: "pay-by-invoice-b2b",
        paymentMethodType: "ONE_TIER",
      }),
    });
    expect(order.cart.payments.map((p) => p.methodKey)).toEqual(["pay-by-invoice-b2b"]);

    const anna = await as(ANNA);
    expect((await anna.ok(getCustomer)).salutation).not.toBe("Company");
    const refused = await delivered(anna, "pay-by-invoice-b2b");
    expect(refused.status).toBe(400);
    expect((refused.json as { code: string }).code).toBe("payment_method_not_offered");
  });
});
