import { Effect } from "effect";
import { showPath } from "../../navigation/handlers";
import { buildPath } from "../../routing/match";
import { type RouteName, routePattern } from "../../routing/routes";
import { routesFor } from "../../routing/table";
import { checkout } from "../access";

/** The path of a named route of the tenant's table (undefined before the config or with the feature off). */
export const pathOf = (name: RouteName) =>
  Effect.gen(function* () {
    const { config } = yield* checkout.inputs;
    const pattern = config === null ? undefined : routePattern(routesFor(config), name);
    return pattern === undefined ? undefined : buildPath(pattern);
  });

/** Shows a named route with a query; false when the route does not exist. */
export const goTo = (name: RouteName, search: string, history: "push" | "replace") =>
  Effect.gen(function* () {
    const path = yield* pathOf(name);
    if (path === undefined) return false;
    yield* showPath(path, search, history);
    return true;
  });
