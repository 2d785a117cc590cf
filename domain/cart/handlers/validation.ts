import { Effect } from "effect";
import { getCart, resetCart, validateCart } from "../../api/cart";
import { awaitsPaymentRetry } from "../../checkout/rules";
import { formatPrice } from "../../discovery/format";
import { notify } from "../../notifications/notify";
import { cart } from "../access";
import type { ValidateCart } from "../commands";
import { reportFailure } from "../policy";
import { pollPaused } from "../rules/poll";
import { needsEarliestWindow } from "../rules/validation";
import { limitsApply, selectLimitNotices } from "../selectors";
import { cartCall, now } from "./calls";
import { loadReferenceData } from "./reference";
import { loadWindows } from "./windows";

/** A fresh cart after the old one is gone (validation 404/400, finalized on checkout). */
const reloadAfterClear = (reason: "notFound" | "invalid" | "finalized") =>
  Effect.gen(function* () {
    yield* cart.emit({ _tag: "CartCleared", reason });
    const fresh = yield* (reason === "finalized" ? cartCall(resetCart, {}) : cartCall(getCart, {})).pipe(
      Effect.either,
    );
    if (fresh._tag === "Right") yield* cart.emit({ _tag: "CartReceived", cart: fresh.right, cause: "load" });
    else yield* cart.emit({ _tag: "CartLoadFailed", status: fresh.left.status, message: fresh.left.message });
  });

/**
 * FINALIZED while on the checkout route: the cart is reset (document 2 §4). Not the checkout's own
 * finalized cart: while the shopper places the order (finalize, then on to the payment), and after
 * a failed payment return (paymentError: the cart waits, FINALIZED, for another payment attempt).
 */
export const finalizedOnCheckout = Effect.gen(function* () {
  const { route, search, placement } = yield* cart.inputs;
  if ((yield* cart.state).cart?.cartStatus !== "FINALIZED" || route !== "checkout") return false;
  if (placement !== "idle" || awaitsPaymentRetry(search)) return false;
  yield* reloadAfterClear("finalized");
  return true;
});

/**
 * "Minimum order value" message, shown on request (document 2 §2, §8). The order config is read
 * first when it is still missing: the cart page can ask before the cart's own start-up has loaded it.
 */
const minimumNotice = Effect.gen(function* () {
  yield* loadReferenceData;
  const s = yield* cart.state;
  if (!limitsApply(s.cart, s.orderConfig)) return;
  const n = selectLimitNotices({ cart: s });
  if (n.minValueMissing > 0) {
    const { displayLocale } = yield* cart.inputs;
    yield* notify("cart.minOrderValue", "info", undefined, {
      amount: formatPrice(n.minValueMissing, displayLocale),
    });
  } else yield* notify("cart.minOrderValueReached", "success");
});

/**
 * ValidateCart (document 2 §4): GET validation; 404 or 400 resets the cart and loads an empty
 * one; time-slot errors refetch the earliest window; FINALIZED on the checkout route resets.
 */
export const runValidation = (reason: "cartChanged" | "poll" | "request" | "service") =>
  Effect.gen(function* () {
    const prev = (yield* cart.state).cart;
    const result = yield* cartCall(validateCart, {}).pipe(Effect.either);
    if (result._tag === "Left") {
      const e = result.left;
      if (e.status === 404 || e.status === 400) {
        yield* reloadAfterClear(e.status === 404 ? "notFound" : "invalid");
        return "reset" as const;
      }
      yield* reportFailure("ValidateCart", e, reason === "poll");
      return "failed" as const;
    }
    const { cartDTO, errors } = result.right;
    if (prev === null || prev.id !== cartDTO.id || prev.version !== cartDTO.version)
      yield* cart.emit({ _tag: "CartReceived", cart: cartDTO, cause: "validation" });
    yield* cart.emit({ _tag: "CartValidated", cartId: cartDTO.id, errors, at: yield* now });
    if (yield* finalizedOnCheckout) return "reset" as const;
    const type = cartDTO.distributionAddress?.distributionType;
    if (errors.length > 0 && needsEarliestWindow(errors, type)) yield* loadWindows;
    if (reason === "request") yield* minimumNotice;
    return errors.length === 0 ? ("valid" as const) : ("invalid" as const);
  });

export const validate = (c: typeof ValidateCart.Type) =>
  Effect.gen(function* () {
    const { route } = yield* cart.inputs;
    const hasCart = (yield* cart.state).cart !== null;
    // The poll pauses on the checkout route and without a cart (document 2 §4); the scheduler checks too.
    if (c.reason === "poll" && pollPaused(route, hasCart)) return "skipped" as const;
    return yield* runValidation(c.reason);
  });
