import { Effect } from "effect";
import { callApi, isStatus } from "../api/call";
import { getCustomer } from "../api/customer";
import { restoreOwedNotice } from "../notifications/owed";
import { Cookies } from "../ports/cookies";
import { session } from "./access";
import { sessionExpiredNotice } from "./cookieRules";
import { normaliseCustomer } from "./customer";
import { LOGGED_IN_COOKIE } from "./model";

/** The customer fetch runs only when the loggedIn cookie is set (document 1 §4); part of the start-up. */
export const settleSession = Effect.gen(function* () {
  const cookies = yield* Cookies;
  yield* restoreOwedNotice;
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
});
