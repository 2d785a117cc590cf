import { Effect, Schema } from "effect";
import { cleanCartPayments } from "../api/cart";
import { getOrder } from "../api/checkout";
import { clearFinalizedCart, loadCart, refetchCart } from "../cart/handlers/load";
import { ensureStores } from "../cart/handlers/stores";
import { finalizedOnCheckout } from "../cart/handlers/validation";
import { closeOverlays } from "../cart/handlers/view";
import { toPaymentReturn } from "../cart/policy";
import { notify } from "../notifications/notify";
import { checkout } from "./access";
import { checkoutCall } from "./handlers/calls";
import { toConfirmation } from "./handlers/finalise";
import { goTo } from "./handlers/route";
import { isOfferedFor, mainPayment, parsePaymentReturn } from "./payment";
import { awaitsPaymentRetry, checkoutBlocker } from "./rules";

/**
 * The checkout routes' loaders (domain/navigation/routeData): loaded with the first checkout
 * route, not part of the shop's first load.
 */
interface Ctx {
  readonly search: string;
  readonly previousRoute: string | null;
}

const isOrderNumber = Schema.is(getOrder.params);

/**
 * Document 2 §4: FINALIZED and the shopper leaves the payment-return route for checkout (the back
 * button while the order is being placed): the cart is read afresh and, still FINALIZED, the
 * shopper is sent back to the payment-return route, which places its order. The finalized cart is
 * not abandoned: its payment may be under way.
 */
const backToPaymentReturn = Effect.gen(function* () {
  yield* clearFinalizedCart;
  const fresh = yield* refetchCart;
  if (fresh === null || fresh.cartStatus !== "FINALIZED") return false;
  return yield* toPaymentReturn("replace");
});

/**
 * The checkout route (document 2 §2): the cart (loaded on a direct visit), the FINALIZED rules of
 * document 2 §4, and the guard: an empty cart or one without a service sends the shopper to the
 * cart page with a message. A click-and-collect cart loads the stores (the store's name and hours).
 */
export const loadCheckoutRoute = (ctx: Ctx) =>
  Effect.gen(function* () {
    yield* closeOverlays;
    const before = yield* checkout.inputs;
    if (before.cart === null && before.cartStatus !== "loading") yield* loadCart;
    let cart = (yield* checkout.inputs).cart;
    if (cart === null) return "nocart";
    if (
      cart.cartStatus === "FINALIZED" &&
      (yield* checkout.state).placement === "idle" &&
      !awaitsPaymentRetry(ctx.search)
    ) {
      if (ctx.previousRoute === "paymentReturn" && (yield* backToPaymentReturn)) return "paymentreturn";
      yield* finalizedOnCheckout;
      cart = (yield* checkout.inputs).cart;
      if (cart === null) return "nocart";
    }
    const blocker = checkoutBlocker(cart);
    if (blocker !== null) {
      yield* notify(`checkout.blocked.${blocker}`, "info");
      yield* goTo("cart", "", "replace");
      return "blocked";
    }
    // A method of the other service type (pay at the door, then pickup chosen) does not stay on the cart.
    const payment = mainPayment(cart);
    const type = cart.distributionAddress?.distributionType;
    if (cart.cartStatus === "OPEN" && payment && !isOfferedFor(payment.methodKey, type)) {
      const cleaned = yield* checkoutCall(cleanCartPayments, {}).pipe(Effect.option);
      if (cleaned._tag === "Some")
        yield* checkout.emit({ _tag: "PaymentMethodsCleaned", cart: cleaned.value });
    }
    if (type === "CLICK_AND_COLLECT") yield* ensureStores;
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
    if (orderNumber !== null && (yield* checkout.state).order?.orderNumber === orderNumber) return "shown";
    if (orderNumber === null || !isOrderNumber({ orderNumber })) {
      yield* checkout.emit({ _tag: "OrderLoadFailed", orderNumber: orderNumber ?? "", status: 404 });
      return "notfound";
    }
    yield* checkout.emit({ _tag: "OrderRequested", orderNumber });
    const r = yield* checkoutCall(getOrder, { params: { orderNumber } }).pipe(Effect.either);
    if (r._tag === "Left") {
      yield* checkout.emit({ _tag: "OrderLoadFailed", orderNumber, status: r.left.status });
      return r.left.status === 404 ? "notfound" : "failed";
    }
    yield* checkout.emit({ _tag: "OrderLoaded", order: r.right });
    return "loaded";
  });
