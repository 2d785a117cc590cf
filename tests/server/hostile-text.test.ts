import { Schema } from "effect";
import { beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "../../domain/api/errors";
import { emptyCartState } from "../../server/cart/state";
import { saveCart } from "../../server/cart/store";
import { demoCustomers } from "../../server/seed/customers";
import { demoRuntimeConfig } from "../../server/seed/tenant";
import { browserFetch, type InProcessServer, inProcessServer } from "../support/in-process";

/**
 * Text PostgreSQL cannot hold (a NUL byte; an unpaired UTF-16 surrogate, which JSON allows) is
 * refused where the request is read, whichever string carries it: a 400 naming it, never a 500
 * from the database (issue 16 #2).
 */

let server: InProcessServer;
beforeAll(async () => {
  server = await inProcessServer();
});

const anna = demoCustomers[0];

/** A browser with a session and its XSRF token, logged in as Anna when asked. */
const browser = async (login = false) => {
  const jar = new Map<string, string>();
  const fetch = browserFetch(server.app, jar);
  const send = async (method: string, path: string, body?: string, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = { accept: "application/json", ...extra };
    const xsrf = jar.get("XSRF-TOKEN");
    if (xsrf) headers["x-xsrf-token"] = xsrf;
    if (body !== undefined) headers["content-type"] = "application/json";
    const r = await fetch(path, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await r.text();
    return { status: r.status, text };
  };
  await send("GET", "/api/csrf");
  if (login && anna) {
    const r = await send(
      "POST",
      "/api/auth/login",
      JSON.stringify({ email: anna.customer.email, password: anna.password }),
    );
    expect(r.status, r.text).toBe(200);
  }
  return send;
};

/** JSON text with `\u0000` / `\ud800` escapes as a client would send them (JSON.stringify keeps a lone surrogate escaped). */
const json = (value: unknown) => JSON.stringify(value);

const refused = (r: { status: number; text: string }, mentions: string) => {
  expect(r.status, r.text).toBe(400);
  const body = Schema.decodeUnknownSync(ErrorBody)(JSON.parse(r.text));
  expect(body.message).toMatch(/NUL|surrogate/);
  expect(body.message).toContain(mentions);
};

describe("[issue 16 #2] a NUL byte or a lone surrogate in any string is a 400, never a 500", () => {
  it("[issue 16 #2] a NUL byte in the login e-mail is a 400", async () => {
    const send = await browser();
    refused(
      await send("POST", "/api/auth/login", json({ email: "anna\u0000@example.com", password: "x" })),
      "body.email",
    );
  });

  it("[issue 16 #2] a NUL byte in set-customer's anonymousCartId and in merge/:id is a 400", async () => {
    const send = await browser(true);
    refused(await send("POST", "/api/carts/set-customer?anonymousCartId=a%00b"), "anonymousCartId");
    refused(await send("POST", "/api/carts/merge/a%00b"), "path");
  });

  it("[issue 16 #2] a NUL byte in the cart and address ids of the path is a 400 (found by the route fuzzer)", async () => {
    const send = await browser(true);
    refused(await send("POST", "/api/carts/discard/a%00b"), "path");
    refused(await send("DELETE", "/api/customers/addresses/a%00b"), "path");
    refused(await send("DELETE", "/api/customers/addresses/a%00b/combined"), "path");
    refused(await send("POST", "/api/customers/addresses/a%00b/primary"), "path");
  });

  // [issue 15 #7] The application id is Algolia's header now: a header cannot carry a NUL byte.
  it("[issue 16 #2] a NUL byte in the insights userToken or queryID is a 400", async () => {
    const send = await browser();
    const event = {
      eventType: "click",
      eventName: "Product Clicked",
      index: "products",
      userToken: "anonymous-1",
      objectIDs: ["1"],
      positions: [1],
      queryID: "0123456789abcdef0123456789abcdef",
      timestamp: 1,
    };
    const algolia = {
      "x-algolia-application-id": demoRuntimeConfig.searchInsights.appId,
      "x-algolia-api-key": demoRuntimeConfig.searchInsights.apiKey ?? "",
    };
    refused(
      await send(
        "POST",
        "/api/insights/events",
        json({ events: [{ ...event, userToken: "anonymous-\u0000" }] }),
        algolia,
      ),
      "userToken",
    );
    refused(await send("GET", "/api/insights/events?queryID=%00"), "queryID");
    refused(await send("GET", "/api/insights/events?userToken=%00"), "userToken");
  });

  it("[issue 16 #2] a NUL byte in a media name is a 400", async () => {
    const send = await browser();
    refused(await send("GET", "/media/%00.svg"), "path");
  });

  it("[issue 16 #2] a lone surrogate in a delivery or billing address field, or in brandName, is a 400 and the cart still loads", async () => {
    const send = await browser();
    refused(await send("POST", "/api/carts/distribution-address", json({ city: "K\ud800ln" })), "body.city");
    refused(await send("POST", "/api/carts/billing-address", json({ lastName: "\udc00" })), "body.lastName");
    refused(
      await send("POST", "/api/carts/payment", json({ methodKey: "paypal", brandName: "Pay\ud800" })),
      "body.brandName",
    );
    expect((await send("GET", "/api/carts")).status).toBe(200);
  });

  it("[issue 16 #2] a NUL byte in an object key or a nested array item is refused too", async () => {
    const send = await browser();
    refused(
      await send("POST", "/logs", json({ level: "info", message: "m", params: { "k\u0000": "v" } })),
      "body",
    );
    refused(
      await send(
        "POST",
        "/api/carts/items/bulk",
        json({
          items: [
            { sku: "1", quantity: 1 },
            { sku: "\u0000", quantity: 1 },
          ],
        }),
      ),
      "body.items.1.sku",
    );
  });

  it("[issue 16 #2] a surrogate pair (an emoji) is ordinary text and is accepted", async () => {
    const send = await browser();
    const r = await send("POST", "/api/carts/billing-address", json({ lastName: "Schmidt 🍏" }));
    expect(r.status, r.text).toBe(200);
  });

  it("[issue 16 #2] a cart is saved with toJsonb: a lone surrogate or NUL that reached its state is replaced, not a database error", async () => {
    const send = await browser();
    expect((await send("POST", "/api/carts/billing-address", json({ lastName: "Schmidt" }))).status).toBe(
      200,
    );
    const [cart] = await server.db.query<{ id: string }>(
      "SELECT id FROM carts ORDER BY created_at DESC LIMIT 1",
    );
    if (!cart) throw new Error("no cart was created");
    const billingAddress = { lastName: "K\ud800ln\u0000" };
    await saveCart(server.db, cart.id, { ...emptyCartState(), billingAddress });
    const [saved] = await server.db.query<{ last_name: string }>(
      "SELECT state->'billingAddress'->>'lastName' AS last_name FROM carts WHERE id = $1",
      [cart.id],
    );
    expect(saved?.last_name).toBe("K\ufffdln\ufffd");
  });
});
