import { Effect } from "effect";
import { setDistributionTimeSlot } from "../../api/cart";
import { getEarliestWindow, getWindows, type WindowQuery } from "../../api/distribution";
import { notify } from "../../notifications/handlers";
import { cart } from "../access";
import type { ChooseDeliveryWindow } from "../commands";
import type { DistributionAddress } from "../model";
import { reportFailure } from "../policy";
import { groupValidationErrors } from "../rules/validation";
import { afterChange } from "./afterChange";
import { cartCall, unclear } from "./calls";
import { runValidation } from "./validation";

/** The earliest window and the list for the cart's service (document 2 §4, §7). */
const windowQuery = (a: DistributionAddress | null | undefined): WindowQuery | null => {
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
  const query = windowQuery((yield* cart.state).cart?.distributionAddress);
  if (query === null) return "noservice" as const;
  yield* cart.emit({ _tag: "DeliveryWindowsRequested" });
  const both = yield* Effect.all([
    cartCall(getEarliestWindow, { query }),
    cartCall(getWindows, { query }),
  ]).pipe(Effect.either);
  if (both._tag === "Left") {
    yield* cart.emit({ _tag: "DeliveryWindowsFailed", message: both.left.message });
    return "failed" as const;
  }
  const [earliest, list] = both.right;
  yield* cart.emit({ _tag: "DeliveryWindowsLoaded", earliest, list: list.windows });
  return "loaded" as const;
});

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
