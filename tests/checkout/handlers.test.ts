import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { finalizeCart } from "../../domain/api/cart";
import { placeOrder } from "../../domain/api/checkout";
import { ApiError } from "../../domain/api/errors";
import { totalWithSurcharge } from "../../domain/cart/rules/surcharge";
import { demoOrderConfig } from "../../server/seed/checkout";
import { firstStore, juice } from "../support/seeded-catalogue";
import { checkoutShop, enoughJuice, eventsOf, pay, query, validAddress } from "./support";

const place = { _tag: "PlaceOrder", address: validAddress } as const;
const choose = (methodKey: "payment-at-the-door" | "credit-cards" | "paypal" | "payment-at-the-store") =>
  ({ _tag: "ChoosePaymentMethod", methodKey }) as const;
const tags = (shop: Parameters<typeof eventsOf>[0]) => eventsOf(shop).map((e) => e._tag);

/** A shopper at checkout with juice above the minimum, delivery to Hohe Straße 12, a window; the method chosen. */
const atCheckout = async (
  method: "payment-at-the-door" | "credit-cards" | "paypal" | null = "payment-at-the-door",
  options: Parameters<typeof checkoutShop>[0] = {},
) => {
  const shop = await checkoutShop(options);
  await shop.dispatch({ _tag: "Navigate", to: "/kasse" });
  if (method !== null) await shop.dispatch(choose(method));
  shop.calls.length = 0;
  return shop;
};

/** Placed and handed over: the shop on the payment-return route (offline) or left for the provider. */
const placed = async (
  method: "payment-at-the-door" | "credit-cards" = "payment-at-the-door",
  options: Parameters<typeof checkoutShop>[0] = {},
) => {
  const shop = await atCheckout(method, options);
  await shop.dispatch(place);
  shop.calls.length = 0;
  return shop;
};

describe("checkout route (document 2 §2)", () => {
  it("[doc2 §2] a direct visit loads the cart and stays on checkout when it has lines and a service", async () => {
    const shop = await checkoutShop({ start: "/kasse" });
    const s = shop.store.getState();
    expect(s.navigation.location.route).toBe("checkout");
    expect(s.cart.cart?.productLineItems).toHaveLength(1);
  });

  it("[doc2 §2] an empty cart sends the shopper to the cart page with a message", async () => {
    const shop = await checkoutShop({ lines: [] });
    expect(await shop.dispatch({ _tag: "Navigate", to: "/kasse" })).toMatchObject({ ok: true });
    const s = shop.store.getState();
    expect(s.navigation.location).toMatchObject({ route: "cart", path: "/warenkorb" });
    expect(s.notifications.items.map((n) => n.key)).toContain("checkout.blocked.empty");
  });

  it("[doc2 §2 §4] a cart without a service sends the shopper to the cart page with a message", async () => {
    const shop = await checkoutShop({ address: null, window: false });
    await shop.dispatch({ _tag: "Navigate", to: "/kasse" });
    const s = shop.store.getState();
    expect(s.navigation.location.route).toBe("cart");
    expect(s.notifications.items.map((n) => n.key)).toContain("checkout.blocked.noService");
  });

  it("[doc2 §2] click and collect: the checkout loads the stores (the store's name)", async () => {
    const shop = await checkoutShop({
      address: { distributionType: "CLICK_AND_COLLECT", storeId: firstStore.storeId },
      window: false,
    });
    await shop.dispatch({ _tag: "Navigate", to: "/kasse" });
    expect(shop.names()).toContain("checkoutStores");
    expect(shop.store.getState().cart.stores.map((x) => x.storeId)).toContain(firstStore.storeId);
  });
});

describe("payment method (document 2 §4, §9)", () => {
  it("[doc2 §9] a method the new service type does not offer (at the door, then pickup) is cleaned off the cart at checkout", async () => {
    const shop = await atCheckout("payment-at-the-door");
    await shop.dispatch({ _tag: "SelectClickAndCollect", storeId: firstStore.storeId });
    shop.calls.length = 0;
    await shop.dispatch({ _tag: "Navigate", to: "/kasse" });
    expect(shop.names()).toContain("carts.paymentsClean");
    expect(shop.store.getState().cart.cart?.payments).toEqual([]);
    // An offered method stays: no call.
    await shop.dispatch(choose("payment-at-the-store"));
    shop.calls.length = 0;
    await shop.dispatch({ _tag: "Navigate", to: "/kasse" });
    expect(shop.names()).not.toContain("carts.paymentsClean");
  });

  it("[doc2 §9] choosing credit cards sets it on the cart; the total carries the 1.5 % surcharge", async () => {
    const shop = await atCheckout(null);
    expect(await shop.dispatch(choose("credit-cards"))).toMatchObject({ value: "chosen" });
    expect(shop.names()).toEqual(["carts.payment"]);
    expect(shop.calls[0]?.input).toEqual({ body: { methodKey: "credit-cards", brandName: "CREDIT_CARD" } });
    const cart = shop.store.getState().cart.cart;
    expect(cart?.payments.map((p) => p.methodKey)).toEqual(["credit-cards"]);
    const total = cart?.priceInfo.total ?? 0;
    expect(demoOrderConfig.surchargePercent).toBe(1.5);
    expect(cart?.priceInfo.totalWithSurcharge).toBe(
      totalWithSurcharge(total, demoOrderConfig.surchargePercent, "credit-cards"),
    );
    expect(cart?.priceInfo.totalWithSurcharge).toBeGreaterThan(total);
    expect(tags(shop)).toContain("PaymentMethodChosen");
  });

  it("[doc2 §9] payment at the door has no surcharge; choosing it again makes no call", async () => {
    const shop = await atCheckout(null);
    await shop.dispatch(choose("payment-at-the-door"));
    const price = shop.store.getState().cart.cart?.priceInfo;
    expect(price?.totalWithSurcharge).toBe(price?.total);
    shop.calls.length = 0;
    expect(await shop.dispatch(choose("payment-at-the-door"))).toMatchObject({ value: "unchanged" });
    expect(shop.names()).toEqual([]);
  });

  it("[doc2 §9] a method the service type does not offer is refused without a call (at the store, for delivery)", async () => {
    const shop = await atCheckout(null);
    expect(await shop.dispatch(choose("payment-at-the-store"))).toMatchObject({ value: "notoffered" });
    expect(shop.names()).toEqual([]);
  });
});

describe("place order (document 2 §2, §4, §5)", () => {
  it("[doc2 §5] an address with required fields left empty is refused before any call; nothing is lost", async () => {
    const shop = await atCheckout();
    const out = await shop.dispatch({
      _tag: "PlaceOrder",
      address: { ...validAddress, streetNumber: " ", phoneNumber: "" },
    });
    expect(out).toMatchObject({ value: "invalidaddress" });
    expect(shop.names()).toEqual([]);
    expect(shop.store.getState().checkout).toMatchObject({
      placement: "idle",
      placementError: { reason: "invalidAddress", codes: ["phoneNumber", "streetNumber"] },
    });
  });

  it("[doc2 §4] without a payment method the order is not placed", async () => {
    const shop = await atCheckout(null);
    expect(await shop.dispatch(place)).toMatchObject({ value: "nopaymentmethod" });
    expect(shop.names()).toEqual([]);
  });

  it("[doc2 §4] pay at the door: billing address saved, cart finalized, straight to the payment-return route with id = the cart id", async () => {
    const shop = await atCheckout();
    const cartId = shop.store.getState().cart.cart?.id;
    expect(await shop.dispatch(place)).toMatchObject({ value: "paymentreturn" });
    expect(shop.names()).toEqual(["carts.billingAddress", "carts.finalize"]);
    expect(shop.calls[0]?.input).toEqual({
      body: { ...validAddress, countryCode: "DE" },
    });
    const s = shop.store.getState();
    expect(s.cart.cart).toMatchObject({ id: cartId, cartStatus: "FINALIZED" });
    expect(s.cart.cart?.billingAddress).toMatchObject({ firstName: "Anna", email: validAddress.email });
    expect(s.navigation.location.path).toBe("/kasse-return");
    expect(query(s.navigation.location.search)).toEqual({
      id: cartId,
      methodKey: "payment-at-the-door",
      brandName: "PAYMENT_AT_THE_DOOR",
      initiator: "REDIRECT",
      methodType: "ONE_TIER",
      type: "offline",
    });
    expect(s.checkout.placement).toBe("idle");
  });

  it("[doc2 §4] the own finalize does not trigger 'FINALIZED on the checkout route resets the cart'", async () => {
    const shop = await atCheckout("credit-cards");
    await shop.dispatch(place);
    // The page is leaving for the provider; a cart command meanwhile must not abandon the finalized cart.
    await shop.dispatch({ _tag: "LoadCart" });
    await shop.dispatch({ _tag: "ValidateCart", reason: "request" });
    expect(shop.names()).not.toContain("carts.reset");
    expect(shop.store.getState().cart.cart?.cartStatus).toBe("FINALIZED");
  });

  it("[doc2 §4] credit card: the page leaves for the payment provider with the cart id and the return path", async () => {
    const shop = await atCheckout("credit-cards");
    const cartId = shop.store.getState().cart.cart?.id ?? "";
    expect(await shop.dispatch(place)).toMatchObject({ value: "redirected" });
    expect(shop.navigation.left).toHaveLength(1);
    const url = new URL(shop.navigation.left[0] ?? "", "http://shop.test");
    expect(url.pathname).toBe("/psp/pay");
    expect(url.searchParams.get("checkoutId")).toBe(cartId);
    const back = new URL(url.searchParams.get("returnUrl") ?? "", "http://shop.test");
    expect(back.pathname).toBe("/kasse-return");
    expect(query(back.search)).toEqual({
      methodKey: "credit-cards",
      brandName: "CREDIT_CARD",
      initiator: "REDIRECT",
      methodType: "ONE_TIER",
      type: "online",
    });
    expect(shop.store.getState().checkout.placement).toBe("redirecting");
    expect(shop.store.getState().navigation.location.route).toBe("checkout");
  });

  it("[doc2 §4 §8] a cart that does not validate (no window: 008) is shown to the shopper; the cart stays open", async () => {
    const shop = await atCheckout("payment-at-the-door", { window: false });
    expect(await shop.dispatch(place)).toMatchObject({ value: "cartinvalid" });
    expect(shop.names()).toEqual([
      "carts.billingAddress",
      "carts.finalize",
      "carts.validation",
      "capacity.earliestWindow",
      "capacity.windows",
    ]);
    const s = shop.store.getState();
    expect(s.checkout).toMatchObject({
      placement: "idle",
      placementError: { reason: "cartInvalid", codes: ["008"] },
    });
    expect(s.cart.cart?.cartStatus).toBe("OPEN");
    expect(s.cart.validation.errors.map((e) => e.code)).toEqual(["008"]);
    expect(s.navigation.location.route).toBe("checkout");
  });

  it("[doc2 §5] below the minimum order value finalize answers order_limits: shown, nothing lost", async () => {
    const shop = await atCheckout("payment-at-the-door", { lines: [{ sku: juice.sku, quantity: 1 }] });
    expect(await shop.dispatch(place)).toMatchObject({ value: "orderlimits" });
    const s = shop.store.getState();
    expect(s.checkout.placementError).toEqual({ reason: "orderLimits", codes: ["belowMinimumValue"] });
    expect(s.cart.cart).toMatchObject({ cartStatus: "OPEN", productLineItems: [{ quantity: 1 }] });
  });

  it("[doc2 §4] finalize without an answer that went through: the cart read again is FINALIZED, the order goes on", async () => {
    const shop = await atCheckout("payment-at-the-door", {
      // The server acts, the answer is lost on the way (status 0).
      wrap: (port) => ({
        call: (call, input) =>
          call.name === "carts.finalize"
            ? port
                .call(finalizeCart, input as never)
                .pipe(
                  Effect.flatMap(() =>
                    Effect.fail(new ApiError({ call: call.name, status: 0, message: "timeout" })),
                  ),
                )
            : port.call(call, input),
      }),
    });
    expect(await shop.dispatch(place)).toMatchObject({ value: "paymentreturn" });
    expect(shop.names()).toEqual(["carts.billingAddress", "carts.finalize", "carts.get"]);
    expect(shop.names().filter((n) => n === "carts.finalize")).toHaveLength(1);
    expect(shop.store.getState().cart.cart?.cartStatus).toBe("FINALIZED");
  });

  it("[doc2 §4] finalize without an answer that did not go through: the order stops, the cart stays open", async () => {
    const shop = await atCheckout("payment-at-the-door", {
      overrides: {
        "carts.finalize": () =>
          Effect.fail(new ApiError({ call: "carts.finalize", status: 503, message: "HTTP 503" })),
      },
    });
    expect(await shop.dispatch(place)).toMatchObject({ value: "failed" });
    const s = shop.store.getState();
    expect(s.checkout).toMatchObject({ placement: "idle", placementError: { reason: "failed" } });
    expect(s.cart.cart?.cartStatus).toBe("OPEN");
    expect(s.notifications.items.map((n) => n.key)).toContain("cart.operationFailed");
    expect(s.navigation.location.route).toBe("checkout");
  });
});

describe("checkout finalisation on the payment-return route (document 2 §4)", () => {
  it("[doc2 §4] success: processing flag, the order placed, the new empty cart, the confirmation with finalized=true (replace)", async () => {
    const shop = await placed();
    const s0 = shop.store.getState();
    const cartId = s0.cart.cart?.id;
    const history = shop.navigation.history.length;
    expect(
      await shop.dispatch({ _tag: "FinaliseCheckout", query: s0.navigation.location.search }),
    ).toMatchObject({
      value: "placed",
    });
    expect(shop.names()).toEqual(["checkout.place"]);
    expect(shop.calls[0]?.input).toEqual({
      body: {
        checkoutId: cartId,
        paymentBrandName: "PAYMENT_AT_THE_DOOR",
        paymentMethodKey: "payment-at-the-door",
        paymentInitiator: "REDIRECT",
        paymentMethodType: "ONE_TIER",
        paymentType: "offline",
      },
    });
    const events = tags(shop);
    expect(events.indexOf("CheckoutFinalisationStarted")).toBeLessThan(events.indexOf("OrderPlaced"));
    const s = shop.store.getState();
    expect(s.cart.cart).toMatchObject({ cartStatus: "OPEN", productLineItems: [] });
    expect(s.cart.cart?.id).not.toBe(cartId);
    const orderNumber = s.checkout.order?.orderNumber ?? "";
    expect(orderNumber).toMatch(/^\d+$/);
    expect(s.checkout).toMatchObject({ finalising: false, order: { orderNumber } });
    expect(s.checkout.order?.cart).toMatchObject({ id: cartId, cartStatus: "ORDERED" });
    expect(s.navigation.location).toMatchObject({ route: "checkoutConfirmation", path: "/kasse-ok" });
    expect(query(s.navigation.location.search)).toEqual({ finalized: "true", orderNumber });
    // Replaced: the payment-return page is not in the history any more.
    expect(shop.navigation.history).toHaveLength(history);
  });

  it("[doc2 §4] the processing flag is set while the order is being placed", async () => {
    const seen: boolean[] = [];
    const shop = await placed("payment-at-the-door");
    const unsubscribe = shop.store.subscribe(() => seen.push(shop.store.getState().checkout.finalising));
    await shop.dispatch({
      _tag: "FinaliseCheckout",
      query: shop.store.getState().navigation.location.search,
    });
    unsubscribe();
    expect(seen).toContain(true);
    expect(seen.at(-1)).toBe(false);
  });

  it("[doc2 §4] a logged-in customer is refreshed after the order (first-order flags)", async () => {
    const shop = await placed("payment-at-the-door", { customer: "anna" });
    expect(shop.store.getState().session.customer?.firstOrderDelivery).toBe(true);
    await shop.dispatch({
      _tag: "FinaliseCheckout",
      query: shop.store.getState().navigation.location.search,
    });
    // The new cart's id reads the wallet again (document 2 §4: the wallet follows the cart id), the
    // refreshed customer reloads the delivery pass (the order may have bought it), and the saved
    // payment methods are read again (the order may have saved its method).
    expect([...shop.names()].sort()).toEqual(
      [
        "checkout.place",
        "customers.refresh",
        "customers.wallet.get",
        "customers.deliveryPass",
        "customers.paymentMethods.get",
      ].sort(),
    );
    expect(shop.store.getState().session.customer?.firstOrderDelivery).toBe(false);
  });

  it("[doc2 §4] a guest is not refreshed", async () => {
    const shop = await placed();
    await shop.dispatch({
      _tag: "FinaliseCheckout",
      query: shop.store.getState().navigation.location.search,
    });
    expect(shop.names()).not.toContain("customers.get");
  });

  it("[doc2 §4] the same payment return again places no second order", async () => {
    const shop = await placed();
    const search = shop.store.getState().navigation.location.search;
    await shop.dispatch({ _tag: "FinaliseCheckout", query: search });
    shop.calls.length = 0;
    expect(await shop.dispatch({ _tag: "FinaliseCheckout", query: search })).toMatchObject({
      value: "placed",
    });
    expect(shop.names()).toEqual([]);
    expect(tags(shop).filter((t) => t === "OrderPlaced")).toHaveLength(1);
  });

  it("[issue 16 #10] the placement's answer lost after the server placed the order: sent again, the same order is confirmed", async () => {
    let lost = 0;
    const shop = await placed("payment-at-the-door", {
      // The server places the order; its answer never reaches the browser (status 0), once.
      wrap: (port) => ({
        call: (call, input) =>
          call.name === "checkout.place" && lost++ === 0
            ? port
                .call(placeOrder, input as never)
                .pipe(
                  Effect.flatMap(() =>
                    Effect.fail(new ApiError({ call: call.name, status: 0, message: "connection reset" })),
                  ),
                )
            : port.call(call, input),
      }),
    });
    const search = shop.store.getState().navigation.location.search;
    expect(await shop.dispatch({ _tag: "FinaliseCheckout", query: search })).toMatchObject({
      value: "placed",
    });
    expect(shop.names()).toEqual(["checkout.place", "checkout.place"]);
    const s = shop.store.getState();
    expect(s.navigation.location.route).toBe("checkoutConfirmation");
    expect(query(s.navigation.location.search).orderNumber).toBe(s.checkout.order?.orderNumber);
    expect(s.checkout.finalisationUnclear).toBe(false);
  });

  it("[issue 16 #10] a placement that never gets a clear answer keeps the shopper on the payment return with a retry, not on an empty cart", async () => {
    let down = true;
    let tries = 0;
    const shop = await placed("payment-at-the-door", {
      wrap: (port) => ({
        call: (call, input) =>
          call.name === "checkout.place" && down
            ? Effect.sync(() => tries++).pipe(
                Effect.flatMap(() =>
                  Effect.fail(new ApiError({ call: call.name, status: 503, message: "HTTP 503" })),
                ),
              )
            : port.call(call, input),
      }),
    });
    const search = shop.store.getState().navigation.location.search;
    expect(await shop.dispatch({ _tag: "FinaliseCheckout", query: search })).toMatchObject({
      value: "unclear",
    });
    // Sent again a few times; the cart is not read again (it would be the next, empty one).
    expect(tries).toBe(4);
    expect(shop.names()).toEqual([]);
    const s = shop.store.getState();
    expect(s.navigation.location).toMatchObject({ route: "paymentReturn", search });
    expect(s.checkout).toMatchObject({ finalising: false, finalisationUnclear: true, failure: null });
    expect(s.cart.cart?.cartStatus).toBe("FINALIZED");
    down = false;
    expect(await shop.dispatch({ _tag: "FinaliseCheckout", query: search })).toMatchObject({
      value: "placed",
    });
    expect(shop.store.getState().checkout.finalisationUnclear).toBe(false);
  });

  it("[doc2 §2] id, paymentId or hostedCheckoutId name the checkout", async () => {
    for (const key of ["paymentId", "hostedCheckoutId"]) {
      const shop = await placed("credit-cards");
      const cartId = shop.store.getState().cart.cart?.id ?? "";
      const paymentId = await pay(shop, cartId, "approved");
      await shop.dispatch({
        _tag: "Navigate",
        to: `/kasse-return?methodKey=credit-cards&brandName=VISA&initiator=REDIRECT&methodType=ONE_TIER&${key}=${paymentId}`,
      });
      shop.calls.length = 0;
      await shop.dispatch({
        _tag: "FinaliseCheckout",
        query: shop.store.getState().navigation.location.search,
      });
      expect(shop.calls[0]?.input).toMatchObject({
        body: { checkoutId: paymentId, paymentMethodKey: "credit-cards", paymentBrandName: "VISA" },
      });
      expect(shop.store.getState().navigation.location.route).toBe("checkoutConfirmation");
    }
  });

  it("[doc2 §4 §8] a declined payment returns to checkout with paymentError; the cart is refetched and kept for another attempt (given back OPEN by the provider)", async () => {
    const shop = await placed("credit-cards");
    const cartId = shop.store.getState().cart.cart?.id ?? "";
    const paymentId = await pay(shop, cartId, "declined");
    await shop.dispatch({
      _tag: "Navigate",
      to: `/kasse-return?methodKey=credit-cards&brandName=CREDIT_CARD&initiator=REDIRECT&methodType=ONE_TIER&type=online&paymentId=${paymentId}`,
    });
    shop.calls.length = 0;
    const out = await shop.dispatch({
      _tag: "FinaliseCheckout",
      query: shop.store.getState().navigation.location.search,
    });
    expect(out).toMatchObject({ value: "declined" });
    expect(shop.names()).toEqual(["checkout.place", "carts.get"]);
    const s = shop.store.getState();
    expect(s.navigation.location).toMatchObject({
      route: "checkout",
      search: "?paymentError=payment_declined",
    });
    expect(s.checkout).toMatchObject({
      finalising: false,
      failure: { code: "payment_declined", initiator: "REDIRECT" },
    });
    // Not reset: the same cart with its lines, which the provider's decline gave back OPEN.
    expect(s.cart.cart).toMatchObject({
      id: cartId,
      cartStatus: "OPEN",
      productLineItems: [{ quantity: enoughJuice.quantity }],
    });
    expect(tags(shop)).not.toContain("CartCleared");
  });

  it("[doc2 §4] after a declined payment, place order finalizes the same cart again and pays it at the provider", async () => {
    const shop = await placed("credit-cards");
    const cartId = shop.store.getState().cart.cart?.id ?? "";
    const declined = await pay(shop, cartId, "declined");
    await shop.dispatch({
      _tag: "Navigate",
      to: `/kasse-return?methodKey=credit-cards&initiator=REDIRECT&paymentId=${declined}`,
    });
    await shop.dispatch({
      _tag: "FinaliseCheckout",
      query: shop.store.getState().navigation.location.search,
    });
    shop.calls.length = 0;
    expect(await shop.dispatch(place)).toMatchObject({ value: "redirected" });
    expect(shop.names()).toEqual(["carts.billingAddress", "carts.finalize"]);
    expect(shop.navigation.left).toHaveLength(2);
    expect(new URL(shop.navigation.left[1] ?? "", "http://shop.test").searchParams.get("checkoutId")).toBe(
      cartId,
    );
  });

  it("[doc2 §4] after a payment left pending, place order pays the same finalized cart again at the provider", async () => {
    const shop = await placed("credit-cards");
    const cartId = shop.store.getState().cart.cart?.id ?? "";
    const pending = await pay(shop, cartId, "pending");
    await shop.dispatch({
      _tag: "Navigate",
      to: `/kasse-return?methodKey=credit-cards&initiator=REDIRECT&paymentId=${pending}`,
    });
    await shop.dispatch({
      _tag: "FinaliseCheckout",
      query: shop.store.getState().navigation.location.search,
    });
    expect(shop.store.getState().cart.cart).toMatchObject({ id: cartId, cartStatus: "FINALIZED" });
    shop.calls.length = 0;
    expect(await shop.dispatch(place)).toMatchObject({ value: "redirected" });
    expect(shop.names()).toEqual([]);
    expect(shop.navigation.left).toHaveLength(2);
    expect(new URL(shop.navigation.left[1] ?? "", "http://shop.test").searchParams.get("checkoutId")).toBe(
      cartId,
    );
  });

  it("[doc2 §4 §8] payment initiator UNKNOWN: the cart is reloaded as a whole", async () => {
    const shop = await placed("credit-cards");
    const cartId = shop.store.getState().cart.cart?.id ?? "";
    const pending = await pay(shop, cartId, "pending");
    await shop.dispatch({
      _tag: "Navigate",
      to: `/kasse-return?methodKey=credit-cards&initiator=UNKNOWN&paymentId=${pending}`,
    });
    shop.calls.length = 0;
    expect(
      await shop.dispatch({
        _tag: "FinaliseCheckout",
        query: shop.store.getState().navigation.location.search,
      }),
    ).toMatchObject({ value: "failed" });
    expect(shop.names()).toEqual(["checkout.place", "carts.get"]);
    expect(tags(shop)).toContain("CartLoadStarted");
    expect(shop.store.getState().navigation.location.search).toBe("?paymentError=payment_pending");
  });

  it("[doc2 §8] any other failure returns to checkout with paymentError=generalError", async () => {
    const shop = await placed();
    const search = shop.store.getState().navigation.location.search.replace(/id=[^&]+/, "id=nope");
    expect(await shop.dispatch({ _tag: "FinaliseCheckout", query: search })).toMatchObject({
      value: "failed",
    });
    expect(shop.store.getState().navigation.location.search).toBe("?paymentError=generalError");
  });

  it("[doc2 §2] a payment-return query with finalized=true goes on to the confirmation", async () => {
    const shop = await checkoutShop();
    await shop.dispatch({ _tag: "Navigate", to: "/kasse-return?finalized=true&orderNumber=4000000009" });
    const s = shop.store.getState();
    expect(s.navigation.location).toMatchObject({
      route: "checkoutConfirmation",
      search: "?finalized=true&orderNumber=4000000009",
    });
  });

  it("[doc2 §4 §8] code 3: the payment return places the order with the cart's id and method, initiator UNKNOWN", async () => {
    const shop = await atCheckout("payment-at-the-door");
    await shop.server.setCartStatus("FINALIZED");
    await shop.dispatch({ _tag: "AddItem", sku: juice.sku, quantity: 2 });
    const s0 = shop.store.getState();
    expect(s0.navigation.location.route).toBe("paymentReturn");
    shop.calls.length = 0;
    await shop.dispatch({ _tag: "FinaliseCheckout", query: s0.navigation.location.search });
    expect(shop.names()).toEqual(["checkout.place"]);
    expect(shop.calls[0]?.input).toMatchObject({
      body: {
        paymentMethodKey: "payment-at-the-door",
        paymentInitiator: "UNKNOWN",
        paymentMethodType: "UNKNOWN",
      },
    });
    expect(shop.store.getState().navigation.location.route).toBe("checkoutConfirmation");
  });

  it("[doc2 §4] FINALIZED and the shopper leaves the payment-return route for checkout: cart read again, back to the payment return", async () => {
    const shop = await placed();
    const search = shop.store.getState().navigation.location.search;
    await shop.dispatch({ _tag: "Navigate", to: "/kasse", history: "none" });
    const s = shop.store.getState();
    expect(s.navigation.location).toMatchObject({ route: "paymentReturn", search });
    expect(shop.names()).toEqual(["carts.get"]);
    expect(tags(shop)).toContain("CartCleared");
    expect(s.cart.cart?.cartStatus).toBe("FINALIZED");
  });
});

describe("order confirmation (document 2 §2)", () => {
  it("[doc2 §2] after a reload the confirmation reads its order by the orderNumber query", async () => {
    const shop = await placed();
    await shop.dispatch({
      _tag: "FinaliseCheckout",
      query: shop.store.getState().navigation.location.search,
    });
    const order = shop.store.getState().checkout.order;
    expect(order).not.toBeNull();
    // A new page load in the same browser: a fresh app at the confirmation's URL.
    const again = await checkoutShop({
      start: `/kasse-ok?finalized=true&orderNumber=${order?.orderNumber}`,
      jar: shop.jar,
      address: null,
      lines: [],
    });
    const read = again.log
      .entries()
      .flatMap((e) => (e.kind === "port" && e.port === "api" ? [(e.request as [string])[0]] : []));
    expect(read.filter((n) => n === "orders.get")).toHaveLength(1);
    expect(again.store.getState().checkout.order).toEqual(order);
  });

  it("[doc2 §2] an unknown order number is not found", async () => {
    const shop = await checkoutShop({ start: "/kasse-ok?finalized=true&orderNumber=4099999999" });
    expect(shop.store.getState().checkout.orderLookup).toEqual({
      orderNumber: "4099999999",
      status: "notFound",
    });
    const bad = await checkoutShop({ start: "/kasse-ok?orderNumber=%3Cscript%3E" });
    expect(bad.store.getState().checkout.orderLookup).toMatchObject({ status: "notFound" });
  });
});

describe("focused checkout (document 1 §2)", () => {
  it("[doc1 §2] arriving at the checkout closes the product slide-in and the side cart", async () => {
    const shop = await checkoutShop();
    await shop.dispatch({ _tag: "AddItem", sku: juice.sku, quantity: 2 });
    await shop.dispatch({ _tag: "ToggleSideCart", open: true });
    expect(shop.store.getState().cart).toMatchObject({ sideCartOpen: true, lastAdd: { sku: juice.sku } });
    await shop.dispatch({ _tag: "Navigate", to: "/kasse" });
    expect(shop.store.getState().cart).toMatchObject({ sideCartOpen: false, lastAdd: null });
  });
});
