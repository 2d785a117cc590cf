import { Effect } from "effect";
import { setCartMode, setCrateDepositDesired } from "../../api/cart";
import { notify } from "../../notifications/notify";
import { cart } from "../access";
import type { SetCrateDepositDesired, SwitchCartMode } from "../commands";
import { reportFailure } from "../policy";
import { afterChange } from "./afterChange";
import { cartCall, unclear } from "./calls";

/** The cart's own settings: the crate deposit and the mode (a regular order, or an add-on to a placed one). */

export const setCrateDeposit = (c: typeof SetCrateDepositDesired.Type) =>
  Effect.gen(function* () {
    const before = yield* cart.state;
    if (before.cart?.crateDepositDesired === c.desired) return "unchanged" as const;
    const r = yield* cartCall(setCrateDepositDesired, { body: { crateDepositDesired: c.desired } }).pipe(
      Effect.either,
    );
    if (r._tag === "Left")
      return yield* reportFailure("SetCrateDepositDesired", r.left, false, unclear(r.left));
    yield* cart.emit({ _tag: "CartReceived", cart: r.right, cause: "crateDeposit" });
    yield* afterChange(before);
    return "set" as const;
  });

export const switchMode = (c: typeof SwitchCartMode.Type) =>
  Effect.gen(function* () {
    const before = yield* cart.state;
    const r = yield* cartCall(setCartMode, {
      body: { mode: c.mode, ...(c.orderNumber !== undefined ? { orderNumber: c.orderNumber } : {}) },
    }).pipe(Effect.either);
    if (r._tag === "Left") {
      if (r.left.status === 404 || r.left.status === 401 || r.left.status === 400) {
        yield* notify("cart.modeRejected", "error");
        return "rejected" as const;
      }
      // Document 2 §4: the order's cut-off passed, or it has all the add-ons it may have.
      if (
        r.left.status === 409 &&
        (r.left.code === "addon_cutoff_passed" || r.left.code === "addon_limit_reached")
      ) {
        yield* notify(
          r.left.code === "addon_cutoff_passed" ? "cart.addonCutoffPassed" : "cart.addonLimitReached",
          "error",
        );
        return "rejected" as const;
      }
      return yield* reportFailure("SwitchCartMode", r.left, false, unclear(r.left));
    }
    yield* cart.emit({ _tag: "CartReceived", cart: r.right, cause: "mode" });
    yield* afterChange(before);
    return r.right.mode === "ADDON" ? ("addon" as const) : ("regular" as const);
  });
