import { Effect } from "effect";
import { callApi } from "../api/call";
import { getOperatorMe } from "../api/operator";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import { operator } from "./access";
import type { OperatorCommand } from "./commands";
import type { OperatorOutcomes } from "./outcomes";

export const operatorHandlers: HandlersOf<OperatorCommand, typeof OperatorOutcomes, Ports> = {
  LoadOperator: () =>
    Effect.gen(function* () {
      // A failed answer counts as no operator: the edit links stay off, the shop works on.
      const me = yield* callApi(getOperatorMe, {}).pipe(Effect.orElseSucceed(() => ({ operator: null })));
      const role = me.operator?.role ?? null;
      yield* operator.emit({ _tag: "OperatorIdentified", role });
      return role ?? "none";
    }),
};
