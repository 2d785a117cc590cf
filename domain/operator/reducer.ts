import type { Draft } from "immer";
import type { OperatorIdentified } from "./events";
import type { OperatorState } from "./state";

type D = Draft<{ operator: OperatorState }>;

export const operatorCases = {
  OperatorIdentified: (d: D, e: typeof OperatorIdentified.Type) => {
    d.operator = { role: e.role };
  },
};
