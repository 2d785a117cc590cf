/** Favourite products need both flags (document 1 §2: the route and the favourites header menu). */
export const favouritesOn = (
  config: { readonly featureCustomerFavorites: boolean; readonly featureProductDiscovery: boolean } | null,
): boolean => config?.featureCustomerFavorites === true && config.featureProductDiscovery;
