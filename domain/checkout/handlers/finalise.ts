import { Effect, type Either } from "effect";
import { getCart } from "../../api/cart";
import { placeOrder } from "../../api/checkout";
import { loadCart, receiveCart, refetchCart } from "../../cart/handlers/load";
import type { Cart, PaymentMethodKey } from "../../cart/model";
import { unclearStatus } from "../../cart/policy";
import { refreshCustomer } from "../../session/refresh";
import { checkout } from "../access";
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
import { asPaymentFailure, type CheckoutCallFailed, checkoutCall } from "./calls";
import { goTo } from "./route";

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
      if (fresh._tag === "Some") yield* receiveCart(fresh.value);
      const cart = fresh._tag === "Some" ? fresh.value : (yield* checkout.inputs).cart;
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
    yield* checkout.emit({ _tag: "CheckoutFailed", ...input });
    if (input.initiator === "UNKNOWN") yield* loadCart;
    else yield* refetchCart;
    yield* goTo("checkout", checkoutErrorSearch(input.code), "replace");
    return input.code === "payment_declined" ? ("declined" as const) : ("failed" as const);
  });

/** Success: the new empty cart, the customer read again when logged in, the confirmation. */
const placed = (checkoutId: string, order: Order, cart: Cart) =>
  Effect.gen(function* () {
    yield* checkout.emit({ _tag: "OrderPlaced", checkoutId, order, cart });
    // The first-order flags changed with the order: a logged-in customer is read again.
    yield* refreshCustomer;
    yield* toConfirmation(order.orderNumber);
    return "placed" as const;
  });

/**
 * POST /api/checkout answers the order already placed for the same checkoutId again (server
 * checkout routes, place), so a placement without a clear answer (issue 16 #10: no answer, 5xx,
 * 408/429; the server may have placed the order and taken the payment) is sent again, after a
 * growing pause, rather than taken for a failure.
 */
const PLACE_TRIES = 4;
const RETRY_PAUSE_MS = 400;
const placeIdempotently = (request: CheckoutRequest) =>
  Effect.gen(function* () {
    const send = Effect.either(checkoutCall(placeOrder, { body: request }));
    let r: Either.Either<{ readonly order: Order; readonly cart: Cart }, CheckoutCallFailed> = yield* send;
    for (let i = 1; i < PLACE_TRIES && r._tag === "Left" && unclearStatus(r.left.status); i++) {
      yield* Effect.sleep(RETRY_PAUSE_MS * i);
      r = yield* send;
    }
    return r;
  });

/**
 * The payment-return route (document 2 §2, §4): the processing flag, POST /api/checkout with
 * the query's checkout id (id, paymentId or hostedCheckoutId); on success the new empty cart,
 * the customer refreshed when logged in, and the confirmation with finalized=true.
 */
export const finaliseCheckout = (c: typeof FinaliseCheckout.Type) =>
  Effect.gen(function* () {
    const q = parsePaymentReturn(c.query);
    if ((yield* checkout.inputs).config === null) return "notready";
    const s = yield* checkout.state;
    if (q.finalized) {
      yield* toConfirmation(q.orderNumber);
      return "finalized";
    }
    // The same return again (a re-mounted screen): the order is placed already.
    if (q.checkoutId !== null && s.placedCheckoutId === q.checkoutId && s.order) {
      yield* toConfirmation(s.order.orderNumber);
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
    yield* checkout.emit({
      _tag: "CheckoutFinalisationStarted",
      checkoutId: request.checkoutId,
      query: c.query,
    });
    const r = yield* placeIdempotently(request);
    if (r._tag === "Right") return yield* placed(request.checkoutId, r.right.order, r.right.cart);
    const e = r.left;
    // Still no clear answer: the order may be placed and paid. The shopper stays here, told to
    // wait and try again; the cart is not read again (it would show the next, empty cart).
    if (unclearStatus(e.status)) {
      yield* checkout.emit({
        _tag: "CheckoutFinalisationUnclear",
        checkoutId: request.checkoutId,
        status: e.status,
        message: e.message,
      });
      return "unclear" as const;
    }
    const payment = asPaymentFailure(e, q.initiator);
    return yield* failed({
      checkoutId: request.checkoutId,
      code: payment?.code ?? GENERAL_ERROR,
      initiator: payment?.initiator ?? q.initiator,
      status: payment ? 402 : e.status,
      message: payment?.message ?? e.message,
    });
  });
