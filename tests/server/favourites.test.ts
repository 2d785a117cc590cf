import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "../../domain/api/errors";
import { Product } from "../../domain/discovery/product";
import { MAX_FAVOURITES } from "../../domain/favourites/rules/limits";
import { SOURCE_MODES, sourceQuery } from "../../domain/favourites/rules/sources";
import { Customer } from "../../domain/session/customer";
import { demoCustomers } from "../../server/seed/customers";
import { demoStores } from "../../server/seed/distribution";
import { type InProcessServer, inProcessServer } from "../support/in-process";
import { type JsonCall, jsonBrowser } from "../support/json-browser";
import { pickProduct } from "./cart-client";

const [anna, lena, max] = demoCustomers.map((d) => ({
  id: d.customer.customerId,
  email: d.customer.email,
  password: d.password,
})) as [Login, Login, Login];
interface Login {
  readonly id: string;
  readonly email: string;
  readonly password: string;
}

let server: InProcessServer;
beforeAll(async () => {
  server = await inProcessServer();
});

/** A browser on the in-process server: its own cookies, the XSRF header as the client sends it. */
const browser = (who?: Login) => jsonBrowser(server.app, who);
type Call = JsonCall;

const favourites = async (call: Call) => {
  const r = await call("GET", "/api/customers/favorites");
  expect(r.status).toBe(200);
  return (r.json as { PRODUCT: string[] }).PRODUCT;
};
const refusal = (r: { status: number; json: unknown }, status: number) => {
  expect(r.status, JSON.stringify(r.json)).toBe(status);
  return Schema.decodeUnknownSync(ErrorBody)(r.json);
};
const listed = async (call: Call, query: string) => {
  const r = await call("GET", `/api/customers/favorites/products?${query}`);
  expect(r.status, JSON.stringify(r.json).slice(0, 300)).toBe(200);
  return Schema.decodeUnknownSync(Schema.Struct({ products: Schema.Array(Product) }))(r.json).products.map(
    (p) => p.sku,
  );
};
const queryOf = (mode: (typeof SOURCE_MODES)[number]) => {
  const q = sourceQuery(mode);
  return new URLSearchParams({
    favorites: String(q.favorites),
    purchasedProducts: String(q.purchasedProducts),
    combine: q.combine,
  }).toString();
};

/** A placed order of the customer with these skus (the orders table as checkout writes it). */
const placeOrder = async (customerId: string, skus: ReadonlyArray<string>, placedAt: string) => {
  const cartId = randomUUID();
  await server.db.query(
    "INSERT INTO carts (id, customer_id, status, state) VALUES ($1, $2, 'ORDERED', '{}')",
    [cartId, customerId],
  );
  const [n] = await server.db.query<{ n: string }>("SELECT nextval('order_number_seq') AS n");
  await server.db.query(
    `INSERT INTO orders (order_number, cart_id, customer_id, checkout_id, distribution_type, first_order, cart, placed_at)
     VALUES ($1, $2, $3, $4, 'DELIVERY', false, $5, $6)`,
    [
      `40${String(n?.n).padStart(8, "0")}`,
      cartId,
      customerId,
      cartId,
      JSON.stringify({ productLineItems: skus.map((articleId) => ({ articleId })) }),
      placedAt,
    ],
  );
};

describe("favourite products: every route needs a customer (document 1 §6, document 2 §6)", () => {
  it("[doc2 §6] a guest gets 401 on each favourites route", async () => {
    const guest = await browser();
    const sku = pickProduct().sku;
    for (const [method, path, body] of [
      ["GET", "/api/customers/favorites", undefined],
      ["PUT", "/api/customers/favorites/PRODUCT", { reference: sku }],
      ["DELETE", `/api/customers/favorites/PRODUCT/${sku}`, undefined],
      ["GET", "/api/customers/favorites/products?favorites=true", undefined],
      ["POST", "/api/customers/favorite-store", { storeType: "MY_STORE_4401", storeId: "4401" }],
    ] as const) {
      const e = refusal(await guest(method, path, body), 401);
      expect(e.message, `${method} ${path}`).toBe("not logged in");
    }
  });
});

describe("GET/PUT/DELETE /api/customers/favorites (document 2 §3, §7)", () => {
  it("[doc2 §3] the seeded favourites: Anna four products, Lena three (one of them Anna's), each in the catalogue", async () => {
    const a = await favourites(await browser(anna));
    const l = await favourites(await browser(lena));
    expect(a).toHaveLength(4);
    expect(l).toHaveLength(3);
    expect(l.filter((s) => a.includes(s))).toHaveLength(1);
    const products = await listed(await browser(anna), "favorites=true");
    expect(products).toEqual(a);
  });

  it("[doc2 §7] PUT adds a reference once, DELETE removes it; the answer is the grouped list", async () => {
    const call = await browser(max);
    const sku = pickProduct().sku;
    const before = await favourites(call);
    const put = await call("PUT", "/api/customers/favorites/PRODUCT", { reference: sku });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ PRODUCT: [...before, sku] });
    expect((await call("PUT", "/api/customers/favorites/PRODUCT", { reference: sku })).json).toEqual({
      PRODUCT: [...before, sku],
    });
    const del = await call("DELETE", `/api/customers/favorites/PRODUCT/${sku}`);
    expect(del.status).toBe(200);
    expect(del.json).toEqual({ PRODUCT: before });
    // Removing what is not there changes nothing and is no error.
    expect((await call("DELETE", `/api/customers/favorites/PRODUCT/${sku}`)).json).toEqual({
      PRODUCT: before,
    });
  });

  it("[doc2 §7] an unknown type is a readable 400, never a 500", async () => {
    const call = await browser(max);
    const sku = pickProduct().sku;
    for (const r of [
      await call("PUT", "/api/customers/favorites/RECIPE", { reference: sku }),
      await call("PUT", "/api/customers/favorites/product", { reference: sku }),
      await call("DELETE", `/api/customers/favorites/STORE/${sku}`),
    ]) {
      const e = refusal(r, 400);
      expect(e.message.length).toBeGreaterThan(0);
      expect(e.errors?.length).toBeGreaterThan(0);
    }
  });

  it("[doc2 §7] a missing or malformed reference is a 400 with the field named", async () => {
    const call = await browser(max);
    for (const body of [
      {},
      { reference: "" },
      { reference: 12 },
      { reference: "a\u0000b" },
      { reference: "x".repeat(65) },
    ]) {
      const e = refusal(await call("PUT", "/api/customers/favorites/PRODUCT", body), 400);
      expect(JSON.stringify(e.errors), JSON.stringify(body)).toContain("reference");
    }
  });

  it("[doc2 §7] a sku the catalogue does not have is a 404 and is not stored", async () => {
    const call = await browser(max);
    const before = await favourites(call);
    const e = refusal(
      await call("PUT", "/api/customers/favorites/PRODUCT", { reference: "NO-SUCH-SKU" }),
      404,
    );
    expect(e.message).toContain("NO-SUCH-SKU");
    expect(await favourites(call)).toEqual(before);
  });

  it("[doc2 §6] a customer reads and changes only their own favourites", async () => {
    const lenaBefore = await favourites(await browser(lena));
    const call = await browser(max);
    const sku = pickProduct(undefined, undefined, undefined, lenaBefore).sku;
    await call("PUT", "/api/customers/favorites/PRODUCT", { reference: sku });
    expect(await favourites(call)).toContain(sku);
    expect(await favourites(await browser(lena))).toEqual(lenaBefore);
    // Max removing one of Lena's skus from his list leaves Lena's list alone.
    const lenas = lenaBefore[0] as string;
    await call("DELETE", `/api/customers/favorites/PRODUCT/${lenas}`);
    expect(await favourites(await browser(lena))).toEqual(lenaBefore);
    await call("DELETE", `/api/customers/favorites/PRODUCT/${sku}`);
  });

  it(`at most ${MAX_FAVOURITES} favourites: one more is a 409 with its code`, async () => {
    const call = await browser(max);
    const filler = Array.from({ length: MAX_FAVOURITES }, (_, i) => `FILL-${i}`);
    await server.db.query(
      "INSERT INTO customer_favourites (customer_id, type, reference) SELECT $1, 'PRODUCT', unnest($2::text[])",
      [max.id, filler],
    );
    try {
      const e = refusal(
        await call("PUT", "/api/customers/favorites/PRODUCT", { reference: pickProduct().sku }),
        409,
      );
      expect(e.code).toBe("maxFavouritesReached");
      // One fewer: room again.
      await call("DELETE", "/api/customers/favorites/PRODUCT/FILL-0");
      expect(
        (await call("PUT", "/api/customers/favorites/PRODUCT", { reference: pickProduct().sku })).status,
      ).toBe(200);
    } finally {
      await server.db.query("DELETE FROM customer_favourites WHERE customer_id = $1", [max.id]);
    }
  });
});

describe("GET /api/customers/favorites/products: the four source modes (document 1 §3, §7)", () => {
  it("[doc1 §7] naming no source is a readable 400", async () => {
    const call = await browser(max);
    for (const q of ["", "favorites=false", "favorites=false&purchasedProducts=false"])
      expect(
        refusal(await call("GET", `/api/customers/favorites/products?${q}`), 400).errors?.length,
        q,
      ).toBe(1);
    refusal(await call("GET", "/api/customers/favorites/products?favorites=maybe"), 400);
    refusal(await call("GET", "/api/customers/favorites/products?favorites=true&combine=xor"), 400);
  });

  it("[doc1 §3] OR, Favorites, Purchased and AND over the customer's favourites and ordered products", async () => {
    const call = await browser(max);
    const fa = pickProduct().sku;
    const fb = pickProduct(undefined, undefined, undefined, [fa]).sku;
    const fc = pickProduct(undefined, undefined, undefined, [fa, fb]).sku;
    await call("PUT", "/api/customers/favorites/PRODUCT", { reference: fa });
    await call("PUT", "/api/customers/favorites/PRODUCT", { reference: fb });
    await placeOrder(max.id, [fb, fc], "2026-10-01T10:00:00Z");
    await placeOrder(max.id, [fc], "2026-11-01T10:00:00Z");
    try {
      const lists = Object.fromEntries(
        await Promise.all(SOURCE_MODES.map(async (m) => [m, await listed(call, queryOf(m))] as const)),
      );
      expect(lists).toEqual({
        favoritesOrPurchased: [fa, fb, fc],
        favorites: [fa, fb],
        // Newest order first: fc (November), then fb of the October order.
        purchased: [fc, fb],
        favoritesAndPurchased: [fb],
      });
      // Another customer's orders and favourites are not theirs.
      expect(await listed(await browser(anna), queryOf("purchased"))).toEqual([]);
      expect(await listed(await browser(anna), queryOf("favoritesAndPurchased"))).toEqual([]);
    } finally {
      await server.db.query("DELETE FROM customer_favourites WHERE customer_id = $1", [max.id]);
      await server.db.query("DELETE FROM orders WHERE customer_id = $1", [max.id]);
    }
  });

  it("[doc1 §3] a favourite that left the catalogue is not listed (and is no error)", async () => {
    const call = await browser(max);
    await server.db.query(
      "INSERT INTO customer_favourites (customer_id, type, reference) VALUES ($1, 'PRODUCT', 'GONE-1')",
      [max.id],
    );
    try {
      expect(await favourites(call)).toEqual(["GONE-1"]);
      expect(await listed(call, queryOf("favorites"))).toEqual([]);
    } finally {
      await server.db.query("DELETE FROM customer_favourites WHERE customer_id = $1", [max.id]);
    }
  });
});

describe("POST /api/customers/favorite-store (document 1 §3, §7)", () => {
  const customerOf = (r: { status: number; json: unknown }) => {
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    return Schema.decodeUnknownSync(Customer)(r.json);
  };
  const [first, second] = demoStores as [(typeof demoStores)[number], (typeof demoStores)[number]];

  it("[doc1 §3] Anna's seeded favourite store is on her customer", async () => {
    expect(customerOf(await (await browser(anna))("GET", "/api/customers")).favouriteStores).toEqual([
      { storeId: first.storeId },
    ]);
  });

  it("[doc1 §7] marks a store (storeType MY_STORE_{id}) and answers the customer; selected false unmarks it", async () => {
    const call = await browser(max);
    const marked = customerOf(
      await call("POST", "/api/customers/favorite-store", {
        storeType: `MY_STORE_${second.storeId}`,
        storeId: second.storeId,
      }),
    );
    expect(marked.customerId).toBe(max.id);
    expect(marked.favouriteStores).toEqual([{ storeId: second.storeId }]);
    // Marking again changes nothing.
    customerOf(
      await call("POST", "/api/customers/favorite-store", {
        storeType: `MY_STORE_${second.storeId}`,
        storeId: second.storeId,
      }),
    );
    expect(customerOf(await call("GET", "/api/customers")).favouriteStores).toEqual([
      { storeId: second.storeId },
    ]);
    const unmarked = customerOf(
      await call("POST", "/api/customers/favorite-store", {
        storeType: `MY_STORE_${second.storeId}`,
        storeId: second.storeId,
        selected: false,
      }),
    );
    expect(unmarked.favouriteStores).toEqual([]);
    // Only Max's customer changed.
    expect(customerOf(await (await browser(anna))("GET", "/api/customers")).favouriteStores).toEqual([
      { storeId: first.storeId },
    ]);
  });

  it("[doc1 §7] a storeType that does not name the store is a 400; an unknown store a 404", async () => {
    const call = await browser(max);
    const e = refusal(
      await call("POST", "/api/customers/favorite-store", {
        storeType: "MY_STORE_9999",
        storeId: first.storeId,
      }),
      400,
    );
    expect(e.errors?.[0]?.path).toBe("storeType");
    refusal(
      await call("POST", "/api/customers/favorite-store", { storeType: "STORE", storeId: first.storeId }),
      400,
    );
    refusal(await call("POST", "/api/customers/favorite-store", { storeId: first.storeId }), 400);
    const missing = refusal(
      await call("POST", "/api/customers/favorite-store", { storeType: "MY_STORE_0000", storeId: "0000" }),
      404,
    );
    expect(missing.errors?.[0]?.path).toBe("storeId");
  });
});
