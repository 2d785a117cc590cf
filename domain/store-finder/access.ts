import { featureAccess } from "../core/feature";
import type { StoreFinderEvent } from "./events";
import type { StoreFinderState } from "./state";

/** The store finder reads only its own slice; the stores are the favourites feature's list. */
export const storeFinder = featureAccess<StoreFinderEvent>()({
  self: (r: { readonly storeFinder: StoreFinderState }) => r.storeFinder,
});
