import { Cause, Effect } from "effect";
import { callApi, isStatus } from "../api/call";
import { getCustomer } from "../api/customer";
import { reportClientError } from "../logs/handlers";
import { Cookies } from "../ports/cookies";
import { session } from "./access";
import { sessionExpiredNotice } from "./cookieRules";
import { normaliseCustomer } from "./customer";
import { LOGGED_IN_COOKIE } from "./model";

/** The customer fetch runs only when the loggedIn cookie is set (document 1 §4); part of the start-up. */
export const settleSession = Effect.gen(function* () {
  const cookies = yield* Cookies;
  yield* sessionExpiredNotice;
  if ((yield* cookies.get(LOGGED_IN_COOKIE)) === null) {
    yield* session.emit({ _tag: "CustomerFetchSkipped" });
    return;
  }
  yield* session.emit({ _tag: "CustomerFetchStarted" });
  const customer = yield* callApi(getCustomer, {}).pipe(Effect.either);
  if (customer._tag === "Left") {
    const reason = isStatus(customer.left, 401) ? "unauthorized" : "fetchFailed";
    yield* session.emit({ _tag: "CustomerCleared", reason });
    return;
  }
  yield* session.emit({ _tag: "CustomerLoaded", customer: normaliseCustomer(customer.right) });
  yield* loadSavedAddresses;
});

// The saved-address call's schemas stay out of the first load: its module loads after the customer.
const savedAddresses = Effect.promise(() => import("./addresses"));

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
    yield* reportClientError({
      _tag: "ReportClientError",
      level: "warn",
      message: `saved addresses not loaded: ${r.message}`,
    }).pipe(Effect.catchAllCause(() => Effect.void));
});
