import { selectServiceStoreId } from "../cart/selectors";
import { selectConsent } from "../consent/selectors";
import { featureAccess } from "../core/feature";
import { selectLocation } from "../navigation/selectors";
import { selectShownSearchProducts } from "../search/selectors";
import type { DiscoveryEvent } from "./events";
import type { DiscoveryState } from "./state";

/**
 * Discovery reads its own slice; the service's store and the consent (every product query carries
 * them), the location (a listing's query lives in the URL: a change edits it) and the search's products (their
 * availability follows the store, as the listing's does).
 */
export const discovery = featureAccess<DiscoveryEvent>()({
  self: (r: { readonly discovery: DiscoveryState }) => r.discovery,
  inputs: {
    storeId: selectServiceStoreId,
    consent: selectConsent,
    location: selectLocation,
    searchProducts: selectShownSearchProducts,
  },
});
