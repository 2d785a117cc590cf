import { Effect } from "effect";
import { SESSION_EXPIRED_NOTICE_MS } from "../notifications/model";
import { notifyUntilSeen } from "../notifications/owed";
import { Cookies } from "../ports/cookies";
import { session } from "./access";
import { LOGGED_IN_COOKIE, SESSION_EXPIRED_COOKIE } from "./model";

const EXPIRED_KEY = "session.expiredHeadline";

/**
 * A sessionExpired cookie is cleared and its warning shown for 3 s — once, however many answers
 * carried it; owed to the tab's next page when this one is left before the shopper saw it.
 */
export const sessionExpiredNotice = Effect.gen(function* () {
  const cookies = yield* Cookies;
  if ((yield* cookies.get(SESSION_EXPIRED_COOKIE)) === null) return false;
  yield* cookies.remove(SESSION_EXPIRED_COOKIE);
  if (!(yield* session.inputs).notifications.some((n) => n.key === EXPIRED_KEY))
    yield* notifyUntilSeen(EXPIRED_KEY, "warning", SESSION_EXPIRED_NOTICE_MS);
  return true;
});

/**
 * The session cookies' rules, after every response (document 1 §4): the sessionExpired notice and
 * a customer reset; a customer whose loggedIn cookie is gone is reset too. Before the first customer
 * fetch the start-up applies them itself (settleSession), once the tenant's texts are there.
 * Leaving a login-required page is the account feature's reaction to the CustomerCleared event.
 */
export const applySessionCookies = Effect.gen(function* () {
  const { customer, phase } = yield* session.state;
  if (phase === "initial") return;
  const expired = yield* sessionExpiredNotice;
  if (customer !== null && (expired || (yield* (yield* Cookies).get(LOGGED_IN_COOKIE)) === null))
    yield* session.emit({ _tag: "CustomerCleared", reason: expired ? "sessionExpired" : "loggedOut" });
});

/** A 401 ends the customer's session once (document 1 §8): the first 401 clears, later ones find no customer. */
export const clearCustomerOnUnauthorized = Effect.gen(function* () {
  if ((yield* session.state).customer !== null)
    yield* session.emit({ _tag: "CustomerCleared", reason: "unauthorized" });
});
