import { Effect } from "effect";
import { getEarliestWindow, getWindows, type WindowQuery } from "../../api/distribution";
import { cart } from "../access";
import type { DistributionAddress } from "../model";
import { cartCall } from "./calls";

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
