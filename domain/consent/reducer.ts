import type { Draft } from "immer";
import type { ConsentChanged } from "./events";
import type { ConsentState } from "./state";

type D = Draft<{ consent: ConsentState }>;

export const consentCases = {
  ConsentChanged: (d: D, e: typeof ConsentChanged.Type) => {
    d.consent = { categories: { ...e.categories }, source: e.source };
  },
};
