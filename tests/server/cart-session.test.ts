import { describe, expect, it } from "vitest";
import type { Cart } from "../../domain/cart/model";
import { sessionKey } from "../../server/session/tokens";
import { browserFetch, inProcessServer } from "../support/in-process";
import { pickProduct } from "./cart-client";

// Issue 18: GET cart and validation read the session in their cart's round trip
// (server/cart/store.ts requestCart), the session middleware leaving its lookup to them. The
// session's rules must be those of every other call: an unknown or ended session is never the
// cart's, a stale one is touched, the session's own XSRF token is given back.
const food = pickProduct();

const browser = async () => {
  const { app, db } = await inProcessServer();
  const jar = new Map<string, string>();
  const fetch = browserFetch(app, jar);
  const json = { accept: "application/json", "content-type": "application/json" };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(path, {
      method,
      headers: { ...json, "x-xsrf-token": jar.get("XSRF-TOKEN") ?? "", "x-request-id": crypto.randomUUID() },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return { response, cart: (await response.json()) as Cart & { cartDTO?: Cart } };
  };
  await fetch("/api/csrf");
  const first = await call("GET", "/api/carts");
  await call("POST", "/api/carts/items", { sku: food.sku, quantity: 1 });
  const key = sessionKey(jar.get("sid") ?? "");
  return { db, jar, call, cartId: first.cart.id, key };
};

const cookieNames = (response: Response) => response.headers.getSetCookie().map((c) => c.split("=")[0]);

describe("[issue 18] a cart read with its session", () => {
  for (const path of ["/api/carts", "/api/carts/validation"]) {
    it(`${path}: the live session's cart, without setting cookies`, async () => {
      const b = await browser();
      const { response, cart } = await b.call("GET", path);
      const view = cart.cartDTO ?? cart;
      expect(view.id).toBe(b.cartId);
      expect(view.productLineItems.map((l) => l.articleId)).toEqual([food.sku]);
      expect(cookieNames(response)).toEqual([]);
    });

    it(`${path}: a session ended elsewhere gets a new empty cart and the expired notice, never the old cart`, async () => {
      const b = await browser();
      await b.db.query("DELETE FROM sessions WHERE id = $1", [b.key]);
      const { response, cart } = await b.call("GET", path);
      const view = cart.cartDTO ?? cart;
      expect(view.id).not.toBe(b.cartId);
      expect(view.productLineItems).toEqual([]);
      expect(b.jar.get("sessionExpired")).toBe("1");
      expect(cookieNames(response)).toContain("sid");
      expect(sessionKey(b.jar.get("sid") ?? "")).not.toBe(b.key);
    });

    it(`${path}: a session past its absolute lifetime is not used`, async () => {
      const b = await browser();
      await b.db.query("UPDATE sessions SET created_at = now() - interval '91 days' WHERE id = $1", [b.key]);
      const { cart } = await b.call("GET", path);
      expect((cart.cartDTO ?? cart).id).not.toBe(b.cartId);
      expect(b.jar.get("sessionExpired")).toBe("1");
    });

    it(`${path}: a session last seen over a minute ago is touched and its cookie renewed`, async () => {
      const b = await browser();
      await b.db.query("UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE id = $1", [
        b.key,
      ]);
      const { response, cart } = await b.call("GET", path);
      expect((cart.cartDTO ?? cart).id).toBe(b.cartId);
      expect(cookieNames(response)).toContain("sid");
      const [row] = await b.db.query<{ fresh: boolean }>(
        "SELECT last_seen_at > now() - interval '10 seconds' AS fresh FROM sessions WHERE id = $1",
        [b.key],
      );
      expect(row?.fresh).toBe(true);
    });

    it(`${path}: the session's own XSRF token is given back for a planted one; a loggedIn claim without login expires`, async () => {
      const b = await browser();
      const own = b.jar.get("XSRF-TOKEN");
      b.jar.set("XSRF-TOKEN", "A".repeat(43));
      b.jar.set("loggedIn", "1");
      const { cart } = await b.call("GET", path);
      expect((cart.cartDTO ?? cart).id).toBe(b.cartId);
      expect(b.jar.get("XSRF-TOKEN")).toBe(own);
      expect(b.jar.has("loggedIn")).toBe(false);
      expect(b.jar.get("sessionExpired")).toBe("1");
    });
  }
});
