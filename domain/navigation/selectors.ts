import type { NavigationState } from "./state";

/** What other features may read of the navigation: where the shopper is, and whether online. */
type Root = { readonly navigation: NavigationState };

export const selectLocation = (r: Root) => r.navigation.location;
export const selectOnline = (r: Root) => r.navigation.online;
export const selectRouteName = (r: Root) => r.navigation.location.route;
export const selectLocationSearch = (r: Root) => r.navigation.location.search;
