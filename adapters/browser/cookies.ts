import { Effect } from "effect";
import type { CookiesPort } from "../../domain/ports/cookies";

/** Browsers cap timers and cookie ages; beyond this a max-age is clamped (document 1 §9). */
export const MAX_COOKIE_AGE_S = Math.floor(2147483647 / 1000);

export const readCookie = (name: string): string | null => {
  for (const part of document.cookie.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
};

export const browserCookies: CookiesPort = {
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
