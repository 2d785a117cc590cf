import { useMemo } from "react";
import { buildPath } from "../../domain/routing/match";
import { type RouteName, routePattern } from "../../domain/routing/routes";
import { routesFor } from "../../domain/routing/table";
import { useSelector } from "../state/context";
import { selectRuntimeConfig } from "../state/selectors";

/** A named route's path from the tenant's route table ("/" when the route does not exist). */
export const useRoutePath = (name: RouteName): string => {
  const config = useSelector(selectRuntimeConfig);
  return useMemo(() => {
    const pattern = config ? routePattern(routesFor(config), name) : undefined;
    return pattern === undefined ? "/" : buildPath(pattern);
  }, [config, name]);
};
