import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { SavedAddress } from "../../domain/addresses/model";
import { ApiError } from "../../domain/api/errors";
import { anna } from "../support/fixtures";
import { annaLogin } from "../support/seeded-catalogue";
import { cartShop, eventTags, lines, water } from "./support";

/*
 * Document 2 §4: "Service selection prompt: required when the cart has no distribution address
 * with a street. If the saved primary address is complete, it is used automatically."
 */

const home: SavedAddress = {
  id: "adr-1",
  category: "delivery",
  primary: true,
  addressType: "PRIVATE",
  address: {
    firstName: "Anna",
    lastName: "Schmidt",
    streetName: "Ehrenstraße",
    streetNumber: "27",
    postalCode: "50667",
    city: "Köln",
    country: "Deutschland",
    countryCode: "DE",
  },
};
const billing: SavedAddress = { ...home, id: "adr-2", category: "billing", primary: false };

const ok = (value: unknown) => () => Effect.succeed(value);
const fail = (status: number) => () =>
  Effect.fail(new ApiError({ call: "x", status, message: `HTTP ${status}` }));

/** A logged-in customer (a real login) whose saved addresses the start-up fetched (the test's own). */
const customerShop = (
  addresses: ReadonlyArray<SavedAddress>,
  overrides: Record<string, (input: unknown) => Effect.Effect<unknown, unknown>> = {},
) =>
  cartShop({
    login: annaLogin,
    overrides: {
      "customers.get": ok(anna),
      "customers.addresses": ok(addresses),
      logs: ok({ stored: true }),
      ...overrides,
    },
  });

const prompted = (shop: Awaited<ReturnType<typeof cartShop>>) =>
  eventTags(shop).includes("ServiceSelectionPrompted");

describe("saved addresses at start-up (document 2 §1, §3)", () => {
  it("[doc2 §3] with the loggedIn cookie the saved addresses are fetched after the customer and kept in state", async () => {
    const shop = await customerShop([home, billing]);
    const startup = shop.log
      .entries()
      .flatMap((e) => (e.kind === "port" && e.port === "api" ? [(e.request as [string])[0]] : []));
    // Loaded by the addresses feature's reaction to CustomerLoaded, once.
    expect(startup.indexOf("customers.addresses")).toBeGreaterThan(startup.indexOf("customers.get"));
    expect(startup.filter((n) => n === "customers.addresses")).toHaveLength(1);
    expect(shop.store.getState().addresses.list).toEqual([home, billing]);
  });

  it("a guest's start-up fetches no saved addresses", async () => {
    const shop = await cartShop();
    const calls = shop.log.entries().flatMap((e) => (e.kind === "port" ? [JSON.stringify(e.request)] : []));
    expect(calls.filter((c) => c.includes("customers."))).toEqual([]);
    expect(shop.store.getState().addresses.list).toEqual([]);
  });

  it("a failed address fetch leaves the list empty, reports a client error and the shop starts", async () => {
    const shop = await customerShop([], { "customers.addresses": fail(503) });
    const s = shop.store.getState();
    expect(s.boot.status).toBe("success");
    expect(s.session.customer?.customerId).toBe(anna.customerId);
    expect(s.addresses.list).toEqual([]);
    const reported = shop.log
      .entries()
      .flatMap((e) =>
        e.kind === "event" && e.event._tag === "ClientErrorReported" ? [e.event.message] : [],
      );
    expect(reported).toEqual([expect.stringContaining("saved addresses not loaded")]);
  });

  it("[doc2 §1] a 401 on the address fetch clears the customer and the addresses; nothing is reported", async () => {
    const shop = await customerShop([], { "customers.addresses": fail(401) });
    const s = shop.store.getState();
    expect(s.boot.status).toBe("success");
    expect(s.session.customer).toBeNull();
    expect(s.addresses.list).toEqual([]);
    expect(eventTags(shop)).not.toContain("ClientErrorReported");
  });

  it("[doc2 §1] customer-bound: the saved addresses are cleared with the customer (a 401 on any call)", async () => {
    const shop = await customerShop([home], { "carts.get": fail(401) });
    expect(shop.store.getState().addresses.list).toEqual([]);
    expect(eventTags(shop)).toContain("CustomerCleared");
  });
});

describe("the saved address instead of the service prompt (document 2 §4)", () => {
  it("[doc2 §4] the complete primary saved address is used instead of the prompt", async () => {
    const shop = await customerShop([billing, home]);
    const out = await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 2 });
    expect(out).toMatchObject({ ok: true, value: "added" });
    expect(prompted(shop)).toBe(false);
    const s = shop.store.getState().cart;
    expect(s.prompt).toBeNull();
    expect(s.cart?.distributionAddress).toMatchObject({
      distributionType: "DELIVERY",
      streetName: "Ehrenstraße",
      streetNumber: "27",
      postalCode: "50667",
      deliveryAreaNumber: "A1",
    });
    expect(lines(s.cart)).toEqual({ [water.sku]: 2 });
    expect(s.lastAdd).toMatchObject({ sku: water.sku, outcome: "added" });
    expect(s.windows.status).toBe("ready");
    // The prompt's delivery path: set the address, check it (validation), then the add.
    const names = shop.names();
    expect(names.indexOf("carts.distributionAddress")).toBeLessThan(names.indexOf("carts.validation"));
    expect(names.indexOf("carts.validation")).toBeLessThan(names.indexOf("carts.addItem"));
    expect(shop.addedSkus().filter((sku) => sku === water.sku)).toHaveLength(1);
  });

  it("[doc2 §4] the complete primary saved address is used instead of the prompt: a combined address too", async () => {
    const shop = await customerShop([{ ...home, category: "combined" }]);
    expect(await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 })).toMatchObject({
      value: "added",
    });
    expect(prompted(shop)).toBe(false);
  });

  it("[doc2 §4] an incomplete primary saved address (no street number) does not stand in: the prompt is required", async () => {
    const incomplete: SavedAddress = {
      ...home,
      category: "combined",
      address: { ...home.address, streetNumber: undefined },
    };
    const shop = await customerShop([incomplete, { ...home, id: "adr-3", primary: false }]);
    const out = await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(out).toMatchObject({ value: "awaitingserviceselection" });
    expect(shop.store.getState().cart.prompt).toEqual({
      reason: "required",
      pending: { sku: water.sku, quantity: 1 },
    });
    expect(shop.names()).toEqual([]);
  });

  it("[doc2 §4] a primary billing address does not stand in: the prompt is required", async () => {
    const shop = await customerShop([{ ...home, category: "billing" }]);
    expect(await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 })).toMatchObject({
      value: "awaitingserviceselection",
    });
  });

  it("[doc2 §4] a guest is prompted", async () => {
    const shop = await cartShop();
    expect(await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 })).toMatchObject({
      value: "awaitingserviceselection",
    });
    expect(shop.store.getState().cart.prompt?.reason).toBe("required");
    expect(shop.names()).toEqual([]);
  });

  it("[doc2 §4] a saved address outside the delivery area falls back to the prompt, which holds the add", async () => {
    const shop = await customerShop([{ ...home, address: { ...home.address, postalCode: "99999" } }]);
    const out = await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(out).toMatchObject({ value: "awaitingserviceselection" });
    const s = shop.store.getState();
    expect(s.cart.prompt).toEqual({ reason: "required", pending: { sku: water.sku, quantity: 1 } });
    expect(s.notifications.items.map((n) => n.key)).toContain("cart.validation.132");
    expect(lines(s.cart.cart)).toEqual({});
    expect(shop.names()).not.toContain("carts.addItem");
    // The shopper answers the prompt as always: the held add goes through.
    expect(
      await shop.dispatch({
        _tag: "SelectDelivery",
        address: { ...home.address, distributionType: "DELIVERY" },
      }),
    ).toMatchObject({ value: "added" });
    expect(lines(shop.store.getState().cart.cart)).toEqual({ [water.sku]: 1 });
  });

  it("[doc2 §4] a failed distribution-address call falls back to the prompt", async () => {
    const shop = await customerShop([home], { "carts.distributionAddress": fail(400) });
    const out = await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(out).toMatchObject({ value: "awaitingserviceselection" });
    expect(shop.store.getState().cart.prompt).toEqual({
      reason: "required",
      pending: { sku: water.sku, quantity: 1 },
    });
    expect(eventTags(shop)).toContain("CartOperationFailed");
    expect(shop.names()).not.toContain("carts.addItem");
  });

  it("[doc2 §4 §9] after the saved address the optional prompt still comes back every 5 adds", async () => {
    const shop = await customerShop([home]);
    for (let i = 0; i < 4; i += 1) await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(prompted(shop)).toBe(false);
    await shop.dispatch({ _tag: "AddItem", sku: water.sku, quantity: 1 });
    expect(shop.store.getState().cart.prompt).toEqual({ reason: "optional", pending: null });
    expect(shop.names().filter((n) => n === "carts.distributionAddress")).toHaveLength(1);
  });
});
