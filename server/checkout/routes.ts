import type { Context } from "hono";
import { getOrder, placeOrder } from "../../domain/api/checkout";
import { type Cart, GIFT_CARD_METHOD_KEY } from "../../domain/cart/model";
import { giftCardShares } from "../../domain/cart/rules/gift-cards";
import type { CheckoutRequest, Order, PaymentErrorData } from "../../domain/checkout/model";
import { isPaidOnline } from "../../domain/checkout/payment";
import { restoreRegularCart } from "../addon/order";
import { requireAddOnParent } from "../addon/store";
import { lookupWindow } from "../capacity/windows";
import type { CartRow } from "../cart/state";
import { ensureSession, liveCart, reopenFinalized, setStatus } from "../cart/store";
import { cartView, loadContext } from "../cart/view";
import type { Db } from "../db/db";
import { now } from "../http/clock";
import type { App, AppEnv, SessionState } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { requireSuitsCustomer } from "../payments/offer";
import { saveAtCheckout } from "../payments/routes";
import { requireOfferedMethod } from "./methods";
import { pspRoutes } from "./psp";
import {
  cartFingerprint,
  debitGiftCards,
  findOrder,
  findPspPayment,
  giftCardShortfall,
  insertOrder,
  mainPayment,
  markOrdered,
  nextOrderNumber,
  orderByCheckoutId,
  orderOfCart,
  ownCart,
  type PspPayment,
  voidPspPayment,
} from "./store";
import { transactionId } from "./transaction-id";

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
 * The payment error code (document 2 §8: data.code, on to the checkout's paymentError query) of a
 * payment that no longer pays the cart: the cart changed after it, or it was voided for that.
 */
const CART_CHANGED = "payment_cart_changed";

type Placed = { readonly order: Order; readonly row: CartRow | undefined };

/**
 * The order cannot be placed as paid: the payment is voided and, where the shopper has to change
 * something (another window, another gift-card amount), the cart is given back OPEN. Returned
 * from the transaction rather than thrown so those changes are kept.
 */
type Refused = { readonly refused: HttpError };

const refuse = async (
  tx: Db,
  row: CartRow,
  psp: PspPayment | undefined,
  reopen: boolean,
  error: HttpError,
): Promise<Refused> => {
  if (psp) await voidPspPayment(tx, psp.id);
  if (reopen) await reopenFinalized(tx, row.id);
  return { refused: error };
};

/**
 * Whether the cart may still have its window: its hold lasts, or it ended and the window has room
 * now (counted under the same lock finalize counts under). Else the code why not (document 2 §8).
 */
const windowStillOurs = async (tx: Db, row: CartRow, at: number) => {
  const id = row.state.windowId;
  if (!id) return undefined;
  if (row.hold_until && new Date(row.hold_until).getTime() > at) return undefined;
  await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [id]);
  const found = await lookupWindow(tx, id, at, row.id);
  if (!found?.exists) return "140" as const;
  if (found.expired) return "141" as const;
  return found.window.remaining > 0 ? undefined : ("023" as const);
};

/**
 * Places the order of a FINALIZED cart (document 2 §4 "Checkout finalisation"): one transaction
 * orders the cart (its window booking kept), takes the gift cards' shares, records the order,
 * clears the customer's first-order flag for the service type and gives the browser a new empty
 * cart. The same checkoutId again answers the same order. A payment made online pays the cart
 * state and amount it was made for, nothing else.
 */
const place = async (c: Context<AppEnv>, body: CheckoutRequest): Promise<Placed> => {
  const session = await ensureSession(c);
  const at = now();
  const outcome = await c.get("db").transaction(async (tx): Promise<Placed | Refused> => {
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
    if (psp?.status === "voided")
      throw paymentError("the payment was cancelled: pay the cart as it is now", CART_CHANGED, body);
    if (row.status === "ORDERED") {
      const number = await orderOfCart(tx, row.id);
      throw new HttpError(409, `the cart is already ordered${number ? ` (order ${number})` : ""}`, {
        code: "cart_already_ordered",
      });
    }
    if (psp && psp.cart_fingerprint !== cartFingerprint(row))
      return refuse(
        tx,
        row,
        psp,
        false,
        paymentError("the cart changed after the payment: pay the cart as it is now", CART_CHANGED, body),
      );
    if (row.status !== "FINALIZED")
      throw new HttpError(409, "the cart is not finalized: POST /api/carts/finalize first", {
        code: "cart_not_finalized",
      });
    const payment = mainPayment(row);
    // Gift cards alone (document 2 §9: key gift-card-rewe, method type WALLET): no main method;
    // they must cover the whole order (checked once it is priced below).
    const giftCardsAlone = !payment && !psp && body.paymentMethodKey === GIFT_CARD_METHOD_KEY;
    if (
      (!payment && !giftCardsAlone) ||
      (payment && payment.methodKey !== body.paymentMethodKey) ||
      (payment && psp && psp.method_key !== payment.methodKey)
    )
      throw new HttpError(
        409,
        `the cart's payment method is ${payment ? `"${payment.methodKey}"` : "not set"}, not "${body.paymentMethodKey}"`,
        { code: "payment_method_mismatch" },
      );
    const type = row.state.distributionAddress?.distributionType;
    if (!type) throw new HttpError(409, "the cart has no distribution type", { code: "cart_not_finalized" });
    const methodKey = payment?.methodKey ?? GIFT_CARD_METHOD_KEY;
    requireOfferedMethod(methodKey, type, 409);
    await requireSuitsCustomer(tx, row.customer_id, methodKey, 409);
    // An add-on (document 2 §4): still before its order's cut-off and within the limit per order.
    if (row.state.mode === "ADDON")
      await requireAddOnParent(tx, row.customer_id ?? "", row.state.orderNumber ?? "", at, true);

    // Priced before the first-order flag changes: first-order vouchers still apply to this order.
    const ordered: CartRow = { ...row, status: "ORDERED", version: row.version + 1 };
    const cart = cartView(ordered, await loadContext(tx, ordered, at));
    const due = cart.priceInfo.totalWithSurcharge - cart.priceInfo.coveredAmount;
    if (psp && psp.amount_cents !== due)
      return refuse(
        tx,
        row,
        psp,
        false,
        paymentError(
          `the payment was for ${psp.amount_cents} ct, the cart is now ${due} ct: pay the cart as it is now`,
          CART_CHANGED,
          body,
        ),
      );
    if (giftCardsAlone && due > 0)
      return refuse(
        tx,
        row,
        psp,
        true,
        paymentError(
          `the gift cards cover ${cart.priceInfo.coveredAmount} ct of ${cart.priceInfo.totalWithSurcharge} ct: choose a method for the rest`,
          "261",
          body,
        ),
      );
    const lost = await windowStillOurs(tx, row, at);
    if (lost)
      return refuse(
        tx,
        row,
        psp,
        true,
        paymentError(`the delivery window is no longer available (${lost}): choose another`, lost, body),
      );
    const cards = row.state.payments.filter((p) => p.methodKey === GIFT_CARD_METHOD_KEY);
    const shares = giftCardShares(
      cards.map((p) => p.amount ?? 0),
      cart.priceInfo.coveredAmount,
    );
    const debits = cards.flatMap((p, i) =>
      p.giftCardCode && (shares[i] ?? 0) > 0 ? [{ code: p.giftCardCode, amount: shares[i] ?? 0 }] : [],
    );
    const short = await giftCardShortfall(tx, row.customer_id, debits);
    if (short)
      return refuse(
        tx,
        row,
        psp,
        true,
        paymentError(
          short === "261"
            ? "a gift card no longer covers its share: change the gift-card amount"
            : "a gift card is no longer in the wallet: remove it from the payment",
          short,
          body,
        ),
      );

    await setStatus(tx, row.id, "ORDERED", row.state.windowId);
    const firstOrder = row.customer_id ? await markOrdered(tx, row.customer_id, type) : false;
    const orderNumber = await nextOrderNumber(tx);
    const order: Order = {
      orderNumber,
      transactionId: transactionId(orderNumber),
      placedAt: new Date(at).toISOString(),
      distributionType: type,
      firstOrder,
      customerId: row.customer_id,
      cart,
    };
    await insertOrder(tx, order, row, body.checkoutId);
    if (row.customer_id) await debitGiftCards(tx, row.customer_id, order.orderNumber, debits);
    // Document 2 §2, §7: the payment's method saved for the next orders when the shopper asked.
    if (row.customer_id && psp && body.savePaymentMethod)
      await saveAtCheckout(tx, row.customer_id, psp, body);
    // The browser's next cart: empty and OPEN, as after POST /api/carts/reset; after an add-on,
    // the regular cart the shopper had before it.
    const next = await liveCart(tx, session, true);
    return { order, row: await restoreRegularCart(tx, row, next) };
  });
  if ("refused" in outcome) throw outcome.refused;
  return outcome;
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
