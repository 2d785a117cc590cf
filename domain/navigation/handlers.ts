import { Effect } from "effect";
import { currentState, emit } from "../app/scope";
import { showNotFound } from "../content/load";
import { notify } from "../notifications/handlers";
import { Navigation } from "../ports/navigation";
import { Online } from "../ports/online";
import { buildPath } from "../routing/match";
import { redirectOutcome } from "../routing/redirects";
import { matchRoute, routePattern } from "../routing/routes";
import { routesFor } from "../routing/table";
import type { Navigate, SetConnectivity } from "./model";
import { loadRouteData } from "./routeData";
import { classifyUrl } from "./url";

type History = "push" | "replace" | "none";

export const OFFLINE_KEY = "internet.offline";

const refuse = (
  to: string,
  reason: "offline" | "external" | "protocol" | "invalid",
  key: string,
  type: "warning" | "error",
) =>
  Effect.gen(function* () {
    yield* emit({ _tag: "NavigationRefused", to, reason });
    yield* notify(key, type);
    return `refused:${reason}`;
  });

/**
 * Shows an in-app path: redirects, the login guard, the history entry, the Navigated event and
 * the data the route needs. Shared by start-up, links and back/forward.
 */
export const showPath = (requestedPath: string, requestedSearch: string, history: History) =>
  Effect.gen(function* () {
    const state = yield* currentState;
    const config = state.tenant.config;
    let path = requestedPath;
    let search = requestedSearch;
    let mode = history;
    let redirectedFrom: string | undefined;
    const redirect = redirectOutcome(state.tenant.redirects, path);
    if (redirect?.kind === "moved") {
      redirectedFrom = path;
      path = redirect.path;
      search = redirect.search || search;
      mode = history === "push" ? "push" : "replace";
    }
    if (config === null) return "not-ready";
    const routes = routesFor(config);
    // A path the redirect maps mark as gone is not found, whatever else its path would match.
    let match = redirect?.kind === "gone" ? null : matchRoute(routes, path);
    if (match?.route.loginRequired && state.session.phase === "settled" && state.session.customer === null) {
      const login = routePattern(routes, "login");
      if (login) {
        const returnUrl = `${path}${search}`;
        redirectedFrom = path;
        path = buildPath(login);
        search = `?${new URLSearchParams({ returnUrl, authRequired: "true" }).toString()}`;
        mode = history === "push" ? "push" : "replace";
        match = matchRoute(routes, path);
      }
    }
    const nav = yield* Navigation;
    if (mode === "push") yield* nav.push(`${path}${search}`);
    if (mode === "replace") yield* nav.replace(`${path}${search}`);
    yield* emit({
      _tag: "Navigated",
      path,
      search,
      route: match?.name ?? "content",
      params: match?.params ?? {},
      redirectedFrom,
    });
    if (redirect?.kind === "gone") {
      yield* showNotFound(path);
      return "gone";
    }
    // Each route loads its own data; routes without a loader show the CMS page at their path.
    yield* loadRouteData({
      route: match?.name ?? "content",
      path,
      search,
      params: match?.params ?? {},
      previousRoute: state.navigation.location.route,
    });
    return redirectedFrom ? "redirected" : "navigated";
  });

export const navigationHandlers = {
  Navigate: (c: typeof Navigate.Type) =>
    Effect.gen(function* () {
      const nav = yield* Navigation;
      const here = yield* nav.current();
      const check = classifyUrl(c.to, here.origin);
      switch (check.kind) {
        case "invalid":
          return yield* refuse(c.to, "invalid", "navigation.invalid", "error");
        case "dangerous":
          return yield* refuse(c.to, "protocol", "navigation.protocolRefused", "error");
        case "external": {
          if (!c.external) return yield* refuse(c.to, "external", "navigation.externalRefused", "error");
          yield* emit({ _tag: "LeftForExternalSite", href: check.href });
          yield* nav.leave(check.href);
          return "left";
        }
        case "internal": {
          const history = c.history ?? "push";
          const before = yield* currentState;
          // The browser reports hash-only moves (in-page anchors) like back/forward: nothing to show.
          if (
            history === "none" &&
            before.navigation.location.route !== null &&
            before.navigation.location.path === check.path &&
            before.navigation.location.search === check.search
          )
            return "unchanged";
          if (history !== "none") {
            const online = yield* (yield* Online).isOnline();
            if (!online) {
              const state = yield* currentState;
              if (state.navigation.online) yield* emit({ _tag: "ConnectivityChanged", online: false });
              return yield* refuse(c.to, "offline", OFFLINE_KEY, "warning");
            }
          }
          return yield* showPath(check.path, check.search, history);
        }
      }
    }),
  GoBack: () =>
    Effect.as(
      Effect.flatMap(Navigation, (nav) => nav.back()),
      "back",
    ),
  SetConnectivity: (c: typeof SetConnectivity.Type) =>
    Effect.gen(function* () {
      const state = yield* currentState;
      if (state.navigation.online === c.online) return "unchanged";
      yield* emit({ _tag: "ConnectivityChanged", online: c.online });
      if (c.online) {
        // Back online: the offline warning no longer holds.
        for (const n of state.notifications.items)
          if (n.key === OFFLINE_KEY) yield* emit({ _tag: "NotificationDismissed", id: n.id });
      }
      return c.online ? "online" : "offline";
    }),
};
