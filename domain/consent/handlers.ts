import { Effect } from "effect";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import { consent } from "./access";
import type { ConsentCommand } from "./commands";
import type { ConsentOutcomes } from "./outcomes";
import { ALL_ALLOWED, categoriesFromActiveGroups, sameCategories } from "./rules";

export const consentHandlers: HandlersOf<ConsentCommand, typeof ConsentOutcomes, Ports> = {
  /** Emits only on a change (the script calls back on load and after every choice). */
  ApplyConsentGroups: (c) =>
    Effect.gen(function* () {
      const state = yield* consent.state;
      const categories = categoriesFromActiveGroups(c.activeGroups);
      if (state.source === "script" && sameCategories(state.categories, categories))
        return "unchanged" as const;
      yield* consent.emit({ _tag: "ConsentChanged", categories, source: "script" });
      return "changed" as const;
    }),
  /** A script that failed or is not configured cannot ask: every category is allowed (document 1 §4). */
  ConsentScriptUnavailable: (c) =>
    Effect.gen(function* () {
      const state = yield* consent.state;
      // An answer the script already gave is not overruled by a later load failure.
      if (state.source === "script") return "unchanged" as const;
      if (state.source === c.reason) return "unchanged" as const;
      yield* consent.emit({ _tag: "ConsentChanged", categories: ALL_ALLOWED, source: c.reason });
      return "allowed" as const;
    }),
};
