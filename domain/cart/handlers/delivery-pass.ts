import { Effect } from "effect";
import { addDeliveryPassToCart, removeDeliveryPassFromCart } from "../../api/delivery-pass";
import { notify } from "../../notifications/notify";
import { cart } from "../access";
import type { SetDeliveryPassInCart } from "../commands";
import { reportFailure } from "../policy";
import { afterChange } from "./afterChange";
import { cartCall, unclear } from "./calls";

/**
 * Buys the delivery pass with the cart (document 2 §4): its line item goes into the cart or out of
 * it; the server prices it and, while it is there, counts the shopper as having the pass.
 */
export const setDeliveryPassInCart = (c: typeof SetDeliveryPassInCart.Type) =>
  Effect.gen(function* () {
    const { customer } = yield* cart.inputs;
    if (c.inCart && customer === null) {
      yield* notify("deliveryPass.loginNeeded", "info");
      return "guest" as const;
    }
    const before = yield* cart.state;
    if ((before.cart?.deliveryPassLineItem != null) === c.inCart) return "unchanged" as const;
    const r = yield* cartCall(c.inCart ? addDeliveryPassToCart : removeDeliveryPassFromCart, {}).pipe(
      Effect.either,
    );
    if (r._tag === "Left") {
      if (r.left.status === 401 || (r.left.status === 409 && r.left.code === "pass_not_in_addon")) {
        yield* notify(
          r.left.status === 401 ? "deliveryPass.loginNeeded" : "deliveryPass.notInAddon",
          "error",
        );
        return "rejected" as const;
      }
      return yield* reportFailure("SetDeliveryPassInCart", r.left, false, unclear(r.left));
    }
    yield* cart.emit({ _tag: "CartReceived", cart: r.right, cause: "deliveryPass" });
    yield* afterChange(before);
    return c.inCart ? ("added" as const) : ("removed" as const);
  });
