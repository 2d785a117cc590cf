import { Effect } from "effect";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import { Cookies } from "../ports/cookies";
import { Ids } from "../ports/ids";
import { insights } from "./access";
import { USER_TOKEN_PATTERN } from "./algolia";
import type { InsightsCommand } from "./commands";
import { anonymousToken, INSIGHTS_TOKEN_COOKIE, INSIGHTS_TOKEN_MAX_AGE_S } from "./model";
import type { InsightsOutcomes } from "./outcomes";

export const insightsHandlers: HandlersOf<InsightsCommand, typeof InsightsOutcomes, Ports> = {
  /**
   * The anonymous user token: read from its cookie, or created and stored for about 6 × 30 days.
   * Only with statistics consent: without it no cookie is written and no insights event is made.
   */
  EnsureInsightsUserToken: () =>
    Effect.gen(function* () {
      const { consent } = yield* insights.inputs;
      if (!consent.categories.statistic) return "no-consent" as const;
      if ((yield* insights.state).userToken !== null) return "present" as const;
      const cookies = yield* Cookies;
      const stored = yield* cookies.get(INSIGHTS_TOKEN_COOKIE);
      if (stored !== null && USER_TOKEN_PATTERN.test(stored)) {
        yield* insights.emit({ _tag: "InsightsUserTokenAssigned", userToken: stored, created: false });
        return "read" as const;
      }
      const userToken = anonymousToken(yield* (yield* Ids).next());
      yield* cookies.set(INSIGHTS_TOKEN_COOKIE, userToken, {
        maxAgeSeconds: INSIGHTS_TOKEN_MAX_AGE_S,
        path: "/",
      });
      yield* insights.emit({ _tag: "InsightsUserTokenAssigned", userToken, created: true });
      return "created" as const;
    }),
  /**
   * Without statistics consent the anonymous token must not outlive the choice: its cookie is
   * deleted and the state forgets it, so no insights event can be made with it (issue 15 #6).
   */
  ForgetInsightsUserToken: () =>
    Effect.gen(function* () {
      const { consent } = yield* insights.inputs;
      if (consent.categories.statistic) return "consented" as const;
      const cookies = yield* Cookies;
      const stored = yield* cookies.get(INSIGHTS_TOKEN_COOKIE);
      if (stored === null && (yield* insights.state).userToken === null) return "absent" as const;
      if (stored !== null) yield* cookies.remove(INSIGHTS_TOKEN_COOKIE);
      yield* insights.emit({ _tag: "InsightsUserTokenForgotten" });
      return "forgotten" as const;
    }),
};
