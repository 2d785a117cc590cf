import type { OutcomeLists } from "../core/feature";
import type { ProblemReportCommand } from "./commands";

export const ProblemReportOutcomes = {
  ReportProblem: ["sent", "invalid", "failed"],
  OpenProblemReport: ["opened"],
  CloseProblemReport: ["closed"],
  CaptureProblem: ["sent", "noConsent", "alreadySent", "failed"],
  RecordConsoleMessage: ["logged"],
} as const satisfies OutcomeLists<ProblemReportCommand>;
