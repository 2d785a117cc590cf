import { Effect } from "effect";
import { setDistributionTimeSlot } from "../../api/cart";
import { notify } from "../../notifications/notify";
import { cart } from "../access";
import type { ChooseDeliveryWindow } from "../commands";
import { reportFailure } from "../policy";
import { groupValidationErrors } from "../rules/validation";
import { afterChange } from "./afterChange";
import { cartCall, unclear } from "./calls";
import { runValidation } from "./validation";

/** The shopper's delivery window (PUT time slot), checked by the validation that follows. */
export const chooseDeliveryWindow = (c: typeof ChooseDeliveryWindow.Type) =>
  Effect.gen(function* () {
    const before = yield* cart.state;
    if (before.cart?.distributionWindow?.id === c.id) return "unchanged" as const;
    const r = yield* cartCall(setDistributionTimeSlot, { body: { id: c.id } }).pipe(Effect.either);
    if (r._tag === "Left") {
      if (r.left.status === 400) {
        yield* notify("cart.validation.022", "error");
        return "rejected" as const;
      }
      return yield* reportFailure("ChooseDeliveryWindow", r.left, false, unclear(r.left));
    }
    yield* cart.emit({ _tag: "CartReceived", cart: r.right, cause: "window" });
    // Delivery-window errors (022, 023, 140, 141) refetch the earliest window (document 2 §4).
    yield* runValidation("service");
    yield* afterChange(before);
    const errors = (yield* cart.state).validation.errors;
    const type = r.right.distributionAddress?.distributionType;
    if (groupValidationErrors(errors, type).timeSlot.length > 0) return "windowinvalid" as const;
    return "chosen" as const;
  });
