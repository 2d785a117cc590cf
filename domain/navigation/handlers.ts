import { Effect } from "effect";
import { showNotFound } from "../content/load";
import type { HandlersOf } from "../core/feature";
import { notificationHandlers } from "../notifications/handlers";
import { notify } from "../notifications/notify";
import type { Ports } from "../ports";
import { Navigation } from "../ports/navigation";
import { Online } from "../ports/online";
import { buildPath } from "../routing/match";
import { redirectOutcome } from "../routing/redirects";
import { matchRoute, routePattern } from "../routing/routes";
import { routesFor } from "../routing/table";
import { navigation } from "./access";
import type { NavigationCommand } from "./commands";
import type { NavigationOutcomes } from "./outcomes";
import { loadRouteData } from "./routeData";
import { classifyUrl } from "./url";

type History = "push" | "replace" | "none";

const OFFLINE_KEY = "internet.offline";

const refuse = <R extends "offline" | "external" | "protocol" | "invalid">(
  to: string,
  reason: R,
  key: string,
  type: "warning" | "error",
) =>
  Effect.gen(function* () {
    yield* navigation.emit({ _tag: "NavigationRefused", to, reason });
    yield* notify(key, type);
    return `refused:${reason}` as const;
  });

/** The connectivity as the shell found it at start-up (the browser's offline flag). */
export const connectivityChanged = (online: boolean) =>
  navigation.emit({ _tag: "ConnectivityChanged", online });

/**
 * Shows an in-app path: redirects, the login guard, the history entry, the Navigated event and
 * the data the route needs. Shared by start-up, links and back/forward.
 */
export const showPath = (requestedPath: string, requestedSearch: string, history: History) =>
  Effect.gen(function* () {
    const { config, redirects, customer, sessionPhase } = yield* navigation.inputs;
    const previousRoute = (yield* navigation.state).location.route;
    let path = requestedPath;
    let search = requestedSearch;
    let mode = history;
    let redirectedFrom: string | undefined;
    const redirect = redirectOutcome(redirects, path);
    if (redirect?.kind === "moved") {
      redirectedFrom = path;
      path = redirect.path;
      search = redirect.search || search;
      mode = history === "push" ? "push" : "replace";
    }
    if (config === null) return "not-ready" as const;
    const routes = routesFor(config);
    // A path the redirect maps mark as gone is not found, whatever else its path would match.
    let match = redirect?.kind === "gone" ? null : matchRoute(routes, path);
    if (match?.route.loginRequired && sessionPhase === "settled" && customer === null) {
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
    yield* navigation.emit({
      _tag: "Navigated",
      path,
      search,
      route: match?.name ?? "content",
      params: match?.params ?? {},
      redirectedFrom,
    });
    if (redirect?.kind === "gone") {
      yield* showNotFound(path, redirect.errorPage);
      return "gone" as const;
    }
    // Each route loads its own data; routes without a loader show the CMS page at their path.
    yield* loadRouteData({
      route: match?.name ?? "content",
      path,
      search,
      params: match?.params ?? {},
      previousRoute,
    });
    return redirectedFrom ? ("redirected" as const) : ("navigated" as const);
  });

export const navigationHandlers: HandlersOf<NavigationCommand, typeof NavigationOutcomes, Ports> = {
  Navigate: (c) =>
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
          yield* navigation.emit({ _tag: "LeftForExternalSite", href: check.href });
          yield* nav.leave(check.href);
          return "left" as const;
        }
        case "internal": {
          const history = c.history ?? "push";
          const { location } = yield* navigation.state;
          // The browser reports hash-only moves (in-page anchors) like back/forward: nothing to show.
          if (
            history === "none" &&
            location.route !== null &&
            location.path === check.path &&
            location.search === check.search
          )
            return "unchanged" as const;
          if (history !== "none") {
            const online = yield* (yield* Online).isOnline();
            if (!online) {
              if ((yield* navigation.state).online) yield* connectivityChanged(false);
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
      "back" as const,
    ),
  SetConnectivity: (c) =>
    Effect.gen(function* () {
      const state = yield* navigation.state;
      if (state.online === c.online) return "unchanged" as const;
      const { notifications } = yield* navigation.inputs;
      yield* connectivityChanged(c.online);
      if (c.online) {
        // Back online: the offline warning no longer holds.
        for (const n of notifications)
          if (n.key === OFFLINE_KEY)
            yield* notificationHandlers.DismissNotification({ _tag: "DismissNotification", id: n.id });
      }
      return c.online ? ("online" as const) : ("offline" as const);
    }),
};
