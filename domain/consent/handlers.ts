import { Effect } from "effect";
import { currentState, emit } from "../app/scope";
import type { ApplyConsentGroups, ConsentScriptUnavailable } from "./events";
import { ALL_ALLOWED, categoriesFromActiveGroups, sameCategories } from "./model";

export const consentHandlers = {
  /** Emits only on a change (the script calls back on load and after every choice). */
  ApplyConsentGroups: (c: typeof ApplyConsentGroups.Type) =>
    Effect.gen(function* () {
      const state = yield* currentState;
      const categories = categoriesFromActiveGroups(c.activeGroups);
      if (state.consent.source === "script" && sameCategories(state.consent.categories, categories))
        return "unchanged";
      yield* emit({ _tag: "ConsentChanged", categories, source: "script" });
      return "changed";
    }),
  /** A script that failed or is not configured cannot ask: every category is allowed (document 1 §4). */
  ConsentScriptUnavailable: (c: typeof ConsentScriptUnavailable.Type) =>
    Effect.gen(function* () {
      const state = yield* currentState;
      // An answer the script already gave is not overruled by a later load failure.
      if (state.consent.source === "script") return "unchanged";
      if (state.consent.source === c.reason) return "unchanged";
      yield* emit({ _tag: "ConsentChanged", categories: ALL_ALLOWED, source: c.reason });
      return "allowed";
    }),
};
