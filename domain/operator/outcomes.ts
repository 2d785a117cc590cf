import type { OutcomeLists } from "../core/feature";
import type { OperatorCommand } from "./commands";

export const OperatorOutcomes = {
  LoadOperator: ["editor", "qa", "none"],
} as const satisfies OutcomeLists<OperatorCommand>;
