import { Cause, Effect } from "effect";
import { callApi, isStatus } from "../api/call";
import { getCustomer } from "../api/customer";
import { ApiError } from "../api/errors";
import { getComponentConfigs, getCsrf, getTenantConfig } from "../api/shell";
import { lazyModule } from "../app/lazy";
import { currentState, emit } from "../app/scope";
import type { ComponentConfigType } from "../content/page";
import { logHandlers } from "../logs/handlers";
import { showPath } from "../navigation/handlers";
import { notify } from "../notifications/handlers";
import { SESSION_EXPIRED_NOTICE_MS } from "../notifications/model";
import { Cookies } from "../ports/cookies";
import { Navigation } from "../ports/navigation";
import { Online } from "../ports/online";
import { normaliseCustomer } from "../session/customer";
import { LOGGED_IN_COOKIE, SESSION_EXPIRED_COOKIE } from "../session/model";
import { bareSlugRedirect } from "./bareSlug";
import { readQueryFlags, WEBVIEW_COOKIE, WEBVIEW_COOKIE_MAX_AGE_S } from "./flags";

export const COMPONENT_CONFIG_TYPES: ReadonlyArray<ComponentConfigType> = [
  "topbarbanner",
  "header",
  "footer",
  "socialsharingandseo",
];

/** The customer fetch runs only when the loggedIn cookie is set (document 1 §4). */
const settleSession = Effect.gen(function* () {
  const cookies = yield* Cookies;
  if ((yield* cookies.get(SESSION_EXPIRED_COOKIE)) !== null) {
    yield* cookies.remove(SESSION_EXPIRED_COOKIE);
    yield* notify("session.expiredHeadline", "warning", SESSION_EXPIRED_NOTICE_MS);
  }
  if ((yield* cookies.get(LOGGED_IN_COOKIE)) === null) {
    yield* emit({ _tag: "CustomerFetchSkipped" });
    return;
  }
  yield* emit({ _tag: "CustomerFetchStarted" });
  const customer = yield* callApi(getCustomer, {}).pipe(Effect.either);
  if (customer._tag === "Left") {
    const reason = isStatus(customer.left, 401) ? "unauthorized" : "fetchFailed";
    yield* emit({ _tag: "CustomerCleared", reason });
    return;
  }
  yield* emit({ _tag: "CustomerLoaded", customer: normaliseCustomer(customer.right) });
  yield* loadSavedAddresses;
});

const savedAddresses = lazyModule(() => import("../session/addresses"));

/**
 * The customer's saved addresses, right after the customer (document 2 §3, §4: the service prompt
 * uses the primary one). A failure never stops the start-up: the list stays empty and the failure
 * is reported as a client error.
 */
const loadSavedAddresses = Effect.gen(function* () {
  const r = yield* Effect.flatMap(savedAddresses, (m) => m.loadSavedAddresses).pipe(
    Effect.catchAllCause((cause) =>
      Effect.succeed({ ok: false, report: true, message: Cause.pretty(cause) } as const),
    ),
  );
  if (!r.ok && r.report)
    yield* logHandlers
      .ReportClientError({
        _tag: "ReportClientError",
        level: "warn",
        message: `saved addresses not loaded: ${r.message}`,
      })
      .pipe(Effect.catchAllCause(() => Effect.void));
});

export const shellHandlers = {
  StartApp: () =>
    Effect.gen(function* () {
      const before = yield* currentState;
      if (before.boot.status === "pending" || before.boot.status === "success") return "already-started";
      yield* emit({ _tag: "BootStarted" });
      const here = yield* (yield* Navigation).current();
      const cookies = yield* Cookies;
      const flags = readQueryFlags(here.search, (yield* cookies.get(WEBVIEW_COOKIE)) === "true");
      if (flags.webview)
        yield* cookies.set(WEBVIEW_COOKIE, "true", { maxAgeSeconds: WEBVIEW_COOKIE_MAX_AGE_S, path: "/" });
      yield* emit({ _tag: "QueryFlagsRead", flags });

      const config = yield* callApi(getTenantConfig, { query: {} }).pipe(Effect.either);
      if (config._tag === "Left") {
        const e = config.left;
        yield* emit({
          _tag: "BootFailed",
          status: e instanceof ApiError ? e.status : 500,
          message: e.message,
        });
        return "failed";
      }
      yield* emit({ _tag: "TenantConfigLoaded", config: config.right });
      // The token arrives as a cookie; the body is unused (document 1 §7).
      yield* callApi(getCsrf, {}).pipe(Effect.ignore);
      const configs = yield* callApi(getComponentConfigs, {
        query: { "types[]": COMPONENT_CONFIG_TYPES },
      }).pipe(Effect.either);
      yield* emit(
        configs._tag === "Right"
          ? { _tag: "ComponentConfigsLoaded", configs: configs.right, failed: false }
          : { _tag: "ComponentConfigsLoaded", configs: {}, failed: true },
      );
      yield* settleSession;
      const online = yield* (yield* Online).isOnline();
      if (!online) yield* emit({ _tag: "ConnectivityChanged", online });
      yield* emit({ _tag: "BootCompleted" });
      // Document 2 §2: a bare slug query on first load goes to the product route.
      const bare = bareSlugRedirect(config.right.clientRuntimeConfig, here.path, here.search);
      if (bare !== null) yield* showPath(bare.path, bare.search, "replace");
      else yield* showPath(here.path, here.search, "none");
      return "started";
    }),
};
