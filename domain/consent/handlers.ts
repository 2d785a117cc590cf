import { Effect } from "effect";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import { consent } from "./access";
import type { ConsentCommand } from "./commands";
import type { ConsentOutcomes } from "./outcomes";
import { restoreStoredConsent } from "./restore";
import { ALL_ALLOWED, categoriesFromActiveGroups, sameCategories } from "./rules";

export const consentHandlers: HandlersOf<ConsentCommand, typeof ConsentOutcomes, Ports> = {
  /**
   * Emits only on a change (the script calls back on load and after every choice). The script
   * confirming the answer restored from its cookie at start-up changes only the source (the cookie
   * list then reads the script's data); tracking sees the same categories and does nothing.
   */
  ApplyConsentGroups: (c) =>
    Effect.gen(function* () {
      const state = yield* consent.state;
      const categories = categoriesFromActiveGroups(c.activeGroups);
      const same = sameCategories(state.categories, categories);
      if (state.source === "script" && same) return "unchanged" as const;
      yield* consent.emit({ _tag: "ConsentChanged", categories, source: "script" });
      return state.source === "stored" && same ? ("confirmed" as const) : ("changed" as const);
    }),
  /** A script that failed or is not configured cannot ask: every category is allowed (document 1 §4). */
  ConsentScriptUnavailable: (c) =>
    Effect.gen(function* () {
      const state = yield* consent.state;
      // An answer the script already gave is not overruled by a later load failure.
      if (state.source === "script") return "unchanged" as const;
      // Nor is the answer it stored: the shopper gave it; a blocked script does not widen it.
      if (state.source === "stored" && c.reason === "failed") return "unchanged" as const;
      if (state.source === c.reason) return "unchanged" as const;
      yield* consent.emit({ _tag: "ConsentChanged", categories: ALL_ALLOWED, source: c.reason });
      return "allowed" as const;
    }),
  RestoreStoredConsent: restoreStoredConsent,
};
