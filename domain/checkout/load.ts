import { Effect, Schema } from "effect";
import { cleanCartPayments, getCart } from "../api/cart";
import { getOrder } from "../api/checkout";
import { getCheckoutStores } from "../api/distribution";
import { currentState, emit } from "../app/scope";
import { finalizedOnCheckout } from "../cart/handlers/common";
import { loadCart } from "../cart/handlers/items";
import type { RouteContext } from "../discovery/load";
import { notify } from "../notifications/handlers";
import { checkoutCall, checkoutEmit, goTo } from "./handlers/common";
import { toConfirmation } from "./handlers/finalise";
import { isOfferedFor, mainPayment, parsePaymentReturn, paymentReturnSearch } from "./payment";
import { awaitsPaymentRetry, checkoutBlocker } from "./rules";

/**
 * The checkout routes' loaders (domain/navigation/routeData): loaded with the first checkout
 * route, not part of the shop's first load.
 */
type Ctx = RouteContext & { readonly previousRoute: string | null };

const isOrderNumber = Schema.is(getOrder.params);

/**
 * Document 2 §4: FINALIZED and the shopper leaves the payment-return route for checkout (the back
 * button while the order is being placed): the cart is read afresh and, still FINALIZED, the
 * shopper is sent back to the payment-return route, which places its order. The finalized cart is
 * not abandoned: its payment may be under way.
 */
const backToPaymentReturn = Effect.gen(function* () {
  yield* emit({ _tag: "CartCleared", reason: "finalized" });
  const fresh = yield* checkoutCall(getCart, {}).pipe(Effect.either);
  if (fresh._tag === "Left") {
    yield* emit({ _tag: "CartLoadFailed", status: fresh.left.status, message: fresh.left.message });
    return false;
  }
  yield* emit({ _tag: "CartReceived", cart: fresh.right, cause: "load" });
  if (fresh.right.cartStatus !== "FINALIZED") return false;
  const s = yield* currentState;
  const payment = mainPayment(fresh.right);
  const search =
    s.checkout.returnQuery ??
    paymentReturnSearch({
      cartId: fresh.right.id,
      methodKey: payment?.methodKey ?? null,
      brandName: payment?.brandName ?? null,
      initiator: "UNKNOWN",
      methodType: "UNKNOWN",
    });
  return yield* goTo("paymentReturn", search, "replace");
});

/** The checkout's focused layout shows no cart overlays: the product slide-in and the side cart close. */
const closeOverlays = Effect.gen(function* () {
  const s = yield* currentState;
  if (s.cart.lastAdd !== null) yield* emit({ _tag: "ProductSlideInDismissed" });
  if (s.cart.sideCartOpen) yield* emit({ _tag: "SideCartToggled", open: false });
});

/**
 * The checkout route (document 2 §2): the cart (loaded on a direct visit), the FINALIZED rules of
 * document 2 §4, and the guard: an empty cart or one without a service sends the shopper to the
 * cart page with a message. A click-and-collect cart loads the stores (the store's name and hours).
 */
export const loadCheckoutRoute = (ctx: Ctx) =>
  Effect.gen(function* () {
    yield* closeOverlays;
    const before = yield* currentState;
    if (before.cart.cart === null && before.cart.status !== "loading") yield* loadCart;
    let s = yield* currentState;
    if (s.cart.cart === null) return "nocart";
    if (
      s.cart.cart.cartStatus === "FINALIZED" &&
      s.checkout.placement === "idle" &&
      !awaitsPaymentRetry(ctx.search)
    ) {
      if (ctx.previousRoute === "paymentReturn" && (yield* backToPaymentReturn)) return "paymentreturn";
      yield* finalizedOnCheckout;
      s = yield* currentState;
      if (s.cart.cart === null) return "nocart";
    }
    const blocker = checkoutBlocker(s.cart.cart);
    if (blocker !== null) {
      yield* notify(`checkout.blocked.${blocker}`, "info");
      yield* goTo("cart", "", "replace");
      return "blocked";
    }
    // A method of the other service type (pay at the door, then pickup chosen) does not stay on the cart.
    const payment = mainPayment(s.cart.cart);
    const type = s.cart.cart.distributionAddress?.distributionType;
    if (s.cart.cart.cartStatus === "OPEN" && payment && !isOfferedFor(payment.methodKey, type)) {
      const cleaned = yield* checkoutCall(cleanCartPayments, {}).pipe(Effect.option);
      if (cleaned._tag === "Some")
        yield* checkoutEmit({ _tag: "PaymentMethodsCleaned", cart: cleaned.value });
    }
    if (type === "CLICK_AND_COLLECT" && s.cart.stores.length === 0) {
      const stores = yield* checkoutCall(getCheckoutStores, {}).pipe(Effect.option);
      if (stores._tag === "Some") yield* emit({ _tag: "StoresLoaded", stores: stores.value });
    }
    return "ready";
  });

/** The payment-return route: with finalized=true the order is placed, on to the confirmation (document 2 §2). */
export const loadPaymentReturnRoute = (ctx: Ctx) =>
  Effect.gen(function* () {
    yield* closeOverlays;
    const q = parsePaymentReturn(ctx.search);
    if (!q.finalized) return "none";
    yield* toConfirmation(q.orderNumber);
    return "finalized";
  });

/**
 * The order-confirmation route: the order just placed, or (after a reload) the order of the
 * orderNumber query, read with GET /api/orders/:orderNumber; an unknown one is not found.
 */
export const loadConfirmationRoute = (ctx: Ctx) =>
  Effect.gen(function* () {
    const orderNumber = parsePaymentReturn(ctx.search).orderNumber;
    const s = yield* currentState;
    if (orderNumber !== null && s.checkout.order?.orderNumber === orderNumber) return "shown";
    if (orderNumber === null || !isOrderNumber({ orderNumber })) {
      yield* checkoutEmit({ _tag: "OrderLoadFailed", orderNumber: orderNumber ?? "", status: 404 });
      return "notfound";
    }
    yield* checkoutEmit({ _tag: "OrderRequested", orderNumber });
    const r = yield* checkoutCall(getOrder, { params: { orderNumber } }).pipe(Effect.either);
    if (r._tag === "Left") {
      yield* checkoutEmit({ _tag: "OrderLoadFailed", orderNumber, status: r.left.status });
      return r.left.status === 404 ? "notfound" : "failed";
    }
    yield* checkoutEmit({ _tag: "OrderLoaded", order: r.right });
    return "loaded";
  });
