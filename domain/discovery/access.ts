import { selectServiceStoreId } from "../cart/selectors";
import { selectConsent } from "../consent/selectors";
import { featureAccess } from "../core/feature";
import type { NavigationState } from "../navigation/state";
import { selectShownSearchProducts } from "../search/selectors";
import type { DiscoveryEvent } from "./events";
import type { DiscoveryState } from "./state";

/** The location on screen: the listing's query lives in the URL. */
const selectLocation = (r: { readonly navigation: NavigationState }) => r.navigation.location;

/**
 * Discovery reads its own slice; the service's store and the consent (every product query carries
 * them), the location (a listing change edits its query) and the search's products (their
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
