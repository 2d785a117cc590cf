import { Effect } from "effect";
import { currentState, emit } from "../app/scope";
import { Cookies } from "../ports/cookies";
import { Ids } from "../ports/ids";
import { anonymousToken, INSIGHTS_TOKEN_COOKIE, INSIGHTS_TOKEN_MAX_AGE_S, USER_TOKEN_PATTERN } from "./model";

export const insightsHandlers = {
  /**
   * The anonymous user token: read from its cookie, or created and stored for about 6 × 30 days.
   * Only with statistics consent: without it no cookie is written and no insights event is made.
   */
  EnsureInsightsUserToken: () =>
    Effect.gen(function* () {
      const state = yield* currentState;
      if (!state.consent.categories.statistic) return "no-consent";
      if (state.insights.userToken !== null) return "present";
      const cookies = yield* Cookies;
      const stored = yield* cookies.get(INSIGHTS_TOKEN_COOKIE);
      if (stored !== null && USER_TOKEN_PATTERN.test(stored)) {
        yield* emit({ _tag: "InsightsUserTokenAssigned", userToken: stored, created: false });
        return "read";
      }
      const userToken = anonymousToken(yield* (yield* Ids).next());
      yield* cookies.set(INSIGHTS_TOKEN_COOKIE, userToken, {
        maxAgeSeconds: INSIGHTS_TOKEN_MAX_AGE_S,
        path: "/",
      });
      yield* emit({ _tag: "InsightsUserTokenAssigned", userToken, created: true });
      return "created";
    }),
};
