import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCartItem,
  discardCart,
  getCart,
  mergeCart,
  resetCart,
  setCartCustomer,
} from "../../domain/api/cart";
import { juice, water } from "../support/seeded-catalogue";
import { startTestServer, type TestServer } from "../support/server";
import { Shopper } from "./cart-client";
import { ANNA, Browser } from "./client";

/** The server's side of the cart merge on login (document 2 §4): its own server, Anna's carts. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const guest = () => new Shopper(new Browser(server.url)).start();
/** Anna on another device, her saved cart reset and filled with `lines`. */
const annaWith = async (lines: ReadonlyArray<[string, number]>) => {
  const s = await guest();
  expect((await s.browser.login(ANNA.email, ANNA.password)).status).toBe(200);
  await s.ok(resetCart);
  for (const [sku, quantity] of lines)
    await s.ok(addCartItem, { body: { sku: sku as never, quantity, mode: "set" } });
  return s;
};
/** A guest with `lines` who then logs in as Anna: answers the shopper and the anonymous cart's id. */
const guestLoggingIn = async (lines: ReadonlyArray<[string, number]>) => {
  const s = await guest();
  let id = (await s.ok(getCart)).id;
  for (const [sku, quantity] of lines)
    id = (await s.ok(addCartItem, { body: { sku: sku as never, quantity } })).cartDTO.id;
  expect((await s.browser.login(ANNA.email, ANNA.password)).status).toBe(200);
  return { s, id };
};
const q = (cart: { productLineItems: ReadonlyArray<{ articleId: string; quantity: number }> }) =>
  Object.fromEntries(cart.productLineItems.map((l) => [l.articleId, l.quantity]));

describe("set-customer, merge and discard (document 2 §4 cart merge)", () => {
  it("[doc2 §4] every merge call needs a logged-in customer: 401", async () => {
    const s = await guest();
    const id = (await s.ok(getCart)).id;
    expect((await s.fails(mergeCart, { params: { id } }, 401)).code).toBe("unauthorized");
    expect((await s.fails(setCartCustomer, { query: { anonymousCartId: id } }, 401)).code).toBe(
      "unauthorized",
    );
    expect((await s.fails(discardCart, { params: { id } }, 401)).code).toBe("unauthorized");
  });

  it("[doc2 §4] another session's anonymous cart is not found: 404", async () => {
    const other = await guest();
    const theirs = (await other.ok(addCartItem, { body: { sku: juice.sku, quantity: 1 } })).cartDTO.id;
    await annaWith([]);
    const { s } = await guestLoggingIn([]);
    for (const c of [mergeCart, discardCart] as const)
      expect((await s.fails(c, { params: { id: theirs } }, 404)).code).toBe("cart_not_found");
    await s.fails(setCartCustomer, { query: { anonymousCartId: theirs } }, 404);
    expect(q(await other.ok(getCart))).toEqual({ [juice.sku]: 1 });
  });

  it("[doc2 §4] merge caps at maxQuantity and reports the capped lines; a retry answers the same merge, never doubled", async () => {
    await annaWith([[water.sku, 4]]);
    const { s, id } = await guestLoggingIn([
      [water.sku, 3],
      [juice.sku, 2],
    ]);
    const first = await s.ok(mergeCart, { params: { id } });
    expect(q(first.cartDTO)).toEqual({ [water.sku]: 5, [juice.sku]: 2 });
    expect(first.capped).toEqual([{ sku: water.sku, name: water.name, requested: 7, quantity: 5 }]);
    const again = await s.ok(mergeCart, { params: { id } });
    expect(q(again.cartDTO)).toEqual(q(first.cartDTO));
    expect(again.capped).toEqual(first.capped);
    expect(again.cartDTO.version).toBe(first.cartDTO.version);
  });

  it("[doc2 §4] set-customer adopts only into an empty customer cart: a cart with items answers 409 cart_not_empty; a retry answers the adopted cart", async () => {
    await annaWith([[juice.sku, 1]]);
    const { s, id } = await guestLoggingIn([[water.sku, 1]]);
    const refused = await s.fails(setCartCustomer, { query: { anonymousCartId: id } }, 409);
    expect(refused.code).toBe("cart_not_empty");
    expect(refused.errors?.[0]?.path).toBe("query.anonymousCartId");
    await annaWith([]);
    const adopted = await s.ok(setCartCustomer, { query: { anonymousCartId: id } });
    expect(adopted.id).toBe(id);
    expect((await s.ok(setCartCustomer, { query: { anonymousCartId: id } })).id).toBe(id);
  });

  it("[doc2 §4] discard drops the anonymous cart and keeps the customer's; a later merge of it changes nothing", async () => {
    await annaWith([[juice.sku, 1]]);
    const { s, id } = await guestLoggingIn([[water.sku, 2]]);
    const kept = await s.ok(discardCart, { params: { id } });
    expect(q(kept)).toEqual({ [juice.sku]: 1 });
    expect(q(await s.ok(discardCart, { params: { id } }))).toEqual({ [juice.sku]: 1 });
    const late = await s.ok(mergeCart, { params: { id } });
    expect([q(late.cartDTO), late.capped]).toEqual([{ [juice.sku]: 1 }, []]);
  });

  it("[doc2 §4] a finalized customer cart is neither merged into nor replaced: 409 code 3", async () => {
    const anna = await annaWith([[juice.sku, 1]]);
    const target = (await anna.ok(getCart)).id;
    await server.db.query("UPDATE carts SET status = 'FINALIZED' WHERE id = $1", [target]);
    const { s, id } = await guestLoggingIn([[water.sku, 1]]);
    expect((await s.fails(mergeCart, { params: { id } }, 409)).code).toBe("3");
    expect((await s.fails(setCartCustomer, { query: { anonymousCartId: id } }, 409)).code).toBe("3");
    await server.db.query("UPDATE carts SET status = 'ABANDONED' WHERE id = $1", [target]);
  });
});
