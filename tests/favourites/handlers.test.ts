import { Effect } from "effect";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../domain/api/errors";
import { getFavourites } from "../../domain/api/favourites";
import { FAVOURITE_STORES_KEY } from "../../domain/favourites/rules/stores";
import { demoCustomers } from "../../server/seed/customers";
import { demoStores } from "../../server/seed/distribution";
import { cartShop, eventTags, juice, water } from "../cart/support";
import { type Fault, faultInjector } from "../support/faults";
import { inProcessServer } from "../support/in-process";
import { annaLogin } from "../support/seeded-catalogue";

const loginOf = (i: number) => {
  const d = demoCustomers[i] as (typeof demoCustomers)[number];
  return { email: d.customer.email, password: d.password };
};
const maxLogin = loginOf(2);

type Shop = Awaited<ReturnType<typeof cartShop>>;
const state = (shop: Shop) => shop.store.getState().favourites;
const serverFavourites = async (shop: Shop) =>
  (await Effect.runPromise(shop.server.api.call(getFavourites, {} as never))).PRODUCT;
const notices = (shop: Shop) => shop.store.getState().notifications.items.map((n) => n.key);

/**
 * A customer's shop whose favourites calls can be made to fail (tests/support/faults) or held
 * until released (to look at the state while the call is under way).
 */
const faultyShop = async (login: { email: string; password: string }) => {
  let fault: Fault = "none";
  let gate: Promise<void> | null = null;
  const shop = await cartShop({
    login,
    wrap: (port) => {
      const faulty = faultInjector(
        port,
        () => Effect.succeed(""),
        (name) => (name.startsWith("customers.favorites") ? fault : "none"),
      ).port;
      return {
        call: (call, input) =>
          Effect.flatMap(
            Effect.promise(() => gate ?? Promise.resolve()),
            () => faulty.call(call, input as never),
          ) as never,
      };
    },
  });
  return {
    shop,
    failWith: (f: Fault) => (fault = f),
    hold: () => {
      let release = () => {};
      gate = new Promise<void>((r) => (release = r));
      return () => {
        gate = null;
        release();
      };
    },
  };
};

// Max starts every test without favourites: the tests change his list on the shared in-process server.
beforeEach(async () => {
  await (await inProcessServer()).db.query("DELETE FROM customer_favourites WHERE customer_id = 'C-1003'");
});

describe("favourites follow the customer (document 2 §1, §3)", () => {
  it("[doc2 §1] a customer's favourites load by the reaction to CustomerLoaded at start-up", async () => {
    const shop = await cartShop({ login: annaLogin });
    expect(state(shop).status).toBe("loaded");
    expect(state(shop).skus).toEqual(await serverFavourites(shop));
    expect(state(shop).skus).toHaveLength(4);
    const log = shop.log.entries();
    const load = log.find(
      (e) =>
        e.kind === "command" &&
        (e as unknown as { command: { _tag: string } }).command._tag === "LoadFavourites",
    ) as unknown as { cause?: unknown } | undefined;
    expect(load?.cause).toBeDefined();
  });

  it("a guest has no favourites and nothing is fetched", async () => {
    const shop = await cartShop();
    expect(state(shop).status).toBe("idle");
    expect(await shop.dispatch({ _tag: "LoadFavourites" })).toMatchObject({ value: "guest" });
    expect(await shop.dispatch({ _tag: "ToggleFavourite", sku: water.sku })).toMatchObject({
      value: "guest",
    });
    expect(shop.names()).not.toContain("customers.favorites.get");
    expect(shop.names()).not.toContain("customers.favorites.put");
  });

  it("the same customer again (CustomerLoaded from a call's answer) keeps the favourites without a second fetch", async () => {
    const shop = await cartShop({ login: annaLogin });
    expect(await shop.dispatch({ _tag: "LoadFavourites" })).toMatchObject({ value: "cached" });
    expect(shop.names()).not.toContain("customers.favorites.get");
  });

  it("[doc2 §1] CustomerCleared clears the favourites (a 401 ends the session)", async () => {
    const shop = await cartShop({
      login: annaLogin,
      overrides: {
        "customers.favorites.put": () =>
          Effect.fail(new ApiError({ call: "x", status: 401, message: "HTTP 401" })),
      },
    });
    expect(state(shop).skus.length).toBeGreaterThan(0);
    await shop.dispatch({ _tag: "ToggleFavourite", sku: juice.sku });
    await shop.bus.idle();
    expect(shop.store.getState().session.customer).toBeNull();
    expect(eventTags(shop)).toContain("FavouritesCleared");
    expect(state(shop)).toMatchObject({ customerId: null, status: "idle", skus: [] });
  });
});

describe("the heart: an optimistic toggle (document 1 §3)", () => {
  it("[doc1 §3] toggling adds the product at once and on the server; again removes it", async () => {
    const { shop, hold } = await faultyShop(maxLogin);
    const before = state(shop).skus;
    const release = hold();
    const added = shop.dispatch({ _tag: "ToggleFavourite", sku: juice.sku });
    // Optimistic: in the state while the call is under way, not yet on the server.
    await vi.waitFor(() => expect(state(shop).skus).toContain(juice.sku));
    release();
    expect(await added).toMatchObject({ value: "added" });
    expect(await serverFavourites(shop)).toEqual([...before, juice.sku]);
    expect(await shop.dispatch({ _tag: "ToggleFavourite", sku: juice.sku })).toMatchObject({
      value: "removed",
    });
    expect(state(shop).skus).toEqual(before);
    expect(await serverFavourites(shop)).toEqual(before);
  });

  for (const fault of ["error", "drop"] as const)
    it(`[doc1 §3] a failed call (${fault}) takes the heart back and tells the shopper`, async () => {
      const { shop, failWith } = await faultyShop(maxLogin);
      const before = state(shop).skus;
      failWith(fault);
      expect(await shop.dispatch({ _tag: "ToggleFavourite", sku: water.sku })).toMatchObject({
        value: "failed",
      });
      expect(eventTags(shop)).toEqual(expect.arrayContaining(["FavouriteMarked", "FavouriteMarkReverted"]));
      expect(state(shop).skus).toEqual(before);
      expect(notices(shop)).toContain("favourites.toggleFailed");
      failWith("none");
      expect(await serverFavourites(shop)).toEqual(before);
    });

  it("[doc1 §3] removing fails: the heart stays on", async () => {
    const { shop, failWith } = await faultyShop(maxLogin);
    await shop.dispatch({ _tag: "ToggleFavourite", sku: water.sku });
    failWith("error");
    expect(await shop.dispatch({ _tag: "ToggleFavourite", sku: water.sku })).toMatchObject({
      value: "failed",
    });
    expect(state(shop).skus).toContain(water.sku);
    failWith("none");
    expect(await shop.dispatch({ _tag: "ToggleFavourite", sku: water.sku })).toMatchObject({
      value: "removed",
    });
  });

  it("the server's maximum (409): the heart goes back with the limit notice", async () => {
    const { shop } = await faultyShop(maxLogin);
    const filler = Array.from({ length: 500 }, (_, i) => `FILL-${i}`);
    await shop.server.db.query(
      "INSERT INTO customer_favourites (customer_id, type, reference) SELECT 'C-1003', 'PRODUCT', unnest($1::text[])",
      [filler],
    );
    try {
      expect(await shop.dispatch({ _tag: "ToggleFavourite", sku: juice.sku })).toMatchObject({
        value: "limit",
      });
      expect(state(shop).skus).not.toContain(juice.sku);
      expect(notices(shop)).toContain("favourites.limitReached");
    } finally {
      await shop.server.db.query("DELETE FROM customer_favourites WHERE customer_id = 'C-1003'");
    }
  });
});

describe("the favourites list (document 1 §3)", () => {
  it("[doc1 §3] each mode lists its products; a failing call shows the failure for that mode", async () => {
    const { shop, failWith } = await faultyShop(annaLogin);
    expect(await shop.dispatch({ _tag: "LoadFavouriteProducts", mode: "favorites" })).toMatchObject({
      value: "loaded",
    });
    expect(state(shop).list.products.map((p) => p.sku)).toEqual(state(shop).skus);
    // Anna has no orders in the seed of this branch: nothing purchased, so nothing in both.
    await shop.dispatch({ _tag: "LoadFavouriteProducts", mode: "favoritesAndPurchased" });
    expect(state(shop).list).toMatchObject({ mode: "favoritesAndPurchased", status: "loaded", products: [] });
    failWith("error");
    expect(await shop.dispatch({ _tag: "LoadFavouriteProducts" })).toMatchObject({ value: "failed" });
    expect(state(shop).list).toMatchObject({ mode: "favoritesAndPurchased", status: "failed" });
  });

  it("showing /favoriten loads the list (a reaction to Navigated)", async () => {
    const shop = await cartShop({ login: annaLogin });
    await shop.dispatch({ _tag: "Navigate", to: "/favoriten" });
    expect(state(shop).list.status).toBe("loaded");
    expect(state(shop).list.products.length).toBe(4);
  });
});

describe("favourite stores (document 1 §3, §4, §7)", () => {
  const [first, second] = demoStores as [(typeof demoStores)[number], (typeof demoStores)[number]];

  it("[doc1 §4] a guest's choice is kept in local storage under favouriteStores, removed when empty", async () => {
    const shop = await cartShop();
    const local = shop.storage.areas.local;
    expect(await shop.dispatch({ _tag: "LoadFavouriteStores" })).toMatchObject({ value: "loaded" });
    expect(state(shop).stores.all.length).toBe(demoStores.length);
    await shop.dispatch({ _tag: "ToggleFavouriteStore", storeId: second.storeId });
    expect(JSON.parse(local.get(FAVOURITE_STORES_KEY) ?? "null")).toEqual([{ storeId: second.storeId }]);
    expect(state(shop).stores.local).toEqual([{ storeId: second.storeId }]);
    await shop.dispatch({ _tag: "ToggleFavouriteStore", storeId: second.storeId });
    expect(local.has(FAVOURITE_STORES_KEY)).toBe(false);
    expect(shop.names()).not.toContain("customers.favoriteStore");
  });

  it("[doc1 §4] a stored value that is not an array is ignored (and replaced by the next choice)", async () => {
    const shop = await cartShop();
    shop.storage.areas.local.set(FAVOURITE_STORES_KEY, '{"storeId":"4401"}');
    await shop.dispatch({ _tag: "LoadFavouriteStores" });
    expect(state(shop).stores.local).toEqual([]);
    await shop.dispatch({ _tag: "ToggleFavouriteStore", storeId: first.storeId });
    expect(shop.storage.areas.local.get(FAVOURITE_STORES_KEY)).toBe(`[{"storeId":"${first.storeId}"}]`);
  });

  it("[doc1 §3, §7] a customer's choice goes to the server; the customer it answers is the session's", async () => {
    const shop = await cartShop({ login: maxLogin });
    expect(await shop.dispatch({ _tag: "ToggleFavouriteStore", storeId: second.storeId })).toMatchObject({
      value: "added",
    });
    expect(shop.store.getState().session.customer?.favouriteStores).toEqual([{ storeId: second.storeId }]);
    // Only local storage is ever modified locally, and not for a customer.
    expect(shop.storage.areas.local.has(FAVOURITE_STORES_KEY)).toBe(false);
    expect(await shop.dispatch({ _tag: "ToggleFavouriteStore", storeId: second.storeId })).toMatchObject({
      value: "removed",
    });
    expect(shop.store.getState().session.customer?.favouriteStores).toEqual([]);
  });
});
