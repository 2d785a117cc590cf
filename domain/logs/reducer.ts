import type { Draft } from "immer";
import type { LogsState } from "./state";

type D = Draft<{ logs: LogsState }>;
export const logCases = {
  ClientErrorReported: (d: D) => {
    d.logs.reported += 1;
  },
};
