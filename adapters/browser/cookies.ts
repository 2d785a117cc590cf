import { Effect, Layer } from "effect";
import { Cookies, type CookiesPort } from "../../domain/ports/cookies";

/**
 * Browsers cap cookie lifetimes at 400 days; a longer max-age is clamped to that. (The 2147483647
 * ms of document 1 §9 caps cookie *timers* (setTimeout); as a Max-Age it would cut every cookie to
 * under 25 days, e.g. the insights token's 6 × 30 days.)
 */
const MAX_COOKIE_AGE_S = 400 * 24 * 60 * 60;

export const readCookie = (name: string): string | null => {
  for (const part of document.cookie.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
};

const browserCookies: CookiesPort = {
  get: (name) => Effect.sync(() => readCookie(name)),
  set: (name, value, options = {}) =>
    Effect.sync(() => {
      const age =
        options.maxAgeSeconds === undefined
          ? ""
          : `; Max-Age=${Math.min(options.maxAgeSeconds, MAX_COOKIE_AGE_S)}`;
      document.cookie = `${name}=${encodeURIComponent(value)}; Path=${options.path ?? "/"}; SameSite=Lax${age}`;
    }),
  remove: (name) =>
    Effect.sync(() => {
      document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
    }),
};

export const CookiesLive = Layer.succeed(Cookies, browserCookies);
