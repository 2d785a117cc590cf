import { Effect } from "effect";
import { getCart } from "../../api/cart";
import { placeOrder } from "../../api/checkout";
import { getCustomer } from "../../api/session";
import { currentState, emit } from "../../app/scope";
import { loadCart } from "../../cart/handlers/items";
import type { Cart, PaymentMethodKey } from "../../cart/model";
import { normaliseCustomer } from "../../session/customer";
import type { FinaliseCheckout } from "../commands";
import type { CheckoutRequest, Order, PaymentInitiator } from "../model";
import {
  BRAND_NAMES,
  checkoutErrorSearch,
  confirmationSearch,
  GENERAL_ERROR,
  mainPayment,
  type PaymentReturn,
  parsePaymentReturn,
} from "../payment";
import { asPaymentFailure, checkoutCall, checkoutEmit, goTo } from "./common";

const METHOD_KEYS = new Set<string>(Object.keys(BRAND_NAMES));
const asMethodKey = (key: string | null): PaymentMethodKey | null =>
  key !== null && METHOD_KEYS.has(key) ? (key as PaymentMethodKey) : null;

/** finalized=true: the order is placed; the shopper belongs on the confirmation (document 2 §2). */
export const toConfirmation = (orderNumber: string | null) =>
  goTo("checkoutConfirmation", orderNumber === null ? "" : confirmationSearch(orderNumber), "replace");

/**
 * The request of POST /api/checkout from the payment-return query (document 2 §2, §7). What the
 * query lacks (a finalized cart met by a cart call sends the shopper here with its id only) comes
 * from the cart, read fresh.
 */
const requestOf = (q: PaymentReturn) =>
  Effect.gen(function* () {
    let checkoutId = q.checkoutId;
    let methodKey = asMethodKey(q.methodKey);
    let brandName = q.brandName;
    if (checkoutId === null || methodKey === null) {
      const fresh = yield* checkoutCall(getCart, {}).pipe(Effect.option);
      if (fresh._tag === "Some") yield* emit({ _tag: "CartReceived", cart: fresh.value, cause: "load" });
      const cart = fresh._tag === "Some" ? fresh.value : (yield* currentState).cart.cart;
      const payment = mainPayment(cart);
      checkoutId ??= cart?.id ?? null;
      methodKey ??= payment?.methodKey ?? null;
      brandName ??= payment?.brandName ?? null;
    }
    if (checkoutId === null || methodKey === null) return null;
    const request: CheckoutRequest = {
      checkoutId,
      paymentBrandName: brandName ?? BRAND_NAMES[methodKey],
      paymentMethodKey: methodKey,
      paymentInitiator: q.initiator,
      paymentMethodType: q.methodType,
      ...(q.provider !== null ? { provider: q.provider } : {}),
      ...(q.type !== null ? { paymentType: q.type } : {}),
      ...(q.saveMethod ? { savePaymentMethod: true } : {}),
      ...(q.setPrimary ? { setPrimary: true } : {}),
    };
    return request;
  });

/**
 * Document 2 §4 "Checkout finalisation", on failure: the cart is refetched (reloaded as a whole
 * when the payment initiator is UNKNOWN) and the shopper returns to checkout with paymentError.
 */
const failed = (input: {
  readonly checkoutId: string | null;
  readonly code: string;
  readonly initiator: PaymentInitiator;
  readonly status: number;
  readonly message: string;
}) =>
  Effect.gen(function* () {
    yield* checkoutEmit({ _tag: "CheckoutFailed", ...input });
    if (input.initiator === "UNKNOWN") yield* loadCart;
    else {
      const fresh = yield* checkoutCall(getCart, {}).pipe(Effect.either);
      if (fresh._tag === "Right") yield* emit({ _tag: "CartReceived", cart: fresh.right, cause: "load" });
      else yield* emit({ _tag: "CartLoadFailed", status: fresh.left.status, message: fresh.left.message });
    }
    yield* goTo("checkout", checkoutErrorSearch(input.code), "replace");
    return input.code === "payment_declined" ? ("declined" as const) : ("failed" as const);
  });

/** Success: the new empty cart, the customer read again when logged in, the confirmation. */
const placed = (checkoutId: string, order: Order, cart: Cart) =>
  Effect.gen(function* () {
    yield* checkoutEmit({ _tag: "OrderPlaced", checkoutId, order, cart });
    // The first-order flags changed with the order: a logged-in customer is read again.
    if ((yield* currentState).session.customer !== null) {
      const customer = yield* checkoutCall(getCustomer, {}).pipe(Effect.option);
      if (customer._tag === "Some")
        yield* emit({ _tag: "CustomerLoaded", customer: normaliseCustomer(customer.value) });
    }
    yield* toConfirmation(order.orderNumber);
    return "placed" as const;
  });

export const finaliseHandlers = {
  /**
   * The payment-return route (document 2 §2, §4): the processing flag, POST /api/checkout with
   * the query's checkout id (id, paymentId or hostedCheckoutId); on success the new empty cart,
   * the customer refreshed when logged in, and the confirmation with finalized=true.
   */
  FinaliseCheckout: (c: typeof FinaliseCheckout.Type) =>
    Effect.gen(function* () {
      const q = parsePaymentReturn(c.query);
      const s = yield* currentState;
      if (s.tenant.config === null) return "notready";
      if (q.finalized) {
        yield* toConfirmation(q.orderNumber);
        return "finalized";
      }
      // The same return again (a re-mounted screen): the order is placed already.
      if (q.checkoutId !== null && s.checkout.placedCheckoutId === q.checkoutId && s.checkout.order) {
        yield* toConfirmation(s.checkout.order.orderNumber);
        return "placed";
      }
      const request = yield* requestOf(q);
      if (request === null)
        return yield* failed({
          checkoutId: q.checkoutId,
          code: GENERAL_ERROR,
          initiator: q.initiator,
          status: 0,
          message: "the payment return names no checkout or payment method",
        });
      yield* checkoutEmit({
        _tag: "CheckoutFinalisationStarted",
        checkoutId: request.checkoutId,
        query: c.query,
      });
      return yield* checkoutCall(placeOrder, { body: request }).pipe(
        Effect.catchTag("CheckoutCallFailed", (e) => Effect.fail(asPaymentFailure(e, q.initiator) ?? e)),
        Effect.flatMap(({ order, cart }) => placed(request.checkoutId, order, cart)),
        Effect.catchTag("PaymentFailed", (e) =>
          failed({
            checkoutId: request.checkoutId,
            code: e.code,
            initiator: e.initiator,
            status: 402,
            message: e.message,
          }),
        ),
        Effect.catchTag("CheckoutCallFailed", (e) =>
          failed({
            checkoutId: request.checkoutId,
            code: GENERAL_ERROR,
            initiator: q.initiator,
            status: e.status,
            message: e.message,
          }),
        ),
      );
    }),
};
