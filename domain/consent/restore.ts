import { Effect } from "effect";
import { Cookies } from "../ports/cookies";
import { consent } from "./access";
import { categoriesFromActiveGroups } from "./rules";
import { CONSENT_ANSWERED_COOKIE, CONSENT_COOKIE, storedActiveGroups } from "./stored";

/**
 * RestoreStoredConsent (issue 15 #3): the shopper's stored answer, read from the consent script's
 * cookies before the start-up's first request, so a full page load of a list or a search asks with
 * the consent the shopper gave. In the first load (tiny): it runs before the lazy features load.
 */
export const restoreStoredConsent = () =>
  Effect.gen(function* () {
    const state = yield* consent.state;
    // The script's own answer (or its failure) is newer than anything stored.
    if (state.source !== "pending") return "unchanged" as const;
    const cookies = yield* Cookies;
    const groups = storedActiveGroups(
      yield* cookies.get(CONSENT_COOKIE),
      yield* cookies.get(CONSENT_ANSWERED_COOKIE),
    );
    if (groups === null) return "none" as const;
    yield* consent.emit({
      _tag: "ConsentChanged",
      categories: categoriesFromActiveGroups(groups),
      source: "stored",
    });
    return "restored" as const;
  });
