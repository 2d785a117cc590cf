import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { LOGGED_IN_COOKIE, SESSION_EXPIRED_COOKIE } from "../../domain/session/model";

/** Cookie and header names the client relies on (document 1 §4 and §7; the session's two in domain/session/model). */
export const SID_COOKIE = "sid";
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

/** Sessions end after this long without a request. */
export const SESSION_IDLE_SECONDS = 30 * 24 * 60 * 60;

/** However active, a session ends this long after it began (or after its login): SESSION_MAX_DAYS. */
export const DEFAULT_SESSION_MAX_SECONDS = 90 * 24 * 60 * 60;

const isHttps = (c: Context) =>
  c.req.header("x-forwarded-proto") === "https" || new URL(c.req.url).protocol === "https:";

const base = (c: Context): CookieOptions => ({ path: "/", sameSite: "Lax", secure: isHttps(c) });

export const setSessionCookies = (c: Context, token: string) => {
  setCookie(c, SID_COOKIE, token, { ...base(c), httpOnly: true, maxAge: SESSION_IDLE_SECONDS });
  // Readable on purpose: the client watches it to know whether to fetch the customer.
  setCookie(c, LOGGED_IN_COOKIE, "1", { ...base(c), maxAge: SESSION_IDLE_SECONDS });
};

export const setAnonymousSessionCookie = (c: Context, token: string) => {
  setCookie(c, SID_COOKIE, token, { ...base(c), httpOnly: true, maxAge: SESSION_IDLE_SECONDS });
};

export const clearSessionCookies = (c: Context) => {
  deleteCookie(c, SID_COOKIE, base(c));
  deleteCookie(c, LOGGED_IN_COOKIE, base(c));
};

export const clearLoggedInCookie = (c: Context) => {
  deleteCookie(c, LOGGED_IN_COOKIE, base(c));
};

/** Readable: the client shows session.expiredHeadline once and clears it itself. */
export const setSessionExpiredCookie = (c: Context) => {
  setCookie(c, SESSION_EXPIRED_COOKIE, "1", base(c));
};

export const clearSessionExpiredCookie = (c: Context) => {
  deleteCookie(c, SESSION_EXPIRED_COOKIE, base(c));
};

/** Readable so the client can copy it into the X-XSRF-TOKEN header; lives as long as the browser session. */
export const setXsrfCookie = (c: Context, token: string) => {
  setCookie(c, XSRF_COOKIE, token, base(c));
};
