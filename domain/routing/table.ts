import type { ClientRuntimeConfig } from "../tenant/config";
import { buildRoutes, type Route } from "./routes";

const cache = new WeakMap<ClientRuntimeConfig, ReadonlyArray<Route>>();

/** The route table for a config; state is frozen, so the config object identifies its table. */
export const routesFor = (config: ClientRuntimeConfig): ReadonlyArray<Route> => {
  let routes = cache.get(config);
  if (!routes) {
    routes = buildRoutes(config);
    cache.set(config, routes);
  }
  return routes;
};
