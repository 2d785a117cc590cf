import { Either, Schema } from "effect";
import { getCookie } from "hono/cookie";
import type { ContentfulStatusCode, StatusCode } from "hono/utils/http-status";
import type { Cart } from "../../domain/cart/model";
import { ContentPage } from "../../domain/content/page";
import type { CartState } from "../cart/state";
import { storeContentPage } from "../content/store";
import type { AdjustableClock } from "../http/clock";
import type { App } from "../http/env";
import { errorResponse } from "../http/errors";

const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * Routes the HTTP adapter's tests drive: chosen statuses with attempt counts (retries), an echo of
 * what the adapter sent, a body that fails its schema, a dropped connection, and the server's clock
 * moved forward (time-dependent rules tested without sleeping). Never mounted in production
 * (ENABLE_TEST_ROUTES=1 or createApp({ testRoutes: true })).
 */
export const testRoutes = (app: App, clock?: AdjustableClock) => {
  const attempts = new Map<string, number>();
  const count = (key: string) => {
    const n = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, n);
    return n;
  };

  app.all("/api/test/status/:status", (c) => {
    const status = Number(c.req.param("status"));
    if (!Number.isInteger(status) || status < 200 || status > 599) {
      return errorResponse(c, 400, "status must be an integer from 200 to 599");
    }
    const n = count(c.req.query("key") ?? "");
    c.header("X-Attempts", String(n));
    if (status >= 400) return errorResponse(c, status, `test status ${status}`, { code: `test_${status}` });
    if (NO_BODY.has(status)) return c.body(null, status as StatusCode);
    return c.json({ ok: true, attempts: n }, status as ContentfulStatusCode);
  });

  app.get("/api/test/attempts/:key", (c) => c.json({ attempts: attempts.get(c.req.param("key")) ?? 0 }));

  app.all("/api/test/echo", async (c) => {
    const text = c.req.method === "GET" || c.req.method === "HEAD" ? "" : await c.req.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return c.json({
      method: c.req.method,
      headers: {
        accept: c.req.header("accept") ?? null,
        "content-type": c.req.header("content-type") ?? null,
        "x-request-id": c.req.header("x-request-id") ?? null,
        "x-xsrf-token": c.req.header("x-xsrf-token") ?? null,
      },
      cookies: getCookie(c),
      query: c.req.query(),
      body,
    });
  });

  app.get("/api/test/malformed", (c) => c.json({ value: "not-a-number" }));

  // A CMS page that only a test needs (the link cases the client must refuse), so the shop's own
  // pages carry no test data.
  app.put("/api/test/content-pages", async (c) => {
    const path = c.req.query("path") ?? "";
    if (!/^\/test\/[a-z0-9-]+$/.test(path)) return errorResponse(c, 400, 'path must be "/test/<slug>"');
    const page = Schema.decodeUnknownEither(ContentPage)(await c.req.json().catch(() => undefined));
    if (Either.isLeft(page)) return errorResponse(c, 400, `body is not a content page: ${page.left.message}`);
    await storeContentPage(c.get("db"), path, page.right);
    return c.body(null, 204);
  });

  app.all("/api/test/drop", async (c) => {
    const socket = c.env?.incoming?.socket;
    if (!socket) return errorResponse(c, 500, "no connection to drop outside a Node server");
    socket.destroy();
    // Never settles: the connection is gone, so nothing may be written to it.
    return new Promise<Response>(() => {});
  });

  /**
   * What this browser's session holds on the server: its carts with their lines, the orders placed
   * from them and the payments made for them. The fault-injection journeys (e2e/faults.spec.ts)
   * check it after each run: no line lost or doubled, no second order, no payment without an order.
   */
  app.get("/api/test/ledger", async (c) => {
    const session = c.get("session");
    if (!session) return errorResponse(c, 400, "no session: call any API route first");
    const db = c.get("db");
    const carts = await db.query<{ id: string; status: string; state: CartState }>(
      "SELECT id, status, state FROM carts WHERE session_id = $1 ORDER BY created_at",
      [session.id],
    );
    const ids = carts.map((r) => r.id);
    const orders = await db.query<{ order_number: string; cart_id: string; cart: Cart }>(
      "SELECT order_number, cart_id, cart FROM orders WHERE cart_id = ANY($1) OR session_id = $2",
      [ids, session.id],
    );
    const payments = await db.query<{ id: string; cart_id: string; status: string }>(
      "SELECT id, cart_id, status FROM psp_payments WHERE cart_id = ANY($1)",
      [ids],
    );
    return c.json({
      carts: carts.map((r) => ({
        id: r.id,
        status: r.status,
        lines: r.state.lines.map((l) => ({ articleId: l.sku, quantity: l.quantity })),
      })),
      orders: orders.map((r) => ({
        orderNumber: r.order_number,
        cartId: r.cart_id,
        lines: r.cart.productLineItems.map((l) => ({ articleId: l.articleId, quantity: l.quantity })),
      })),
      payments: payments.map((r) => ({ id: r.id, cartId: r.cart_id, status: r.status })),
    });
  });

  /** Moves this server's clock forward by body.advanceMs (never back: holds and windows only age). */
  app.post("/api/test/clock", async (c) => {
    if (!clock) return errorResponse(c, 409, "this server runs on a fixed clock");
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return errorResponse(c, 400, "body must be JSON: { advanceMs }");
    }
    const ms = (body as { advanceMs?: unknown } | null)?.advanceMs;
    if (typeof ms !== "number" || !Number.isInteger(ms) || ms < 0 || ms > 366 * 86_400_000)
      return errorResponse(c, 400, "advanceMs must be a whole number of ms from 0 to one year");
    return c.json({ now: new Date(clock.advance(ms)).toISOString() });
  });
};
