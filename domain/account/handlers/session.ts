import { Effect } from "effect";
import { refreshCustomer } from "../../api/account";
import { callApi, isStatus } from "../../api/call";
import { ApiError } from "../../api/errors";
import { login, logout } from "../../api/session";
import { notify } from "../../notifications/notify";
import { customerChanged } from "../../session/changed";
import { loggedIn, loggedOut } from "../../session/login";
import { account } from "../access";
import { goAfterLogin, goTo, onLoginRequiredPage, toLogin } from "./redirect";

/** The webview's bypass key for the bot check (document 1 §2, §6), when the page was opened with it. */
export const bypassKeyOf = (search: string): string | null =>
  new URLSearchParams(search).get("bypassRecaptchaKey");

const retryMinutes = (e: unknown): number => {
  const data =
    e instanceof ApiError
      ? (e.body as { data?: { retryAfterSeconds?: unknown } } | undefined)?.data
      : undefined;
  const seconds = typeof data?.retryAfterSeconds === "number" ? data.retryAfterSeconds : 15 * 60;
  return Math.max(1, Math.ceil(seconds / 60));
};

export const logIn = (email: string, password: string) =>
  Effect.gen(function* () {
    const { location } = yield* account.inputs;
    const bypass = bypassKeyOf(location.search);
    const r = yield* callApi(login, {
      query: bypass ? { recaptchaResponse: bypass } : {},
      body: { email: email.trim(), password },
    }).pipe(Effect.either);
    if (r._tag === "Left") {
      if (isStatus(r.left, 401)) return "wrongCredentials" as const;
      if (isStatus(r.left, 403)) return "unconfirmed" as const;
      if (isStatus(r.left, 429)) {
        yield* notify("account.login.throttled", "error", 8000, { minutes: String(retryMinutes(r.left)) });
        return "throttled" as const;
      }
      yield* notify("account.login.failed", "error");
      return "failed" as const;
    }
    yield* loggedIn(r.right, "normal");
    yield* goAfterLogin;
    return "loggedIn" as const;
  });

export const logOut = Effect.gen(function* () {
  const r = yield* callApi(logout, {}).pipe(Effect.either);
  if (r._tag === "Left") {
    yield* notify("account.logout.error", "error");
    return "failed" as const;
  }
  yield* loggedOut;
  yield* notify("account.logout.successful", "info");
  // A page for customers only has nothing to show a guest: the start page instead.
  if (yield* onLoginRequiredPage) yield* goTo("/", "replace");
  return "loggedOut" as const;
});

export const leaveProtectedPage = Effect.gen(function* () {
  if (!(yield* onLoginRequiredPage)) return "stayed" as const;
  return (yield* toLogin) ? ("redirected" as const) : ("stayed" as const);
});

/** The customer read again (document 1 §7: GET /api/customers/refresh); a guest is not read. */
export const refresh = Effect.gen(function* () {
  if ((yield* account.state).customer === null) return "guest" as const;
  const r = yield* callApi(refreshCustomer, {}).pipe(Effect.either);
  if (r._tag === "Left") return "failed" as const;
  yield* customerChanged(r.right);
  return "refreshed" as const;
});
