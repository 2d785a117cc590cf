import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { LOGGED_IN_COOKIE } from "../../domain/session/model";
import type { AppEnv, SessionState } from "../http/env";
import { errorResponse } from "../http/errors";
import { findSessionAndClaim, guardedRequestId, releaseClaim } from "../http/replay-guard";
import {
  clearLoggedInCookie,
  clearSessionCookies,
  DEFAULT_SESSION_MAX_SECONDS,
  SID_COOKIE,
  setAnonymousSessionCookie,
  setSessionCookies,
  setSessionExpiredCookie,
  setXsrfCookie,
  XSRF_COOKIE,
  XSRF_HEADER,
} from "./cookies";
import { type FoundSession, findSession, TOUCH_AFTER_SECONDS, touchSession, wasJustRekeyed } from "./store";
import { isWellFormedToken, newToken, sameToken, sessionKey } from "./tokens";

/**
 * A session lookup left to the request's own first query (issue 18): the route reads the session
 * with what it reads anyway, in one round trip, and hands the row (or undefined) to `resolve`,
 * which then does what the middleware does after its lookup. Only for routes that call it first
 * thing (GET cart and validation): until then the request has no session.
 */
export interface PendingSession {
  /** The session's key (the hash of the sid token), as sessions.id stores it. */
  readonly key: string;
  readonly maxAgeSeconds: number;
  resolve(found: FoundSession | undefined): Promise<SessionState | undefined>;
}

const pendingSessions = new WeakMap<object, PendingSession>();

/** The request's pending session lookup, once: undefined when the middleware did it already. */
export const takePendingSession = (c: Context<AppEnv>): PendingSession | undefined => {
  const pending = pendingSessions.get(c);
  pendingSessions.delete(c);
  return pending;
};

/**
 * Resolves the request's session and XSRF token. A sid that names no live session, or a loggedIn
 * cookie without a logged-in session, is answered with cleared cookies plus sessionExpired=1,
 * which the client turns into the session.expiredHeadline notice. For the paths `deferred` names
 * the lookup itself is left to the route (PendingSession).
 */
export const sessionMiddleware =
  (
    maxAgeSeconds: number = DEFAULT_SESSION_MAX_SECONDS,
    deferred: (c: Context<AppEnv>) => boolean = () => false,
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const db = c.get("db");
    const sid = getCookie(c, SID_COOKIE);
    const claimsLogin = getCookie(c, LOGGED_IN_COOKIE) !== undefined;
    const resolve = async (found: FoundSession | undefined) => {
      let session: SessionState | undefined;
      let bound: string | undefined;
      if (sid !== undefined) {
        if (!found) {
          if (!(await wasJustRekeyed(db, sid))) {
            clearSessionCookies(c);
            setSessionExpiredCookie(c);
          }
        } else {
          session = { id: found.id, customerId: found.customerId };
          bound = found.xsrf;
          if (found.stale) {
            await touchSession(db, found.id);
            if (found.customerId) setSessionCookies(c, sid);
            else setAnonymousSessionCookie(c, sid);
          }
          if (claimsLogin && !found.customerId) {
            clearLoggedInCookie(c);
            setSessionExpiredCookie(c);
          }
        }
      } else if (claimsLogin) {
        clearLoggedInCookie(c);
        setSessionExpiredCookie(c);
      }
      c.set("session", session);

      // A session's XSRF token is its own (stored with it, given again when the browser lost the
      // cookie): a token planted in the cookie does not pass for it. Without a session, the cookie's.
      const cookieXsrf = getCookie(c, XSRF_COOKIE);
      const xsrf =
        bound !== undefined
          ? bound
          : cookieXsrf !== undefined && isWellFormedToken(cookieXsrf)
            ? cookieXsrf
            : newToken();
      if (xsrf !== cookieXsrf) setXsrfCookie(c, xsrf);
      c.set("xsrf", xsrf);
      return session;
    };
    if (sid !== undefined && isWellFormedToken(sid) && deferred(c)) {
      c.set("session", undefined);
      pendingSessions.set(c, { key: sessionKey(sid), maxAgeSeconds, resolve });
      return next();
    }
    const lookup = async (token: string) => {
      // A call the replay guard does once per request id: the id is claimed in the lookup's round trip.
      const requestId = guardedRequestId(c);
      return requestId === undefined
        ? findSession(db, token, maxAgeSeconds)
        : findSessionAndClaim(c, sessionKey(token), TOUCH_AFTER_SECONDS, maxAgeSeconds, requestId);
    };
    try {
      await resolve(sid !== undefined && isWellFormedToken(sid) ? await lookup(sid) : undefined);
    } catch (error) {
      await releaseClaim(c);
      throw error;
    }
    await next();
  };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Paths whose state-changing calls need the XSRF header. The test routes are exempt: adapter tests call them without a cookie jar. */
const guarded = (path: string) =>
  // The insights collector takes Algolia's request: no XSRF token, its own credential headers.
  (path.startsWith("/api/") && !path.startsWith("/api/test/") && path !== "/api/insights/events") ||
  path === "/logs" ||
  path.startsWith("/logs/");

/**
 * The X-XSRF-TOKEN header must equal the request's token: the session's own when there is a session
 * (so a planted cookie with a matching header is refused), else the XSRF-TOKEN cookie the browser
 * sent (double submit).
 */
export const xsrfGuard = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || !guarded(c.req.path)) return next();
  const cookie = getCookie(c, XSRF_COOKIE);
  const expected = c.get("xsrf");
  const header = c.req.header(XSRF_HEADER);
  if (!cookie || !header || !expected || !sameToken(expected, header)) {
    // The request id its session lookup claimed is let go: the request was never done.
    await releaseClaim(c);
    return errorResponse(c, 403, "missing or invalid XSRF token", { code: "xsrf" });
  }
  return next();
};
