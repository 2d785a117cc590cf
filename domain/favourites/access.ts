import { selectServiceStoreId } from "../cart/selectors";
import { featureAccess } from "../core/feature";
import { selectCustomer } from "../session/selectors";
import { selectRuntimeConfig } from "../shell/selectors";
import type { FavouritesEvent } from "./events";
import type { FavouritesState } from "./state";

/**
 * The favourites read their own slice, the customer they belong to, the flags that switch them on
 * and the service's store (the listed products' availability follows it, as discovery's does).
 */
export const favourites = featureAccess<FavouritesEvent>()({
  self: (r: { readonly favourites: FavouritesState }) => r.favourites,
  inputs: { customer: selectCustomer, config: selectRuntimeConfig, storeId: selectServiceStoreId },
});
