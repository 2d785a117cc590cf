import { Effect } from "effect";
import { getCart } from "../../api/cart";
import { cart } from "../access";
import type { Cart } from "../model";
import { afterChange } from "./afterChange";
import { cartCall } from "./calls";
import { loadReferenceData } from "./reference";

export const loadCart = Effect.gen(function* () {
  const { config } = yield* cart.inputs;
  if (config?.featureCartCheckout === false) return "disabled" as const;
  const before = yield* cart.state;
  yield* cart.emit({ _tag: "CartLoadStarted" });
  yield* loadReferenceData;
  const r = yield* cartCall(getCart, {}).pipe(Effect.either);
  if (r._tag === "Left") {
    if (r.left.status === 404) {
      // Document 2 §8: a cart fetch 404 clears the cart.
      yield* cart.emit({ _tag: "CartCleared", reason: "notFound" });
      return "cleared" as const;
    }
    yield* cart.emit({ _tag: "CartLoadFailed", status: r.left.status, message: r.left.message });
    return "failed" as const;
  }
  yield* cart.emit({ _tag: "CartReceived", cart: r.right, cause: "load" });
  yield* afterChange(before);
  return "loaded" as const;
});

/** A cart another feature read (the checkout's calls answer the cart too). */
export const receiveCart = (received: Cart) =>
  cart.emit({ _tag: "CartReceived", cart: received, cause: "load" });

/** The cart read again for another feature: the cart, or null (CartLoadFailed) when the read failed. */
export const refetchCart = Effect.gen(function* () {
  const fresh = yield* cartCall(getCart, {}).pipe(Effect.either);
  if (fresh._tag === "Left") {
    yield* cart.emit({ _tag: "CartLoadFailed", status: fresh.left.status, message: fresh.left.message });
    return null;
  }
  yield* receiveCart(fresh.right);
  return fresh.right;
});

/** The FINALIZED cart is set aside before it is read again (the back button while its order is placed). */
export const clearFinalizedCart = cart.emit({ _tag: "CartCleared", reason: "finalized" });
