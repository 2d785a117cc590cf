import type { Draft } from "immer";
import { consentCases } from "../consent/reducer";
import { contentCases } from "../content/reducer";
import type { Recipe } from "../core/store";
import { failureCases } from "../failures/reducer";
import { logCases } from "../logs/reducer";
import { navigationCases } from "../navigation/reducer";
import { notificationCases } from "../notifications/reducer";
import { sessionCases } from "../session/reducer";
import { shellCases } from "../shell/reducer";
import type { AppEvent } from "./events";
import type { Cases } from "./reducer";
import type { AppState } from "./state";

/**
 * The live shop's reducer. The cases of the shell's own events are here from the start; the
 * complete table (./reducer, with the cases of the features whose handlers load lazily: cart, discovery,
 * search, checkout, search insights and operations) loads with the first
 * feature chunk: `loadFeatureCases` runs before any lazily loaded handler or route loader
 * (./lazy), and only those emit the features' events. Replays, devtools and tests use the
 * complete table directly.
 */
const shell: Partial<Cases> = {
  ...shellCases,
  ...sessionCases,
  ...navigationCases,
  ...contentCases,
  ...notificationCases,
  ...logCases,
  ...failureCases,
  // The consent restored from its cookie at start-up, before the first feature chunk.
  ...consentCases,
};

let cases: Partial<Cases> = shell;
let loading: Promise<void> | null = null;

export const loadFeatureCases = (): Promise<void> => {
  loading ??= import("./reducer").then((m) => {
    cases = m.cases;
  });
  return loading;
};

export const bootRecipe: Recipe<AppState, AppEvent> = (draft, event) => {
  const reduceCase = cases[event._tag] as ((d: Draft<AppState>, e: AppEvent) => void) | undefined;
  if (!reduceCase)
    throw new Error(`no reducer case for event ${String(event._tag)} (its feature's code has not loaded)`);
  reduceCase(draft, event);
};
