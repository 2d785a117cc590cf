import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { PaymentMethodKey } from "../../domain/cart/model";
import { isPaidOnline } from "../../domain/checkout/payment";
import { formatPrice } from "../../domain/discovery/format";
import { sameOriginPath } from "../../domain/navigation/url";
import { reopenFinalized } from "../cart/store";
import { cartView, loadContext } from "../cart/view";
import { now } from "../http/clock";
import type { App, AppEnv } from "../http/env";
import { newToken, sameToken } from "../session/tokens";
import {
  answerOf,
  type ProviderAnswer,
  payOptions,
  readAnswer,
  recordAnswer,
  withAnswer,
} from "./psp-methods";
import { errorPage, pageHeaders, payPage } from "./psp-page";
import {
  cartFingerprint,
  decidePspPayment,
  findPspPayment,
  insertPspPayment,
  mainPayment,
  ownCart,
} from "./store";

/**
 * The reference server's test payment provider (outside /api: HTML pages, no SPA). The client
 * navigates to GET /psp/pay?checkoutId=<cart id>&returnUrl=<same-origin path>; the page creates a
 * pending payment and offers Pay and Decline, whose form posts (protected by the page's form token,
 * not by the XSRF header: they come from this page, not the client) set the payment's status and
 * answer 303 to returnUrl with paymentId=<id> appended. POST /api/checkout then places the order
 * with checkoutId = that paymentId.
 */

/** The payment's return target: a path of this shop (domain/navigation/url, the rule of every redirect). */
export const safeReturnUrl = (value: string | undefined): string | undefined => sameOriginPath(value);

/** returnUrl with paymentId=<id> appended; its own query is kept as written (an old paymentId is replaced). */
export const withPaymentId = (returnUrl: string, paymentId: string): string => {
  const hashAt = returnUrl.indexOf("#");
  const hash = hashAt >= 0 ? returnUrl.slice(hashAt) : "";
  const rest = hashAt >= 0 ? returnUrl.slice(0, hashAt) : returnUrl;
  const queryAt = rest.indexOf("?");
  const path = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  const keyOf = (pair: string) => {
    const key = pair.split("=")[0] ?? "";
    try {
      return decodeURIComponent(key.replaceAll("+", " "));
    } catch {
      return key;
    }
  };
  const pairs = (queryAt >= 0 ? rest.slice(queryAt + 1) : "")
    .split("&")
    .filter((p) => p !== "" && keyOf(p) !== "paymentId");
  pairs.push(`paymentId=${encodeURIComponent(paymentId)}`);
  return `${path}?${pairs.join("&")}${hash}`;
};

const METHOD_NAMES: Partial<Record<PaymentMethodKey, string>> = {
  "credit-cards": "Credit card",
  paypal: "PayPal",
  "apple-pay": "Apple Pay",
  "google-pay": "Google Pay",
};

const methodLabel = (key: PaymentMethodKey, brand: string) => {
  const name = METHOD_NAMES[key] ?? key;
  return brand.trim() && brand.trim().toLowerCase() !== name.toLowerCase()
    ? `${name} (${brand.trim()})`
    : name;
};

const html = (c: Context<AppEnv>, status: number, body: string) =>
  c.body(body, status as ContentfulStatusCode, pageHeaders());

const fail = (c: Context<AppEnv>, status: number, heading: string, message: string) =>
  html(c, status, errorPage(heading, message));

const PAYMENT_ID = /^[A-Za-z0-9-]{1,64}$/;

const decide = (target: "approved" | "declined") => async (c: Context<AppEnv>) => {
  const id = c.req.param("paymentId") ?? "";
  if (!PAYMENT_ID.test(id)) return fail(c, 400, "Bad request", "This is not a payment reference.");
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data"))
    return fail(c, 400, "Bad request", "Pay or decline with the buttons of the payment page.");
  let token: unknown;
  let form: Record<string, unknown> = {};
  try {
    form = await c.req.parseBody();
    token = form.token;
  } catch {
    return fail(c, 400, "Bad request", "The form could not be read.");
  }
  if (typeof token !== "string" || token === "")
    return fail(c, 400, "Bad request", "The form token is missing: pay or decline with the payment page.");
  const db = c.get("db");
  const outcome = await db.transaction(async (tx) => {
    const payment = await findPspPayment(tx, id, true);
    if (!payment) return { status: 404 as const };
    if (!sameToken(payment.form_token, token)) return { status: 403 as const };
    if (payment.status === "pending") {
      // Approved: the provider reports what was paid with (the card brand) and the save choice back.
      let answer: ProviderAnswer | undefined;
      if (target === "approved") {
        const [cart] = await tx.query<{ customer_id: string | null }>(
          "SELECT customer_id FROM carts WHERE id = $1",
          [payment.cart_id],
        );
        const read = await readAnswer(
          tx,
          {
            customerId: cart?.customer_id ?? null,
            methodKey: payment.method_key,
            choice: form.card,
            saveMethod: form.saveMethod,
            setPrimary: form.setPrimary,
          },
          now(),
        );
        if (typeof read === "string") return { status: 400 as const, message: read };
        answer = read;
        await recordAnswer(tx, id, answer);
      }
      await decidePspPayment(tx, id, target);
      // A declined payment gives the cart back to the shopper (as a shop does when its payment
      // provider reports a failure): OPEN again, the window booking released, so another method
      // or a changed cart can be checked out.
      if (target === "declined") await reopenFinalized(tx, payment.cart_id);
      const back = withPaymentId(payment.return_url, id);
      return { status: 303 as const, location: answer ? withAnswer(back, answer) : back };
    } else if (payment.status !== target) return { status: 409 as const, was: payment.status };
    // The same decision again (a resubmitted form): the same way back, with the same answer.
    const back = withPaymentId(payment.return_url, id);
    const answer = target === "approved" ? await answerOf(tx, id) : null;
    return { status: 303 as const, location: answer ? withAnswer(back, answer) : back };
  });
  switch (outcome.status) {
    case 400:
      return fail(c, 400, "Payment not possible", outcome.message);
    case 404:
      return fail(c, 404, "Payment not found", "There is no payment with this reference.");
    case 403:
      return fail(c, 403, "Payment not confirmed", "The form token does not belong to this payment.");
    case 409:
      return fail(c, 409, "Payment already decided", `This payment was already ${outcome.was}.`);
    default:
      c.header("Cache-Control", "no-store");
      return c.redirect(outcome.location, 303);
  }
};

export const pspRoutes = (app: App) => {
  app.get("/psp/pay", async (c) => {
    const checkoutId = c.req.query("checkoutId") ?? "";
    if (checkoutId === "" || checkoutId.length > 64 || /\p{Cc}/u.test(checkoutId))
      return fail(c, 400, "Bad request", "checkoutId must name the finalized cart to pay.");
    const returnUrl = safeReturnUrl(c.req.query("returnUrl"));
    if (!returnUrl)
      return fail(
        c,
        400,
        "Bad request",
        'returnUrl must be a path of this shop: starting with "/" (not "//"), without scheme or host.',
      );
    const session = c.get("session");
    const db = c.get("db");
    const row = session && (await ownCart(db, session, checkoutId, false));
    if (!row) return fail(c, 404, "Cart not found", "There is no cart with this id in this browser session.");
    if (row.status !== "FINALIZED")
      return fail(c, 409, "Cart not ready for payment", "Only a finalized cart can be paid.");
    const method = mainPayment(row);
    if (!method || !isPaidOnline(method.methodKey))
      return fail(c, 409, "No online payment", "The cart's payment method is not paid online.");
    const cart = cartView(row, await loadContext(db, row));
    const amount = cart.priceInfo.totalWithSurcharge - cart.priceInfo.coveredAmount;
    const paymentId = randomUUID();
    const formToken = newToken();
    await insertPspPayment(db, {
      id: paymentId,
      cart_id: row.id,
      method_key: method.methodKey,
      brand_name: method.brandName,
      amount_cents: amount,
      form_token: formToken,
      return_url: returnUrl,
      cart_fingerprint: cartFingerprint(row),
    });
    return html(
      c,
      200,
      payPage({
        paymentId,
        formToken,
        amount: formatPrice(amount),
        giftCards:
          cart.priceInfo.coveredAmount > 0
            ? {
                total: formatPrice(cart.priceInfo.totalWithSurcharge),
                covered: formatPrice(cart.priceInfo.coveredAmount),
              }
            : undefined,
        method: methodLabel(method.methodKey, method.brandName),
        options: await payOptions(db, row.customer_id, method.methodKey, now()),
      }),
    );
  });

  app.post("/psp/pay/:paymentId/approve", decide("approved"));
  app.post("/psp/pay/:paymentId/decline", decide("declined"));

  // Anything else under /psp is a 404 page here, never the SPA's history fallback.
  const missing = (c: Context<AppEnv>) =>
    fail(c, 404, "Page not found", "The payment provider has no such page.");
  app.all("/psp", missing);
  app.all("/psp/*", missing);
};
