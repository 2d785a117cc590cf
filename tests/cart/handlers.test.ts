import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../domain/api/errors";
import { selectCartCount } from "../../domain/cart/count";
import { selectLimitNotices, selectSortedLines, selectValidationGroups } from "../../domain/cart/selectors";
import { translate } from "../../domain/tenant/messages";
import { demoOrderConfig, demoVouchers } from "../../server/seed/checkout";
import { annaLogin, firstStore } from "../support/seeded-catalogue";
import {
  alwaysVouchers,
  apples,
  cartShop,
  eventTags,
  inArea,
  juice,
  lines,
  outsideArea,
  type Wrap,
  water,
} from "./support";

const firstDeliveryVoucher = demoVouchers.find(
  (v) =>
    v.ecommerceAutomaticRedemption?.startsWith("First orders") &&
    v.ecommerceLimitAutomaticRedemptionToServiceTypes.includes("Delivery"),
)?.articleId;

const fail = (status: number, code?: string) => () =>
  Effect.fail(new ApiError({ call: "x", status, message: `HTTP ${status}`, ...(code ? { code } : {}) }));

describe("loading the cart", () => {
  it("[doc2 §4] the cart loads once the app has started: LoadCart runs as the reaction to BootCompleted, its cause in the log", async () => {
    const shop = await cartShop();
    const entries = shop.log.entries();
    const load = entries.find((e) => e.kind === "command" && e.command._tag === "LoadCart");
    const boot = entries.find((e) => e.kind === "event" && e.event._tag === "BootCompleted");
    expect(load?.kind === "command" ? load.cause : undefined).toEqual({
      commandId: boot?.commandId,
      seq: boot?.seq,
      event: "BootCompleted",
    });
    expect(entries.filter((e) => e.kind === "command" && e.command._tag === "LoadCart")).toHaveLength(1);
    expect(shop.store.getState().cart.status).toBe("ready");
  });

  it("[doc2 §4] LoadCart loads order config, vouchers and the cart, validates the new cart id, adds Always vouchers", async () => {
    const shop = await cartShop({ load: false, address: inArea });
    const out = await shop.dispatch({ _tag: "LoadCart" });
    expect(out).toMatchObject({ ok: true, value: "loaded" });
    const always = alwaysVouchers("Delivery");
    expect(always.length).toBeGreaterThan(0);
    expect(shop.names()).toEqual([
      "orderConfig",
      "content.generalVouchers",
      "carts.get",
      ...always.map(() => "carts.addItem"),
      "carts.validation",
      // A delivery without a window answers 008: the earliest window is fetched (doc2 §4).
      "capacity.earliestWindow",
      "capacity.windows",
    ]);
    const s = shop.store.getState().cart;
    expect(s.status).toBe("ready");
    expect(s.cart?.voucherLineItems.map((v) => v.articleId)).toEqual(always);
    expect(s.validation.cartId).toBe(s.cart?.id);
    // A second load: config and vouchers are kept, the voucher is not added again, no validation (same id).
    shop.calls.length = 0;
    await shop.dispatch({ _tag: "LoadCart" });
    expect(shop.names()).toEqual(["carts.get"]);
  });

  it("[doc2 §8] a cart fetch 404 clears the cart", async () => {
    const shop = await cartShop({ load: false, overrides: { "carts.get": fail(404) } });
    expect(await shop.dispatch({ _tag: "LoadCart" })).toMatchObject({ value: "cleared" });
    expect(eventTags(shop)).toContain("CartCleared");
    expect(shop.store.getState().cart.cart).toBeNull();
  });
});

describe("service selection prompt (document 2 §4)", () => {
  it("[doc2 §4] an add without a distribution address with a street prompts and holds the add", async () => {
    const shop = await cartShop();
    const out = await shop.dispatch({
      _tag: "AddItem",
      sku: water.sku,
      quantity: 1,
      source: { list: "start" },
    });
    expect(out).toMatchObject({ ok: true, value: "awaitingserviceselection" });
    expect(shop.names()).toEqual([]);
    expect(shop.store.getState().cart.prompt).toEqual({
      reason: "required",
      pending: { sku: water.sku, quantity: 1, source: { list: "start" } },
    });
  });

  it("[doc2 §4] aborting the service selection rejects the pending add", async () => {
    const shop = await cartShop();
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    const out = await shop.dispatch({ _tag: "AbortServiceSelection" });
    expect(out).toMatchObject({ ok: true, value: "abortedserviceselection" });
    const s = shop.store.getState().cart;
    expect(s.prompt).toBeNull();
    expect(s.lastAdd).toMatchObject({ sku: water.sku, outcome: "abortedserviceselection" });
    expect(
      shop.log.entries().find((e) => e.kind === "event" && e.event._tag === "AddRejected"),
    ).toMatchObject({
      event: { reason: "abortedserviceselection", message: "aborted service selection prompt" },
    });
    expect(lines(s.cart)).toEqual({});
    expect(shop.names()).toEqual([]);
  });

  it("[doc2 §4] selecting delivery performs the pending add and loads the earliest window", async () => {
    const shop = await cartShop();
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 2 });
    const out = await shop.dispatch({ _tag: "SelectDelivery", address: inArea });
    expect(out).toMatchObject({ ok: true, value: "added" });
    const s = shop.store.getState().cart;
    expect(s.prompt).toBeNull();
    expect(lines(s.cart)).toEqual({ [water.sku]: 2 });
    expect(s.cart?.distributionAddress).toMatchObject({
      distributionType: "DELIVERY",
      deliveryAreaNumber: "A1",
    });
    expect(s.windows.status).toBe("ready");
    expect(s.windows.earliest?.appointableId).toBe("A1");
    expect(s.lastAdd).toMatchObject({ sku: water.sku, outcome: "added" });
    expect(shop.addedSkus().filter((sku) => sku === water.sku)).toHaveLength(1);
  });

  it("[doc2 §4 §8] an address outside the delivery area keeps the prompt open with the 132 message (grouped with the delivery's missing contact, 006 and 007)", async () => {
    const shop = await cartShop();
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    const out = await shop.dispatch({
      _tag: "SelectDelivery",
      address: outsideArea,
    });
    expect(out).toMatchObject({ value: "invalidservice" });
    const s = shop.store.getState();
    expect(s.cart.prompt?.pending?.sku).toBe(water.sku);
    expect(s.notifications.items.map((n) => n.key)).toContain("cart.validation.132");
    expect(selectValidationGroups(s).distributionLocation.map((e) => e.code)).toEqual(["132", "006", "007"]);
    expect(lines(s.cart.cart)).toEqual({});
  });

  it("[doc2 §4] click and collect at a store of LoadStores performs the pending add", async () => {
    const shop = await cartShop();
    await shop.dispatch({ _tag: "LoadStores" });
    await shop.dispatch({ _tag: "AddItem", sku: juice.sku, quantity: 2 });
    expect(await shop.dispatch({ _tag: "SelectClickAndCollect", storeId: "nope" })).toMatchObject({
      value: "unknownstore",
    });
    const out = await shop.dispatch({ _tag: "SelectClickAndCollect", storeId: firstStore.storeId });
    expect(out).toMatchObject({ value: "added" });
    const s = shop.store.getState();
    expect(s.cart.cart?.distributionAddress).toMatchObject({
      streetName: firstStore.streetName,
      storeId: firstStore.storeId,
    });
    expect(lines(s.cart.cart)).toEqual({ [juice.sku]: 2 });
  });

  it("[doc2 §4 §9] with a service the optional prompt reappears every serviceSelectionInterval (5) adds", async () => {
    const shop = await cartShop({ address: inArea });
    for (let i = 0; i < 4; i += 1) await shop.dispatch({ _tag: "AddItem", sku: apples.sku, quantity: 250 });
    expect(shop.store.getState().cart.prompt).toBeNull();
    await shop.dispatch({ _tag: "AddItem", sku: apples.sku, quantity: 250 });
    expect(shop.store.getState().cart.prompt).toEqual({ reason: "optional", pending: null });
    expect(await shop.dispatch({ _tag: "AbortServiceSelection" })).toMatchObject({
      value: "abortedserviceselection",
    });
    expect(lines(shop.store.getState().cart.cart)).toEqual({ [apples.sku]: 5 * 250 });
  });

  it("[doc2 §7] a short address query gives no predictions and makes no call", async () => {
    const shop = await cartShop();
    expect(await shop.dispatch({ _tag: "SearchAddress", query: " H " })).toMatchObject({ value: "empty" });
    expect(shop.names()).toEqual([]);
    expect(shop.store.getState().cart.addressSearch).toEqual({ query: " H ", predictions: [] });
  });
});

describe("add to cart (document 2 §4)", () => {
  it("[doc2 §4] adding an existing item increases it, capped at maxQuantity; at the max no call is made", async () => {
    const shop = await cartShop({ address: inArea });
    expect(await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 3 })).toMatchObject({
      value: "added",
    });
    expect(await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 3 })).toMatchObject({
      value: "capped",
    });
    const sent = shop.calls
      .filter((c) => c.name === "carts.addItem")
      .map((c) => (c.input as { body: unknown }).body);
    expect(sent).toEqual([
      { sku: water.sku, quantity: 3 },
      { sku: water.sku, quantity: 2 },
    ]);
    shop.calls.length = 0;
    expect(await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 })).toMatchObject({
      value: "maxquantityreached",
    });
    expect(shop.names()).toEqual([]);
    expect(shop.store.getState().cart.lastAdd).toMatchObject({ outcome: "maxquantityreached" });
    expect(lines(shop.store.getState().cart.cart)).toEqual({ [water.sku]: 5 });
  });

  it("[doc1 §2] the cart badge counts an add as soon as it is sent; the answer or a failure settles it", async () => {
    let seenWhileSending: number | null = null;
    let seenAfterFailure: number | null = null;
    let failNext = false;
    const shop = await cartShop({
      address: inArea,
      wrap: (port) => ({
        call: (call, input) =>
          call.name === "carts.addItem"
            ? Effect.suspend(() => {
                seenWhileSending = selectCartCount(shop.store.getState());
                if (failNext)
                  return Effect.fail(new ApiError({ call: call.name, status: 503, message: "down" }));
                return port.call(call, input);
              })
            : port.call(call, input),
      }),
    });
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 2 });
    expect(seenWhileSending).toBe(2);
    expect(selectCartCount(shop.store.getState())).toBe(2);
    failNext = true;
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(seenWhileSending).toBe(3);
    seenAfterFailure = selectCartCount(shop.store.getState());
    expect(seenAfterFailure).toBe(2);
    expect(shop.store.getState().cart.pendingAdd).toBeNull();
  });

  it("[doc2 §9] line operations carry the store id of the current service", async () => {
    const shop = await cartShop({ address: inArea });
    const storeId = shop.store.getState().cart.cart?.distributionAddress?.storeId;
    expect(storeId).toBe(firstStore.storeId);
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(shop.calls.find((c) => c.name === "carts.addItem")?.input).toMatchObject({
      query: { storeId },
    });
  });

  it("[doc2 §7] bulk add reports what was not added or only partly", async () => {
    const shop = await cartShop({ address: inArea });
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 5 });
    const out = await shop.dispatch({
      _tag: "AddItems",
      items: [
        { sku: water.sku, quantity: 1 },
        { sku: juice.sku, quantity: juice.maxQuantity + 1 },
        { sku: "9999", quantity: 1 },
      ],
    });
    expect(out).toMatchObject({ value: "partial" });
    const bulk = shop.log.entries().find((e) => e.kind === "event" && e.event._tag === "ItemsBulkAdded");
    expect(bulk).toMatchObject({
      event: {
        notAdded: [
          { sku: water.sku, reason: "maxQuantityReached" },
          { sku: juice.sku, reason: "capped", addedQuantity: juice.maxQuantity },
          { sku: "9999", reason: "notFound" },
        ],
      },
    });
  });

  it("[doc2 §4] SetItemQuantity sets, caps and 0 removes; RemoveItems without ids is rejected", async () => {
    const shop = await cartShop({ address: inArea });
    await shop.dispatch({ _tag: "AddItem", sku: juice.sku, quantity: 2 });
    const id = shop.store.getState().cart.cart?.productLineItems[0]?.lineItemId ?? "";
    expect(
      await shop.dispatch({ _tag: "SetItemQuantity", lineItemId: id, quantity: juice.maxQuantity + 5 }),
    ).toMatchObject({ value: "capped" });
    expect(lines(shop.store.getState().cart.cart)).toEqual({ [juice.sku]: juice.maxQuantity });
    expect(await shop.dispatch({ _tag: "SetItemQuantity", lineItemId: id, quantity: 0 })).toMatchObject({
      value: "removed",
    });
    expect(lines(shop.store.getState().cart.cart)).toEqual({});
    const rejected = await shop.dispatch({ _tag: "RemoveItems", lineItemIds: [] });
    expect(rejected).toMatchObject({
      ok: false,
      error: { message: "Cart Items removeProductLineItems: missing lineItemIds" },
    });
  });

  it("[doc2 §4] RemoveAllItems empties the cart; the Always voucher comes back in the same command", async () => {
    const shop = await cartShop({ address: inArea });
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 2 });
    await shop.dispatch({ _tag: "RemoveAllItems" });
    const cart = shop.store.getState().cart.cart;
    expect(lines(cart)).toEqual({});
    expect(cart?.voucherLineItems.map((v) => v.articleId)).toEqual(alwaysVouchers("Delivery"));
  });

  it("[doc2 §4] sort options sort the lines client-side; the badge counts a weight line once", async () => {
    const shop = await cartShop({ address: inArea });
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 2 });
    await shop.dispatch({ _tag: "AddItem", sku: apples.sku, quantity: 500 });
    await shop.dispatch({ _tag: "AddItem", sku: juice.sku, quantity: 2 });
    const skus = () => selectSortedLines(shop.store.getState()).map((l) => l.articleId);
    // Newest first.
    expect(skus()).toEqual([juice.sku, apples.sku, water.sku]);
    await shop.dispatch({ _tag: "SortCart", by: "alphabetically" });
    // "Äpfel …" sorts with A, before "Mineralwasser …" and "Orangensaft …".
    expect([apples.name[0], water.name[0], juice.name[0]]).toEqual(["Ä", "M", "O"]);
    expect(skus()).toEqual([apples.sku, water.sku, juice.sku]);
    await shop.dispatch({ _tag: "SortCart", by: "unitprice" });
    const prices = selectSortedLines(shop.store.getState()).map((l) => l.perPiecePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBe(3);
    await shop.dispatch({ _tag: "SortCart", by: "category" });
    // getraenke (mineralwasser before saefte), then obst-gemuese.
    expect(skus()).toEqual([water.sku, juice.sku, apples.sku]);
    expect(selectCartCount(shop.store.getState())).toBe(2 + 1 + 2);
  });
});

describe("vouchers and discount codes (document 2 §4)", () => {
  it("[doc2 §4] a first-order voucher is added for a first delivery order and removed for click and collect", async () => {
    expect(firstDeliveryVoucher).toBeDefined();
    // Guest: not eligible.
    const guest = await cartShop({ address: inArea });
    await guest.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(guest.store.getState().cart.cart?.voucherLineItems.map((v) => v.articleId)).not.toContain(
      firstDeliveryVoucher,
    );
    // Anna (seeded) has not ordered yet: her first delivery order gets it.
    const shop = await cartShop({ address: inArea, login: annaLogin });
    const vouchers = () => shop.store.getState().cart.cart?.voucherLineItems.map((v) => v.articleId);
    expect(shop.store.getState().session.customer?.firstOrderDelivery).toBe(true);
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(vouchers()).toContain(firstDeliveryVoucher);
    await shop.dispatch({ _tag: "LoadStores" });
    await shop.dispatch({ _tag: "SelectClickAndCollect", storeId: firstStore.storeId });
    expect(vouchers()).not.toContain(firstDeliveryVoucher);
  });

  it("[doc2 §8] a blank code is rejected without a call; an unknown one with the invalid message", async () => {
    // The seeded codes (README): WILLKOMMEN10 is valid, ABGELAUFEN expired.
    const shop = await cartShop({ address: inArea });
    expect(await shop.dispatch({ _tag: "ApplyDiscountCode", code: "  " })).toMatchObject({
      value: "rejected",
    });
    expect(shop.store.getState().cart.discountCodeError).toEqual({
      code: "  ",
      message: "code must not be null or empty",
    });
    expect(shop.names()).toEqual([]);
    expect(await shop.dispatch({ _tag: "ApplyDiscountCode", code: "nix" })).toMatchObject({
      value: "rejected",
    });
    expect(shop.store.getState().cart.discountCodeError).toEqual({
      code: "nix",
      message: "Der Rabattcode „nix“ ist ungültig.",
    });
    expect(await shop.dispatch({ _tag: "ApplyDiscountCode", code: "willkommen10" })).toMatchObject({
      value: "applied",
    });
    expect(shop.store.getState().cart.discountCodeError).toBeNull();
    expect(await shop.dispatch({ _tag: "RemoveDiscountCode", code: "Willkommen10" })).toMatchObject({
      value: "removed",
    });
    expect(shop.store.getState().cart.cart?.discountCodes).toEqual([]);
  });

  it("[doc2 §8] an expired code (223) is refused once with one message and not kept on the cart", async () => {
    const shop = await cartShop({ address: inArea });
    expect(await shop.dispatch({ _tag: "ApplyDiscountCode", code: "abgelaufen" })).toMatchObject({
      value: "expired",
    });
    const s = shop.store.getState();
    expect(s.cart.cart?.discountCodes).toEqual([]);
    expect(s.cart.discountCodeError).toEqual({
      code: "abgelaufen",
      message: translate(s.tenant.messages, "cart.discountCode.state.expired"),
    });
    expect(selectValidationGroups(s).discountCode).toEqual([]);
    expect(s.notifications.items).toEqual([]);
  });
});

describe("validation and cart status (document 2 §4)", () => {
  it("[doc2 §4] a validation 404 or 400 resets the cart and loads an empty one", async () => {
    for (const status of [404, 400]) {
      const shop = await cartShop({ address: inArea, overrides: { "carts.validation": fail(status) } });
      expect(await shop.dispatch({ _tag: "ValidateCart", reason: "request" })).toMatchObject({
        value: "reset",
      });
      expect(eventTags(shop)).toContain("CartCleared");
      expect(shop.store.getState().cart.cart).not.toBeNull();
      expect(shop.names()).toEqual(["carts.validation", "carts.get"]);
    }
  });

  it("[doc2 §4] delivery-window errors refetch the earliest window", async () => {
    const shop = await cartShop({ address: inArea });
    const out = await shop.dispatch({ _tag: "ValidateCart", reason: "request" });
    expect(out).toMatchObject({ value: "invalid" });
    expect(shop.names()).toEqual(["carts.validation", "capacity.earliestWindow", "capacity.windows"]);
    expect(shop.store.getState().cart.windows.earliest).not.toBeNull();
  });

  it("[doc2 §4] the poll skips the checkout route", async () => {
    const shop = await cartShop({ address: inArea });
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    await shop.dispatch({ _tag: "Navigate", to: "/kasse" });
    expect(shop.store.getState().navigation.location.route).toBe("checkout");
    shop.calls.length = 0;
    expect(await shop.dispatch({ _tag: "ValidateCart", reason: "poll" })).toMatchObject({ value: "skipped" });
    expect(shop.names()).toEqual([]);
  });

  it("[doc2 §4] a FINALIZED cart on the checkout route is reset", async () => {
    const shop = await cartShop({ address: inArea });
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    await shop.dispatch({ _tag: "Navigate", to: "/kasse" });
    await shop.server.setCartStatus("FINALIZED");
    await shop.dispatch({ _tag: "LoadCart" });
    expect(eventTags(shop)).toContain("CartCleared");
    expect(shop.names()).toContain("carts.reset");
    expect(shop.store.getState().cart.cart?.cartStatus).toBe("OPEN");
  });

  it("[doc2 §4 §8] cart API error code 3 sends the shopper to the payment-return route", async () => {
    const shop = await cartShop({ address: inArea });
    await shop.server.setCartStatus("FINALIZED");
    const out = await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(out).toMatchObject({ value: "addproductaborted" });
    const s = shop.store.getState();
    expect(s.navigation.location).toMatchObject({ route: "paymentReturn", path: "/kasse-return" });
    // The payment's fate is not known here: initiator UNKNOWN; the route reads the method from the cart.
    expect(Object.fromEntries(new URLSearchParams(s.navigation.location.search))).toEqual({
      id: s.cart.cart?.id,
      initiator: "UNKNOWN",
      methodType: "UNKNOWN",
    });
    expect(s.notifications.items.map((n) => n.key)).toContain("cart.finalized");
  });
});

/** The API with one call answering 503 while `down()` holds. */
const unavailableWhile =
  (name: string, down: () => boolean): Wrap =>
  (port) => ({
    call: (call, input) =>
      call.name === name && down()
        ? Effect.fail(new ApiError({ call: call.name, status: 503, message: "HTTP 503" }))
        : port.call(call, input),
  });

describe("failures (document 2 §4: none lost, none applied twice)", () => {
  it("a 503 leaves the last good cart, records the failure and tells the shopper; the add is rejected", async () => {
    let failNext = false;
    const shop = await cartShop({
      address: inArea,
      wrap: unavailableWhile("carts.addItem", () => failNext),
    });
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    failNext = true;
    const out = await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(out).toMatchObject({ ok: true, value: "addproductaborted" });
    const s = shop.store.getState();
    expect(lines(s.cart.cart)).toEqual({ [water.sku]: 1 });
    expect(s.cart.error).toMatchObject({ status: 503 });
    expect(s.notifications.items.map((n) => n.key)).toContain("cart.operationFailed");
    expect(eventTags(shop)).toContain("CartOperationFailed");
    expect(lines(await shop.server.cart())).toEqual({ [water.sku]: 1 });
  });

  it("[issue 16 #10] an add answered 500, then one answered 429: each tells the shopper to try again long enough to read it, and the next add goes through", async () => {
    const faults: number[] = [];
    const shop = await cartShop({
      address: inArea,
      wrap: (port) => ({
        call: (call, input) => {
          const status = call.name === "carts.addItem" ? faults.shift() : undefined;
          return status === undefined
            ? port.call(call, input)
            : Effect.fail(new ApiError({ call: call.name, status, message: `HTTP ${status}` }));
        },
      }),
    });
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    faults.push(500, 429);
    for (const _ of [500, 429]) {
      expect(await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 })).toMatchObject({
        value: "addproductaborted",
      });
      const notice = shop.store.getState().notifications.items.at(-1);
      expect(notice).toMatchObject({ key: "cart.operationFailed", type: "error" });
      expect(notice?.message).toMatch(/Bitte versuchen Sie es erneut/);
      expect(notice?.duration).toBeGreaterThanOrEqual(8000);
    }
    expect(await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 })).toMatchObject({
      value: "added",
    });
    expect(lines(shop.store.getState().cart.cart)).toEqual({ [water.sku]: 2 });
    expect(lines(await shop.server.cart())).toEqual({ [water.sku]: 2 });
  });

  it("[issue 16 #10] an order config that failed to load is read again after the next change: the minimum order value notice appears", async () => {
    let down = true;
    const shop = await cartShop({
      address: inArea,
      wrap: unavailableWhile("orderConfig", () => down),
    });
    expect(shop.store.getState().cart.orderConfig).toBeNull();
    down = false;
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(shop.store.getState().cart.orderConfig).not.toBeNull();
    expect(selectLimitNotices(shop.store.getState()).minValueMissing).toBeGreaterThan(0);
  });

  it("[doc2 §2, §5] an empty cart shows no minimum-order notice; one article under the minimum shows the missing amount", async () => {
    const shop = await cartShop({ address: inArea });
    expect(shop.store.getState().cart.orderConfig).not.toBeNull();
    expect(shop.store.getState().cart.cart?.productLineItems).toHaveLength(0);
    expect(selectLimitNotices(shop.store.getState()).minValueMissing).toBe(0);
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(selectLimitNotices(shop.store.getState()).minValueMissing).toBeGreaterThan(0);
  });

  it("[doc2 §2, §8] the cart page's request shows the minimum order value even when the order config had not loaded yet", async () => {
    let down = true;
    const shop = await cartShop({
      address: inArea,
      wrap: unavailableWhile("orderConfig", () => down),
    });
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(shop.store.getState().cart.orderConfig).toBeNull();
    down = false;
    await shop.dispatch({ _tag: "ValidateCart", reason: "request" });
    const shown = shop.log
      .entries()
      .filter((e) => e.kind === "event" && e.event._tag === "NotificationShown")
      .map((e) =>
        e.kind === "event" && e.event._tag === "NotificationShown" ? e.event.notification.key : "",
      );
    expect(shown).toContain("cart.minOrderValue");
  });

  it("a lost answer is reconciled from the refetched cart: reported as added, sent once", async () => {
    let lose = false;
    const shop = await cartShop({
      address: inArea,
      wrap: (port) => ({
        call: (call, input) =>
          call.name === "carts.addItem" && lose
            ? port
                .call(call, input)
                .pipe(
                  Effect.flatMap(() =>
                    Effect.fail(new ApiError({ call: call.name, status: 0, message: "timeout" })),
                  ),
                )
            : port.call(call, input),
      }),
    });
    lose = true;
    const out = await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 2 });
    expect(out).toMatchObject({ value: "added" });
    expect(shop.names().filter((n) => n === "carts.addItem").length).toBeGreaterThanOrEqual(1);
    expect(lines(shop.store.getState().cart.cart)).toEqual({ [water.sku]: 2 });
    expect(lines(await shop.server.cart())).toEqual({ [water.sku]: 2 });
  });
});

describe("limit notifications (document 2 §2 §5)", () => {
  it("[doc2 §5] free service and max weight are announced when crossed, not on every change", async () => {
    // The server's value and weight after each step (a probe cart), and limits between them.
    const probe = await cartShop({ address: inArea });
    const totals = async () => {
      const c = await probe.server.cart();
      return { value: c.priceInfo.orderValue, weight: c.weight };
    };
    await probe.dispatch({ _tag: "AddItem", sku: apples.sku, quantity: apples.maxQuantity });
    const first = await totals();
    await probe.dispatch({ _tag: "AddItem", sku: water.sku, quantity: water.maxQuantity });
    const second = await totals();
    const between = (a: number, b: number) => Math.floor((a + b) / 2);
    const shop = await cartShop({
      address: inArea,
      orderConfig: {
        ...demoOrderConfig,
        freeOfChargeThresholdDelivery: between(first.value, second.value),
        maxOrderWeightDelivery: between(first.weight, second.weight),
        minOrderValueDelivery: Math.floor(first.value / 2),
      },
    });
    const shown = (key: string) =>
      shop.log
        .entries()
        .filter(
          (e) =>
            e.kind === "event" && e.event._tag === "NotificationShown" && e.event.notification.key === key,
        ).length;
    await shop.dispatch({ _tag: "AddItem", sku: apples.sku, quantity: apples.maxQuantity });
    expect(shown("cart.freeServiceReached")).toBe(0);
    expect(shown("cart.maxOrderWeightExceeded")).toBe(0);
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: water.maxQuantity });
    expect(shown("cart.freeServiceReached")).toBe(1);
    expect(shown("cart.maxOrderWeightExceeded")).toBe(1);
    expect(selectLimitNotices(shop.store.getState())).toMatchObject({
      maxWeightExceeded: between(first.weight, second.weight) / 1000,
      freeServiceReached: true,
    });
    await shop.dispatch({ _tag: "AddItem", sku: juice.sku, quantity: 2 });
    expect(shown("cart.freeServiceReached")).toBe(1);
    expect(shown("cart.maxOrderWeightExceeded")).toBe(1);
    expect(shown("cart.minOrderValueReached")).toBe(0);
    await shop.dispatch({ _tag: "ValidateCart", reason: "request" });
    expect(shown("cart.minOrderValueReached")).toBe(1);
  });
});
