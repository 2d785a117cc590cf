import type { Context } from "hono";
import {
  deletePaymentMethod,
  getPaymentMethods,
  savePaymentMethod,
  setPrimaryPaymentMethod,
} from "../../domain/api/payment-methods";
import type { PaymentMethodKey } from "../../domain/cart/model";
import { isSavable } from "../../domain/payments/rules/saved";
import { answerOf, TEST_PROVIDER } from "../checkout/psp-methods";
import type { Db } from "../db/db";
import { now } from "../http/clock";
import type { App, AppEnv } from "../http/env";
import { HttpError } from "../http/errors";
import { route } from "../http/route";
import { deleteMethod, listMethods, saveMethod, setPrimaryMethod } from "./store";

/** Saved payment methods are the logged-in customer's own (document 2 §6): 401 without one. */
const customerOf = (c: Context<AppEnv>): string => {
  const customerId = c.get("session")?.customerId;
  if (!customerId) throw new HttpError(401, "not logged in");
  return customerId;
};

const notFound = (id: string) =>
  new HttpError(404, `no saved payment method "${id}"`, { code: "payment_method_not_found" });

/**
 * Saves the method an approved payment of this customer was made with (the provider's answer:
 * brand, last digits, expiry). The same payment saved twice is one saved method. A payment made
 * with a saved method is that method already: nothing new is saved.
 */
const saveFromPayment = async (
  db: Db,
  input: {
    readonly customerId: string;
    readonly paymentId: string;
    readonly methodKey: PaymentMethodKey;
    readonly provider: string;
    readonly setPrimary: boolean;
  },
): Promise<void> => {
  if (!isSavable(input.methodKey))
    throw new HttpError(400, `payment method "${input.methodKey}" cannot be saved`, {
      code: "payment_method_not_savable",
      errors: [{ path: "body.methodKey", message: "only cards, PayPal, Apple Pay and Google Pay are saved" }],
    });
  if (input.provider !== TEST_PROVIDER)
    throw new HttpError(
      400,
      `unknown payment provider "${input.provider}": payments here go through ${TEST_PROVIDER}`,
      {
        code: "unknown_provider",
        errors: [{ path: "body.provider", message: `must be ${TEST_PROVIDER}` }],
      },
    );
  const answer = await answerOf(db, input.paymentId);
  const [owner] = answer
    ? await db.query<{ customer_id: string | null }>("SELECT customer_id FROM carts WHERE id = $1", [
        answer.cartId,
      ])
    : [];
  if (answer?.status !== "approved" || owner?.customer_id !== input.customerId)
    throw new HttpError(404, `no approved payment "${input.paymentId}" of this customer`, {
      code: "payment_not_found",
    });
  if (answer.methodKey !== input.methodKey)
    throw new HttpError(400, `the payment was made with "${answer.methodKey}", not "${input.methodKey}"`, {
      code: "payment_method_mismatch",
      errors: [{ path: "body.methodKey", message: `the payment's method is ${answer.methodKey}` }],
    });
  if (answer.savedMethodId !== null) return;
  await saveMethod(
    db,
    {
      customerId: input.customerId,
      methodKey: answer.methodKey,
      provider: input.provider,
      brand: answer.brand,
      lastDigits: answer.lastDigits,
      expiryMonth: answer.expiryMonth,
      expiryYear: answer.expiryYear,
      sourcePaymentId: input.paymentId,
      setPrimary: input.setPrimary,
    },
    now(),
  );
};

/** GET, POST /api/customers/payment-methods, DELETE …/{id}?provider, POST …/{id}/set-primary (document 2 §7). */
export const paymentMethodRoutes = (app: App) => {
  route(app, getPaymentMethods, async (_r, c) => listMethods(c.get("db"), customerOf(c), now()));

  route(app, savePaymentMethod, async ({ body }, c) => {
    const customerId = customerOf(c);
    return c.get("db").transaction(async (tx) => {
      await saveFromPayment(tx, {
        customerId,
        paymentId: body.checkoutId,
        methodKey: body.methodKey,
        provider: body.provider,
        setPrimary: body.setPrimary === true,
      });
      return listMethods(tx, customerId, now());
    });
  });

  route(app, deletePaymentMethod, async ({ params, query }, c) => {
    const customerId = customerOf(c);
    return c.get("db").transaction(async (tx) => {
      if (!(await deleteMethod(tx, customerId, params.id, query.provider))) throw notFound(params.id);
      return listMethods(tx, customerId, now());
    });
  });

  route(app, setPrimaryPaymentMethod, async ({ params }, c) => {
    const customerId = customerOf(c);
    return c.get("db").transaction(async (tx) => {
      const done = await setPrimaryMethod(tx, customerId, params.id, now());
      if (done === "notFound") throw notFound(params.id);
      if (done === "expired")
        throw new HttpError(409, "an expired payment method cannot be the primary one", {
          code: "payment_method_expired",
        });
      return listMethods(tx, customerId, now());
    });
  });
};

/**
 * POST /api/checkout with savePaymentMethod (document 2 §7): the order's online payment saved in
 * the order's transaction. A method that is not kept by the provider (at the door, invoice) or
 * that cannot be saved is not saved, and that never stops the order.
 */
export const saveAtCheckout = async (
  db: Db,
  customerId: string,
  psp: { readonly id: string; readonly method_key: PaymentMethodKey },
  body: { readonly setPrimary?: boolean | undefined },
): Promise<void> => {
  if (!isSavable(psp.method_key)) return;
  try {
    await saveFromPayment(db, {
      customerId,
      paymentId: psp.id,
      methodKey: psp.method_key,
      // The order's payment went through the test provider, whatever the return named.
      provider: TEST_PROVIDER,
      setPrimary: body.setPrimary === true,
    });
  } catch (e) {
    // A payment the provider reported nothing for (made before it did) is not saved; the order stands.
    if (!(e instanceof HttpError)) throw e;
  }
};
