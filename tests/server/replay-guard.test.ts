import { describe, expect, it } from "vitest";
import { getCart } from "../../domain/api/cart";
import { pickProduct, shopper } from "./cart-client";

const food = pickProduct();

/** POSTs one add with the given request id, as the browser's HTTP client sends it. */
const add = (s: Awaited<ReturnType<typeof shopper>>, requestId: string) =>
  s.browser.fetch("/api/carts/items", {
    method: "POST",
    xsrf: true,
    json: { sku: food.sku, quantity: 1 },
    headers: { "x-request-id": requestId, "accept-encoding": "gzip" },
  });

describe("a changing request the network delivers twice (issue 16 #10)", () => {
  it("[issue 16 #10] the same add delivered twice adds one piece; the twin gets the first answer", async () => {
    const s = await shopper();
    await s.ok(getCart);
    const first = await add(s, "req-dup-0001");
    const twin = await add(s, "req-dup-0001");
    expect(first.status).toBe(200);
    expect(twin.status).toBe(200);
    expect(twin.headers.get("x-replayed")).toBe("true");
    // Both gzipped on the way out (issue 18); the stored answer is the plain one.
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(twin.headers.get("content-encoding")).toBe("gzip");
    expect(await twin.json()).toEqual(await first.json());
    const cart = await s.ok(getCart);
    expect(cart.productLineItems.map((l) => [l.articleId, l.quantity])).toEqual([[food.sku, 1]]);
  });

  it("[issue 18] a twin that takes no gzip gets the first answer plain (it is kept gzipped)", async () => {
    const s = await shopper();
    await s.ok(getCart);
    const first = await add(s, "req-plain-0001");
    const twin = await s.browser.fetch("/api/carts/items", {
      method: "POST",
      xsrf: true,
      json: { sku: food.sku, quantity: 1 },
      headers: { "x-request-id": "req-plain-0001", "accept-encoding": "identity" },
    });
    expect(twin.headers.get("x-replayed")).toBe("true");
    expect(twin.headers.get("content-encoding")).toBeNull();
    expect(await twin.json()).toEqual(await first.json());
  });

  it("[issue 18] an add refused for a wrong XSRF token does not take its request id: the same id with the right token adds", async () => {
    const s = await shopper();
    await s.ok(getCart);
    // The session's lookup claims the id in its round trip: the refusal must let go of it.
    const refused = await s.browser.fetch("/api/carts/items", {
      method: "POST",
      json: { sku: food.sku, quantity: 1 },
      headers: { "x-request-id": "req-xsrf-0001", "x-xsrf-token": "not-the-token" },
    });
    expect(refused.status).toBe(403);
    const started = Date.now();
    const done = await add(s, "req-xsrf-0001");
    expect(done.status).toBe(200);
    expect(done.headers.get("x-replayed")).toBeNull();
    // Not after waiting for the refused request's answer (up to 10 s, then 409).
    expect(Date.now() - started).toBeLessThan(5_000);
    const cart = await s.ok(getCart);
    expect(cart.productLineItems.map((l) => [l.articleId, l.quantity])).toEqual([[food.sku, 1]]);
  });

  it("[issue 16 #10] two adds with their own request ids add two pieces", async () => {
    const s = await shopper();
    await s.ok(getCart);
    expect((await add(s, "req-own-0001")).status).toBe(200);
    const second = await add(s, "req-own-0002");
    expect(second.headers.get("x-replayed")).toBeNull();
    const cart = await s.ok(getCart);
    expect(cart.productLineItems.map((l) => l.quantity)).toEqual([2]);
  });

  it("[issue 16 #10] another browser's request with the same id is its own request", async () => {
    const a = await shopper();
    const b = await shopper();
    await a.ok(getCart);
    await b.ok(getCart);
    await add(a, "req-shared-0001");
    const other = await add(b, "req-shared-0001");
    expect(other.headers.get("x-replayed")).toBeNull();
    expect((await b.ok(getCart)).productLineItems.map((l) => l.quantity)).toEqual([1]);
  });
});
