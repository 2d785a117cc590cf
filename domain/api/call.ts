import { Effect } from "effect";
import { Api } from "../ports/api";
import { applySessionCookies, clearCustomerOnUnauthorized } from "../session/cookieRules";
import type { AnyCall, CallInput } from "./contract";
import { ApiError } from "./errors";

/**
 * Calls whose 401 does not end the customer's session: the loyalty card-info call (document 1 §8),
 * known by its path whatever its name, and the start-up's customer fetch (GET /api/customers),
 * which clears by itself.
 */
const KEEPS_SESSION_ON_401 = ["/api/customers/loyalty/card-info", "/api/customers"];

/**
 * Every handler's API call: the typed port plus the unauthorized hook, so that a 401 anywhere
 * resets the customer once, in one place; and after every answer the session cookies' rules.
 */
export const callApi = <C extends AnyCall>(call: C, input: CallInput<C>) =>
  Effect.gen(function* () {
    const api = yield* Api;
    return yield* api.call(call, input).pipe(
      Effect.tapError((error) =>
        error instanceof ApiError &&
        error.status === 401 &&
        !(call.method === "GET" && KEEPS_SESSION_ON_401.includes(call.path))
          ? clearCustomerOnUnauthorized
          : Effect.void,
      ),
      Effect.ensuring(applySessionCookies),
    );
  });

export const isStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;

/**
 * What a feature's call error keeps of a failed call: the call's name, the status (500 for an
 * answer that did not decode), the error body's code and the body itself.
 */
export const failedCallFields = (call: AnyCall, e: unknown) => ({
  call: call.name,
  status: e instanceof ApiError ? e.status : 500,
  code: e instanceof ApiError ? e.code : undefined,
  message: e instanceof Error ? e.message : String(e),
  body: e instanceof ApiError ? e.body : undefined,
});
