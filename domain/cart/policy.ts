import { Effect } from "effect";
import { mainPayment, paymentReturnSearch } from "../checkout/payment";
import { showPath } from "../navigation/handlers";
import { notify } from "../notifications/notify";
import { buildPath } from "../routing/match";
import { routePattern } from "../routing/routes";
import { routesFor } from "../routing/table";
import { cart } from "./access";

/**
 * The policy the cart and the checkout share for a failed call of theirs (both change the cart
 * on the server) and for a cart found FINALIZED: one module both depend on, so neither converts
 * its failures into the other's.
 */

/** What the policy reads of a failed call: status 0 is no answer; code "3" on a 409: the cart is finalized. */
export interface CallFailure {
  readonly status: number;
  readonly code: string | undefined;
  readonly message: string;
}

/** Where a FINALIZED cart belongs (document 2 §4, §8): the payment-return route. */
const PAYMENT_RETURN_ROUTE = "paymentReturn" as const;

/** No clear answer (no answer, 5xx, 408/429): the change may have gone through. */
export const unclearStatus = (status: number) =>
  status === 0 || status >= 500 || status === 408 || status === 429;

/**
 * A finalized cart goes to the payment-return route (document 2 §4, §8), with the payment
 * return's query when this session started it, else one built from the cart (initiator UNKNOWN:
 * the payment's fate is not known here; the route reads the method from the cart). False when
 * there is no such route or the shopper is on it already.
 */
export const toPaymentReturn = (history: "push" | "replace") =>
  Effect.gen(function* () {
    const { config, route, returnQuery } = yield* cart.inputs;
    if (config === null) return false;
    const pattern = routePattern(routesFor(config), PAYMENT_RETURN_ROUTE);
    if (pattern === undefined || route === PAYMENT_RETURN_ROUTE) return false;
    const current = (yield* cart.state).cart;
    const payment = mainPayment(current);
    const search =
      returnQuery ??
      paymentReturnSearch({
        cartId: current?.id ?? null,
        methodKey: payment?.methodKey ?? null,
        brandName: payment?.brandName ?? null,
        initiator: "UNKNOWN",
        methodType: "UNKNOWN",
      });
    yield* showPath(buildPath(pattern), search, history);
    return true;
  });

/**
 * A failed change asks the shopper to try again (issue 16 #10): the notice stays long enough to
 * be read after the click, not the 2 s of a passing info.
 */
const FAILURE_NOTICE_MS = 10_000;

/**
 * A failed call: the cart keeps its last good value, CartOperationFailed records the failure and
 * the shopper sees a notification; code "3" sends the shopper on to the payment return.
 * unconfirmed: a change whose fate is unknown (no answer, and the refetch failed too): the cart is
 * marked stale and refetched before the next change.
 */
export const reportFailure = (operation: string, e: CallFailure, quiet = false, unconfirmed = false) =>
  Effect.gen(function* () {
    yield* cart.emit({
      _tag: "CartOperationFailed",
      operation,
      status: e.status,
      message: e.message,
      unconfirmed,
    });
    if (e.status === 409 && e.code === "3") {
      yield* notify("cart.finalized", "warning");
      yield* toPaymentReturn("push");
      return "finalized" as const;
    }
    if (!quiet) yield* notify("cart.operationFailed", "error", FAILURE_NOTICE_MS);
    return unconfirmed ? ("unconfirmed" as const) : ("failed" as const);
  });
