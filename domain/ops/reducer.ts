import type { Draft } from "immer";
import type { NewBuildDetected, RunningBuildIdentified } from "./events";
import type { OpsState } from "./state";

type D = Draft<{ ops: OpsState }>;
export const opsCases = {
  RunningBuildIdentified: (d: D, e: typeof RunningBuildIdentified.Type) => {
    d.ops.runningBuild = e.id;
  },
  NewBuildDetected: (d: D, e: typeof NewBuildDetected.Type) => {
    d.ops.newBuild = e.id;
  },
};
