import type { Draft } from "immer";
import type { InsightsUserTokenAssigned } from "./events";
import type { InsightsState } from "./state";

type D = Draft<{ insights: InsightsState }>;

export const insightsCases = {
  InsightsUserTokenAssigned: (d: D, e: typeof InsightsUserTokenAssigned.Type) => {
    d.insights.userToken = e.userToken;
  },
};
