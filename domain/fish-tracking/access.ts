import { featureAccess } from "../core/feature";
import type { FishTrackingEvent } from "./events";
import type { FishTrackingState } from "./state";

export const fishTracking = featureAccess<FishTrackingEvent>()({
  self: (r: { readonly fishTracking: FishTrackingState }) => r.fishTracking,
});
