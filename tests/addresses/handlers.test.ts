import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { MAX_SAVED_ADDRESSES } from "../../domain/addresses/rules/limit";
import { logout } from "../../domain/api/session";
import { demoCustomers } from "../../server/seed/customers";
import { cartShop, eventTags } from "../cart/support";
import { inProcessServer } from "../support/in-process";
import { annaLogin } from "../support/seeded-catalogue";

/*
 * The saved addresses' handlers on the reference server in this process (document 2 §1, §3, §5,
 * §7): Max starts with none; every test file has its own copy of the seeded database.
 */

const seededMax = demoCustomers.find((c) => c.customer.customerId === "C-1003");
if (seededMax === undefined) throw new Error("the seed has no Max");
const maxLogin = { email: seededMax.customer.email, password: seededMax.password };

const home = {
  firstName: "Max",
  lastName: "Becker",
  streetName: "Hohe Straße",
  streetNumber: "12",
  postalCode: "50667",
  city: "Köln",
};

type Shop = Awaited<ReturnType<typeof cartShop>>;
/** Max's shop, his list emptied before it starts (the tests of this file share its database). */
const maxShop = async () => {
  await (await inProcessServer()).db.query("DELETE FROM customer_addresses WHERE customer_id = 'C-1003'");
  return cartShop({ login: maxLogin });
};
const save = (shop: Shop, over: Partial<{ id: string; primary: boolean; streetNumber: string }> = {}) =>
  shop.dispatch({
    _tag: "SaveAddress",
    ...(over.id === undefined ? {} : { id: over.id }),
    category: "delivery",
    addressType: "PRIVATE",
    primary: over.primary ?? false,
    address: { ...home, streetNumber: over.streetNumber ?? home.streetNumber },
  });
const list = (shop: Shop) => shop.store.getState().addresses.list;
const noticeKeys = (shop: Shop) => shop.store.getState().notifications.items.map((n) => n.key);

describe("customer-bound: loaded with the customer, cleared without (document 2 §1, §3)", () => {
  it("[doc2 §3] the customer appearing (CustomerLoaded) loads their saved addresses, primary first", async () => {
    const shop = await cartShop({ login: annaLogin });
    expect(list(shop).map((a) => [a.id, a.primary])).toEqual([
      ["ADR-1001-1", true],
      ["ADR-1001-2", false],
    ]);
    expect(shop.store.getState().addresses).toMatchObject({ customerId: "C-1001", status: "loaded" });
    const tags = eventTags(shop);
    expect(tags.indexOf("SavedAddressesLoaded")).toBeGreaterThan(tags.indexOf("CustomerLoaded"));
  });

  it("[doc2 §3] a refresh of the same customer keeps the list without a second call", async () => {
    const shop = await cartShop({ login: annaLogin });
    expect(await shop.dispatch({ _tag: "LoadSavedAddresses", customerId: "C-1001" })).toMatchObject({
      value: "unchanged",
    });
    expect(shop.names()).toEqual([]);
  });

  it("[doc2 §1] customer-bound: the customer cleared (a 401 after the session ended) clears the addresses", async () => {
    const shop = await cartShop({ login: annaLogin });
    expect(list(shop)).toHaveLength(2);
    // The server's session ends (logout elsewhere): the next address call answers 401.
    await Effect.runPromise(shop.server.api.call(logout, {} as never));
    const out = await shop.dispatch({ _tag: "SetPrimaryAddress", id: "ADR-1001-2" });
    expect(out).toMatchObject({ value: "notloggedin" });
    const s = shop.store.getState();
    expect(s.session.customer).toBeNull();
    expect(s.addresses).toEqual({ customerId: null, list: [], status: "idle" });
    const tags = eventTags(shop);
    expect(tags.indexOf("SavedAddressesCleared")).toBeGreaterThan(tags.indexOf("CustomerCleared"));
  });

  it("a guest has no saved addresses and fetches none", async () => {
    const shop = await cartShop();
    expect(shop.store.getState().addresses).toEqual({ customerId: null, list: [], status: "idle" });
    expect(eventTags(shop)).not.toContain("SavedAddressesRequested");
  });

  it("[doc2 §1] an answer for a customer who is no longer the one logged in is dropped", async () => {
    const shop = await cartShop({ login: annaLogin });
    const before = shop.store.getState().addresses;
    expect(before.list).toHaveLength(2);
    const out = await shop.dispatch({ _tag: "LoadSavedAddresses", customerId: "C-1002" });
    expect(out).toMatchObject({ value: "stale" });
    expect(shop.names()).toEqual([]);
    expect(shop.store.getState().addresses).toEqual(before);
  });

  it("a failed load leaves the list empty, marks it failed and reports a client error", async () => {
    const shop = await cartShop({
      login: annaLogin,
      overrides: {
        "customers.addresses": () => Effect.fail(new Error("HTTP 503")),
        logs: () => Effect.succeed({ stored: true }),
      },
    });
    expect(shop.store.getState().addresses).toMatchObject({
      customerId: "C-1001",
      list: [],
      status: "failed",
    });
    expect(eventTags(shop)).toContain("ClientErrorReported");
  });
});

describe("create, edit, make default, delete (document 2 §5, §7)", () => {
  it("[doc2 §7] a new address is created and the list is the server's answer", async () => {
    const shop = await maxShop();
    expect(await save(shop, { primary: true })).toMatchObject({ value: "created" });
    expect(list(shop)).toHaveLength(1);
    expect(list(shop)[0]).toMatchObject({ category: "delivery", primary: true, address: home });
    expect(shop.names()).toEqual(["customers.addresses.create"]);
    expect(noticeKeys(shop)).toContain("addresses.saved.created");
  });

  it("[doc2 §7] an edit rewrites the address in place", async () => {
    const shop = await maxShop();
    await save(shop);
    const id = list(shop)[0]?.id ?? "";
    expect(await save(shop, { id, streetNumber: "14a" })).toMatchObject({ value: "updated" });
    expect(list(shop).map((a) => [a.id, a.address.streetNumber])).toEqual([[id, "14a"]]);
    expect(shop.names()).toContain("customers.addresses.update");
  });

  it("[doc2 §7] the combined address goes through the combined calls, create and delete", async () => {
    const shop = await maxShop();
    expect(
      await shop.dispatch({
        _tag: "SaveAddress",
        category: "combined",
        addressType: "PRIVATE",
        primary: false,
        address: home,
      }),
    ).toMatchObject({ value: "created" });
    const id = list(shop)[0]?.id ?? "";
    expect(list(shop)[0]?.category).toBe("combined");
    expect(await shop.dispatch({ _tag: "DeleteAddress", id })).toMatchObject({ value: "deleted" });
    expect(list(shop)).toEqual([]);
    expect(shop.names()).toEqual([
      "customers.addresses.createCombined",
      "customers.addresses.deleteCombined",
    ]);
  });

  it("[doc2 §7] make default: exactly one primary, the new one", async () => {
    const shop = await maxShop();
    await save(shop, { primary: true });
    await save(shop, { streetNumber: "14" });
    const other = list(shop).find((a) => !a.primary)?.id ?? "";
    expect(await shop.dispatch({ _tag: "SetPrimaryAddress", id: other })).toMatchObject({
      value: "primaryset",
    });
    expect(
      list(shop)
        .filter((a) => a.primary)
        .map((a) => a.id),
    ).toEqual([other]);
  });

  it("[doc2 §7] deleting an address another customer owns is refused (404) and told", async () => {
    const shop = await maxShop();
    expect(await shop.dispatch({ _tag: "DeleteAddress", id: "ADR-1001-1" })).toMatchObject({
      value: "notfound",
    });
    expect(noticeKeys(shop)).toContain("addresses.error.notFound");
  });

  it("[doc2 §3 §5] an address without a required field is not sent: no call", async () => {
    const shop = await maxShop();
    const out = await shop.dispatch({
      _tag: "SaveAddress",
      category: "billing",
      addressType: "PRIVATE",
      primary: false,
      address: { ...home, streetNumber: " " },
    });
    expect(out).toMatchObject({ value: "invalid" });
    expect(shop.names()).toEqual([]);
  });

  it("[doc2 §5] an address breaking a length or pattern rule is refused by the server's same rules (400) and told", async () => {
    const shop = await maxShop();
    const out = await shop.dispatch({
      _tag: "SaveAddress",
      category: "billing",
      addressType: "PRIVATE",
      primary: false,
      address: { ...home, streetNumber: "123456", city: "<b>" },
    });
    expect(out).toMatchObject({ value: "invalid" });
    expect(shop.names()).toEqual(["customers.addresses.create"]);
    expect(noticeKeys(shop)).toContain("addresses.error.invalid");
    expect(list(shop)).toEqual([]);
  });

  it(`[doc2 §5 §9] the ${MAX_SAVED_ADDRESSES + 1}st address is refused with the limit's message shown`, async () => {
    const shop = await maxShop();
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i += 1)
      expect(await save(shop, { streetNumber: String(i + 1) })).toMatchObject({ value: "created" });
    const calls = shop.names().length;
    expect(await save(shop, { streetNumber: "99" })).toMatchObject({ value: "limitreached" });
    // Refused before any call: the list in state has 20.
    expect(shop.names()).toHaveLength(calls);
    expect(noticeKeys(shop)).toContain("addresses.error.limit");
    expect(
      shop.store.getState().notifications.items.find((n) => n.key === "addresses.error.limit")?.message,
    ).toBe("Sie können höchstens 20 Adressen speichern.");
  });

  it("[doc2 §5 §9] the server's 409 (a list saved elsewhere in the meantime) is the same refusal", async () => {
    const shop = await maxShop();
    expect(await save(shop)).toMatchObject({ value: "created" });
    // Nineteen more saved in another browser: this shop's list still has one.
    const rows = Array.from({ length: MAX_SAVED_ADDRESSES - 1 }, (_, i) => i);
    for (const i of rows)
      await shop.server.db.query(
        `INSERT INTO customer_addresses (id, customer_id, category, is_primary, address_type, street_name, street_number, postal_code, city)
         VALUES ($1, 'C-1003', 'delivery', false, 'PRIVATE', 'Hohe Straße', $2, '50667', 'Köln')`,
        [`elsewhere-${i}`, String(i)],
      );
    expect(await save(shop, { streetNumber: "99" })).toMatchObject({ value: "limitreached" });
    expect(shop.names()).toContain("customers.addresses.create");
    expect(noticeKeys(shop)).toContain("addresses.error.limit");
  });
});
