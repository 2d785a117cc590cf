import { Data, Effect } from "effect";
import { callApi, failedCallFields } from "../../api/call";
import { addCartItem, getCart, removeCartItems, resetCart, validateCart } from "../../api/cart";
import type { AnyCall, CallInput, CallOutput } from "../../api/contract";
import { getEarliestWindow, getWindows, type WindowQuery } from "../../api/distribution";
import { currentState, emit } from "../../app/scope";
import type { AppState } from "../../app/state";
import { mainPayment, paymentReturnSearch } from "../../checkout/payment";
import { awaitsPaymentRetry } from "../../checkout/rules";
import { refreshShownAvailability } from "../../discovery/availability";
import type { Product, Sku } from "../../discovery/product";
import { showPath } from "../../navigation/handlers";
import { notify } from "../../notifications/handlers";
import { WallClock } from "../../ports/clock";
import { buildPath } from "../../routing/match";
import { routePattern } from "../../routing/routes";
import { routesFor } from "../../routing/table";
import type { CartEvent } from "../events";
import type { Cart, DistributionAddress } from "../model";
import { needsEarliestWindow } from "../rules/validation";
import { automaticVoucherDecision } from "../rules/vouchers";
import { type LimitNotices, selectLimitNotices, selectServiceStoreId } from "../selectors";

/**
 * What every cart handler shares: the failure policy of a cart call, the reconciliation after a
 * failed change, and the follow-ups after every change (cart status, automatic vouchers, limit
 * notices, validation on a new cart id, earliest window on time-slot errors).
 */

/** Where a FINALIZED cart belongs (document 2 §4, §8): the payment-return route. */
export const PAYMENT_RETURN_ROUTE = "paymentReturn" as const;
export const MIN_ADDRESS_QUERY = 2;

/** A failed cart call: status 0 is no answer (timeout, network); code "3": the cart is finalized. */
export class CartCallFailed extends Data.TaggedError("CartCallFailed")<{
  readonly call: string;
  readonly status: number;
  readonly code: string | undefined;
  readonly message: string;
}> {}

/** Input the handler refuses before any call (document 2 §8 "Rejections raised on bad input"). */
export class CartInputRejected extends Data.TaggedError("CartInputRejected")<{ readonly message: string }> {}

export const cartCall = <C extends AnyCall>(call: C, input: CallInput<C>) =>
  callApi(call, input).pipe(
    Effect.mapError((e) => new CartCallFailed(failedCallFields(call, e))),
  ) as Effect.Effect<CallOutput<C>, CartCallFailed, never>;

export const now = Effect.flatMap(WallClock, (c) => c.now());

export const cartEmit = (e: CartEvent) => emit(e);

export const cartOf = (s: AppState): Cart | null => s.cart.cart;

/** The store id of the current service: line operations carry it (document 2 §9). */
export const storeQuery = (s: AppState): { storeId?: string } => {
  const id = selectServiceStoreId(s);
  return id ? { storeId: id } : {};
};

/** A product the shopper can see right now (listing, detail, related), for capping before the call. */
export const knownProduct = (s: AppState, sku: string): Product | undefined => {
  const line = s.cart.cart?.productLineItems.find((l) => l.articleId === sku);
  if (line) return line.product;
  const d = s.discovery;
  if (d.product?.result.status === "success" && d.product.result.data.sku === sku)
    return d.product.result.data;
  const fromList =
    d.listing?.result.status === "success"
      ? d.listing.result.data.page.products.find((p) => p.sku === sku)
      : undefined;
  return fromList ?? d.product?.related?.products.find((p) => p.sku === sku);
};

/**
 * Code "3" on a finalized cart: the shopper belongs on the payment-return route (document 2 §4,
 * §8), with the payment return's query when this session started it, else one built from the cart
 * (initiator UNKNOWN: the payment's fate is not known here; the route reads the method from the cart).
 */
export const goToPaymentReturn = Effect.gen(function* () {
  const s = yield* currentState;
  const config = s.tenant.config;
  if (config === null) return;
  const pattern = routePattern(routesFor(config), PAYMENT_RETURN_ROUTE);
  if (pattern === undefined || s.navigation.location.route === PAYMENT_RETURN_ROUTE) return;
  const payment = mainPayment(s.cart.cart);
  const search =
    s.checkout.returnQuery ??
    paymentReturnSearch({
      cartId: s.cart.cart?.id ?? null,
      methodKey: payment?.methodKey ?? null,
      brandName: payment?.brandName ?? null,
      initiator: "UNKNOWN",
      methodType: "UNKNOWN",
    });
  yield* showPath(buildPath(pattern), search, "push");
});

/**
 * The failure policy of a cart call: the cart keeps its last good value, CartOperationFailed
 * records the failure and the shopper sees a notification; code "3" sends the shopper on.
 * unconfirmed: a change whose fate is unknown (no answer, and the refetch failed too): the cart is
 * marked stale and refetched before the next change.
 */
export const reportFailure = (operation: string, e: CartCallFailed, quiet = false, unconfirmed = false) =>
  Effect.gen(function* () {
    yield* cartEmit({
      _tag: "CartOperationFailed",
      operation,
      status: e.status,
      message: e.message,
      unconfirmed,
    });
    if (e.status === 409 && e.code === "3") {
      yield* notify("cart.finalized", "warning");
      yield* goToPaymentReturn;
      return "finalized" as const;
    }
    if (!quiet) yield* notify("cart.operationFailed", "error");
    return unconfirmed ? ("unconfirmed" as const) : ("failed" as const);
  });

/**
 * After a change call failed without a clear answer (no answer, 5xx, 408/429), the change may or
 * may not have been applied on the server. The cart is refetched: a higher version than the last
 * good cart's means the change went through (this client is the cart's only writer between the
 * two reads). A clear refusal (4xx) is not refetched: nothing changed. Never retries the change.
 */
export type Reconciled =
  | { readonly applied: true; readonly cart: Cart }
  | { readonly applied: false }
  | { readonly applied: "unknown" };

/** No clear answer (no answer, 5xx, 408/429): the change may have gone through. */
export const unclearStatus = (status: number) =>
  status === 0 || status >= 500 || status === 408 || status === 429;
export const unclear = (e: CartCallFailed) => unclearStatus(e.status);

export const reconcile = (e: CartCallFailed, before: Cart | null) =>
  Effect.gen(function* () {
    if (!unclear(e)) return { applied: false } as Reconciled;
    const fresh = yield* cartCall(getCart, {}).pipe(Effect.either);
    if (fresh._tag === "Left") return { applied: "unknown" } as Reconciled;
    const cart = fresh.right;
    if (before !== null && cart.id === before.id && cart.version === before.version)
      return { applied: false } as Reconciled;
    return { applied: true, cart } as Reconciled;
  });

export type Change<A> =
  | { readonly ok: true; readonly cart: Cart; readonly answer: A | null }
  | { readonly ok: false; readonly error: CartCallFailed; readonly unconfirmed: boolean };

/**
 * One change of the cart, sent exactly once: the answer, or (no clear answer) the refetched cart
 * when the change went through; `answer` is null when only the refetch tells.
 */
export const change = <C extends AnyCall>(
  call: C,
  input: CallInput<C>,
  cartOfAnswer: (a: CallOutput<C>) => Cart,
) =>
  Effect.gen(function* () {
    const before = (yield* currentState).cart.cart;
    const r = yield* cartCall(call, input).pipe(Effect.either);
    if (r._tag === "Right")
      return { ok: true, cart: cartOfAnswer(r.right), answer: r.right } as Change<CallOutput<C>>;
    const rec = yield* reconcile(r.left, before);
    if (rec.applied === true) return { ok: true, cart: rec.cart, answer: null } as Change<CallOutput<C>>;
    return { ok: false, error: r.left, unconfirmed: rec.applied === "unknown" } as Change<CallOutput<C>>;
  });

/** A change in the background (vouchers) without a clear answer: no notification, the cart is refetched before the next change. */
export const markStale = (operation: string, e: CartCallFailed) =>
  cartEmit({
    _tag: "CartOperationFailed",
    operation,
    status: e.status,
    message: e.message,
    unconfirmed: true,
  });

/** A stale cart (an unconfirmed change) is refetched before the next change; false: still stale. */
export const ensureFresh = Effect.gen(function* () {
  const s = yield* currentState;
  if (!s.cart.stale) return true;
  const r = yield* cartCall(getCart, {}).pipe(Effect.either);
  if (r._tag === "Left") {
    yield* reportFailure("RefreshCart", r.left, false, true);
    return false;
  }
  yield* cartEmit({ _tag: "CartReceived", cart: r.right, cause: "load" });
  return true;
});

/** The earliest window and the list for the cart's service (document 2 §4, §7). */
export const windowQuery = (a: DistributionAddress | null | undefined): WindowQuery | null => {
  if (!a?.distributionType) return null;
  if (a.distributionType === "CLICK_AND_COLLECT")
    return a.storeId ? { distributionType: "CLICK_AND_COLLECT", appointableId: a.storeId } : null;
  if (a.deliveryAreaNumber) return { distributionType: "DELIVERY", appointableId: a.deliveryAreaNumber };
  if (!a.postalCode && !a.position) return null;
  return {
    distributionType: "DELIVERY",
    streetName: a.streetName,
    streetNumber: a.streetNumber,
    postalCode: a.postalCode,
    city: a.city,
    country: a.country,
    latitude: a.position?.lat,
    longitude: a.position?.lng,
  };
};

export const loadWindows = Effect.gen(function* () {
  const s = yield* currentState;
  const query = windowQuery(s.cart.cart?.distributionAddress);
  if (query === null) return "noservice";
  yield* cartEmit({ _tag: "DeliveryWindowsRequested" });
  const both = yield* Effect.all([
    cartCall(getEarliestWindow, { query }),
    cartCall(getWindows, { query }),
  ]).pipe(Effect.either);
  if (both._tag === "Left") {
    yield* cartEmit({ _tag: "DeliveryWindowsFailed", message: both.left.message });
    return "failed";
  }
  const [earliest, list] = both.right;
  yield* cartEmit({ _tag: "DeliveryWindowsLoaded", earliest, list: list.windows });
  return "loaded";
});

/** A fresh cart after the old one is gone (validation 404/400, finalized on checkout). */
const reloadAfterClear = (reason: "notFound" | "invalid" | "finalized") =>
  Effect.gen(function* () {
    yield* cartEmit({ _tag: "CartCleared", reason });
    const fresh = yield* (reason === "finalized" ? cartCall(resetCart, {}) : cartCall(getCart, {})).pipe(
      Effect.either,
    );
    if (fresh._tag === "Right") yield* cartEmit({ _tag: "CartReceived", cart: fresh.right, cause: "load" });
    else yield* cartEmit({ _tag: "CartLoadFailed", status: fresh.left.status, message: fresh.left.message });
  });

/**
 * ValidateCart (document 2 §4): GET validation; 404 or 400 resets the cart and loads an empty
 * one; time-slot errors refetch the earliest window; FINALIZED on the checkout route resets.
 */
export const runValidation = (reason: "cartChanged" | "poll" | "request" | "service") =>
  Effect.gen(function* () {
    const before = yield* currentState;
    const result = yield* cartCall(validateCart, {}).pipe(Effect.either);
    if (result._tag === "Left") {
      const e = result.left;
      if (e.status === 404 || e.status === 400) {
        yield* reloadAfterClear(e.status === 404 ? "notFound" : "invalid");
        return "reset";
      }
      yield* reportFailure("ValidateCart", e, reason === "poll");
      return "failed";
    }
    const { cartDTO, errors } = result.right;
    const prev = before.cart.cart;
    if (prev === null || prev.id !== cartDTO.id || prev.version !== cartDTO.version)
      yield* cartEmit({ _tag: "CartReceived", cart: cartDTO, cause: "validation" });
    yield* cartEmit({ _tag: "CartValidated", cartId: cartDTO.id, errors, at: yield* now });
    if (yield* finalizedOnCheckout) return "reset";
    const type = cartDTO.distributionAddress?.distributionType;
    if (errors.length > 0 && needsEarliestWindow(errors, type)) yield* loadWindows;
    if (reason === "request") yield* minimumNotice;
    return errors.length === 0 ? "valid" : "invalid";
  });

/**
 * FINALIZED while on the checkout route: the cart is reset (document 2 §4). Not the checkout's own
 * finalized cart: while the shopper places the order (finalize, then on to the payment), and after
 * a failed payment return (paymentError: the cart waits, FINALIZED, for another payment attempt).
 */
export const finalizedOnCheckout = Effect.gen(function* () {
  const s = yield* currentState;
  if (s.cart.cart?.cartStatus !== "FINALIZED" || s.navigation.location.route !== "checkout") return false;
  if (s.checkout.placement !== "idle" || awaitsPaymentRetry(s.navigation.location.search)) return false;
  yield* reloadAfterClear("finalized");
  return true;
});

/** "Minimum order value" message, shown on request (document 2 §2, §8). */
export const minimumNotice = Effect.gen(function* () {
  const s = yield* currentState;
  const n = selectLimitNotices(s);
  if (s.cart.cart === null || s.cart.orderConfig === null) return;
  if (n.minValueMissing > 0)
    yield* notify("cart.minOrderValue", "info", undefined, { amount: euros(n.minValueMissing) });
  else yield* notify("cart.minOrderValueReached", "success");
});

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;

/** Limit notifications only when a threshold is crossed (document 2 §2, §5). */
export const limitTransitions = (before: LimitNotices, after: LimitNotices) =>
  Effect.gen(function* () {
    if (!before.maxValueExceeded && after.maxValueExceeded)
      yield* notify("cart.maxOrderValueExceeded", "warning");
    if (before.maxWeightExceeded === null && after.maxWeightExceeded !== null)
      yield* notify("cart.maxOrderWeightExceeded", "warning", undefined, {
        weight: String(after.maxWeightExceeded).replace(".", ","),
      });
    if (!before.freeServiceReached && after.freeServiceReached)
      yield* notify("cart.freeServiceReached", "success");
  });

/**
 * Automatic vouchers (document 2 §4): one round per command. The decision is idempotent (a
 * voucher in the cart is never added again, one no longer eligible is removed once), so the round
 * is never repeated for its own changes. A voucher call that fails is left to the next round.
 */
export const voucherRound = Effect.gen(function* () {
  const s = yield* currentState;
  const cart = s.cart.cart;
  if (cart === null || cart.cartStatus !== "OPEN" || s.cart.generalVouchers.length === 0)
    return { added: 0, removed: 0 };
  const customer = s.session.customer;
  const decision = automaticVoucherDecision({
    vouchers: s.cart.generalVouchers,
    inCart: cart.voucherLineItems.map((v) => v.articleId),
    type: cart.distributionAddress?.distributionType,
    customer: customer
      ? {
          firstOrderDelivery: customer.firstOrderDelivery,
          firstOrderClickAndCollect: customer.firstOrderClickAndCollect,
        }
      : null,
  });
  let added = 0;
  for (const articleId of decision.add) {
    const r = yield* cartCall(addCartItem, {
      query: storeQuery(yield* currentState),
      body: { sku: articleId as Sku, quantity: 1 },
    }).pipe(Effect.either);
    if (r._tag === "Right") {
      added += 1;
      yield* cartEmit({ _tag: "CartReceived", cart: r.right.cartDTO, cause: "voucher" });
    } else if (unclear(r.left)) yield* markStale("voucher", r.left);
  }
  const ids = (yield* currentState).cart.cart?.voucherLineItems
    .filter((v) => decision.remove.includes(v.articleId))
    .map((v) => v.lineItemId);
  if (ids && ids.length > 0) {
    const r = yield* cartCall(removeCartItems, { query: { lineItemIds: ids } }).pipe(Effect.either);
    if (r._tag === "Right") yield* cartEmit({ _tag: "CartReceived", cart: r.right, cause: "voucher" });
    else if (unclear(r.left)) yield* markStale("voucher", r.left);
    return { added, removed: r._tag === "Right" ? ids.length : 0 };
  }
  return { added, removed: 0 };
});

/**
 * What follows every cart change: FINALIZED on checkout resets; the automatic vouchers; a new cart
 * id is validated; limit notifications on transitions (compared with the cart before the command).
 */
export const afterChange = (before: AppState) =>
  Effect.gen(function* () {
    if (yield* finalizedOnCheckout) return;
    yield* voucherRound;
    const s = yield* currentState;
    const cart = s.cart.cart;
    if (cart !== null && cart.id !== s.cart.validation.cartId && cart.id !== before.cart.cart?.id)
      yield* runValidation("cartChanged");
    if (before.cart.cart !== null)
      yield* limitTransitions(selectLimitNotices(before), selectLimitNotices(yield* currentState));
    yield* refreshShownAvailability(selectServiceStoreId(before));
  });
