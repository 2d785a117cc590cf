import { Effect } from "effect";
import { notify } from "../notifications/handlers";
import { SESSION_EXPIRED_NOTICE_MS } from "../notifications/model";
import { Cookies } from "../ports/cookies";
import { session } from "./access";
import { LOGGED_IN_COOKIE, SESSION_EXPIRED_COOKIE } from "./model";

const EXPIRED_KEY = "session.expiredHeadline";

/**
 * The session cookies' rules, after every response (document 1 §4): a sessionExpired cookie is
 * cleared, the warning shown for 3 s — once, however many answers of the same moment carried it —
 * and the customer reset; a customer whose loggedIn cookie is gone is reset too. Leaving a
 * login-required page is the account feature's reaction to the CustomerCleared event.
 */
export const applySessionCookies = Effect.gen(function* () {
  const cookies = yield* Cookies;
  const { customer } = yield* session.state;
  const expired = (yield* cookies.get(SESSION_EXPIRED_COOKIE)) !== null;
  if (expired) {
    yield* cookies.remove(SESSION_EXPIRED_COOKIE);
    if (!(yield* session.inputs).notifications.some((n) => n.key === EXPIRED_KEY))
      yield* notify(EXPIRED_KEY, "warning", SESSION_EXPIRED_NOTICE_MS);
  }
  if (customer !== null && (expired || (yield* cookies.get(LOGGED_IN_COOKIE)) === null))
    yield* session.emit({ _tag: "CustomerCleared", reason: expired ? "sessionExpired" : "loggedOut" });
});

/** A 401 ends the customer's session once (document 1 §8): the first 401 clears, later ones find no customer. */
export const clearCustomerOnUnauthorized = Effect.gen(function* () {
  if ((yield* session.state).customer !== null)
    yield* session.emit({ _tag: "CustomerCleared", reason: "unauthorized" });
});
