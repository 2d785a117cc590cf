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
  if ((yield* cookies.get(SESSION_EXPIRED_COOKIE)) !== null) {
    yield* cookies.remove(SESSION_EXPIRED_COOKIE);
    const { notifications } = yield* session.inputs;
    if (!notifications.some((n) => n.key === EXPIRED_KEY))
      yield* notify(EXPIRED_KEY, "warning", SESSION_EXPIRED_NOTICE_MS);
    if (customer !== null) yield* session.emit({ _tag: "CustomerCleared", reason: "sessionExpired" });
  } else if (customer !== null && (yield* cookies.get(LOGGED_IN_COOKIE)) === null)
    yield* session.emit({ _tag: "CustomerCleared", reason: "loggedOut" });
});
