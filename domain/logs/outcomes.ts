import type { OutcomeLists } from "../core/feature";
import type { LogCommand } from "./commands";

export const LogOutcomes = {
  ReportClientError: ["reported", "undelivered", "dropped"],
} as const satisfies OutcomeLists<LogCommand>;
