import type { Context } from "hono";
import { getOrder, placeOrder } from "../../domain/api/checkout";
import type { Cart } from "../../domain/cart/model";
import type { CheckoutRequest, Order, PaymentErrorData } from "../../domain/checkout/model";
import { isPaidOnline } from "../../domain/checkout/payment";
import type { CartRow } from "../cart/state";
import { ensureSession, liveCart, setStatus } from "../cart/store";
import { cartView, loadContext } from "../cart/view";
import type { Db } from "../db/db";
import type { App, AppEnv, SessionState } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { pspRoutes } from "./psp";
import {
  findOrder,
  findPspPayment,
  insertOrder,
  mainPayment,
  markOrdered,
  nextOrderNumber,
  orderByCheckoutId,
  orderOfCart,
  ownCart,
} from "./store";

const view = async (db: Db, row: CartRow) => cartView(row, await loadContext(db, row));

const notFound = (what: string) => new HttpError(404, what, { code: "checkout_not_found" });

/** Document 2 §8: payment errors carry data.paymentInitiator and data.code (the code is also `code`). */
const paymentError = (message: string, code: string, body: CheckoutRequest) => {
  const data: PaymentErrorData = { paymentInitiator: body.paymentInitiator, code };
  return new HttpError(402, message, { code, data });
};

/** The cart the checkoutId names: the cart itself for offline methods, the PSP payment's cart for online ones. */
const resolveCart = async (tx: Db, session: SessionState, body: CheckoutRequest) => {
  if (!isPaidOnline(body.paymentMethodKey)) {
    const row = await ownCart(tx, session, body.checkoutId, true);
    if (!row) throw notFound(`no cart "${body.checkoutId}" in this session`);
    return { row, psp: undefined };
  }
  const psp = await findPspPayment(tx, body.checkoutId);
  const row = psp && (await ownCart(tx, session, psp.cart_id, true));
  if (!psp || !row) throw notFound(`no payment "${body.checkoutId}" in this session`);
  return { row, psp };
};

/**
 * Places the order of a FINALIZED cart (document 2 §4 "Checkout finalisation"): one transaction
 * orders the cart (its window booking kept), records the order, clears the customer's first-order
 * flag for the service type and gives the browser a new empty cart. The same checkoutId again
 * answers the same order.
 */
const place = async (
  c: Context<AppEnv>,
  body: CheckoutRequest,
): Promise<{ order: Order; row: CartRow | undefined }> => {
  const session = await ensureSession(c);
  return c.get("db").transaction(async (tx) => {
    const { row, psp } = await resolveCart(tx, session, body);
    // After the cart's lock: a concurrent repeat of the same checkout waits here, then finds the order.
    const existing = await orderByCheckoutId(tx, session, body.checkoutId);
    if (existing) {
      if (!existing.visible) throw notFound(`no cart or payment "${body.checkoutId}" in this session`);
      return { order: existing.order, row: undefined };
    }
    if (psp?.status === "declined") throw paymentError("the payment was declined", "payment_declined", body);
    if (psp?.status === "pending")
      throw paymentError("the payment has not been completed yet", "payment_pending", body);
    if (row.status === "ORDERED") {
      const number = await orderOfCart(tx, row.id);
      throw new HttpError(409, `the cart is already ordered${number ? ` (order ${number})` : ""}`, {
        code: "cart_already_ordered",
      });
    }
    if (row.status !== "FINALIZED")
      throw new HttpError(409, "the cart is not finalized: POST /api/carts/finalize first", {
        code: "cart_not_finalized",
      });
    const payment = mainPayment(row);
    if (
      !payment ||
      payment.methodKey !== body.paymentMethodKey ||
      (psp && psp.method_key !== payment.methodKey)
    )
      throw new HttpError(
        409,
        `the cart's payment method is ${payment ? `"${payment.methodKey}"` : "not set"}, not "${body.paymentMethodKey}"`,
        { code: "payment_method_mismatch" },
      );
    const type = row.state.distributionAddress?.distributionType;
    if (!type) throw new HttpError(409, "the cart has no distribution type", { code: "cart_not_finalized" });

    // Priced before the first-order flag changes: first-order vouchers still apply to this order.
    const ordered: CartRow = { ...row, status: "ORDERED", version: row.version + 1 };
    const cart = cartView(ordered, await loadContext(tx, ordered));
    await setStatus(tx, row.id, "ORDERED", row.state.windowId);
    const firstOrder = row.customer_id ? await markOrdered(tx, row.customer_id, type) : false;
    const order: Order = {
      orderNumber: await nextOrderNumber(tx),
      placedAt: new Date().toISOString(),
      distributionType: type,
      firstOrder,
      customerId: row.customer_id,
      cart,
    };
    await insertOrder(tx, order, row, body.checkoutId);
    // The browser's next cart: empty and OPEN, as after POST /api/carts/reset.
    return { order, row: await liveCart(tx, session, true) };
  });
};

export const checkoutRoutes = (app: App) => {
  route(app, placeOrder, async ({ body }, c) => {
    const db = c.get("db");
    const { order, row } = await place(c, body);
    const session = c.get("session") as SessionState;
    const cart: Cart = await view(db, row ?? (await liveCart(db, session, false)));
    return { order, cart };
  });

  route(app, getOrder, async ({ params }, c) => {
    const session = c.get("session");
    const order = session && (await findOrder(c.get("db"), session, params.orderNumber));
    if (!order)
      throw new HttpError(404, `no order "${params.orderNumber}" of this session or customer`, {
        code: "order_not_found",
      });
    return order;
  });

  pspRoutes(app);
};
