import type { Draft } from "immer";
import type { InsightsUserTokenAssigned, InsightsUserTokenForgotten } from "./events";
import type { InsightsState } from "./state";

type D = Draft<{ insights: InsightsState }>;

export const insightsCases = {
  InsightsUserTokenAssigned: (d: D, e: typeof InsightsUserTokenAssigned.Type) => {
    d.insights.userToken = e.userToken;
  },
  InsightsUserTokenForgotten: (d: D, _e: typeof InsightsUserTokenForgotten.Type) => {
    d.insights.userToken = null;
  },
};
