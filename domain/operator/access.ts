import { featureAccess } from "../core/feature";
import type { OperatorEvent } from "./events";
import type { OperatorState } from "./state";

export const operator = featureAccess<OperatorEvent>()({
  self: (r: { readonly operator: OperatorState }) => r.operator,
});
