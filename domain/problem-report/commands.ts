import { Schema } from "effect";

/** The shopper's "Problem melden" form (issue 19 #1): what happened, and an e-mail to answer to. */
const ReportProblem = Schema.TaggedStruct("ReportProblem", {
  description: Schema.String,
  email: Schema.String,
});
/** Opens or closes the form; `origin` says where it was opened (footer, error page, ...). */
const OpenProblemReport = Schema.TaggedStruct("OpenProblemReport", { origin: Schema.String });
const CloseProblemReport = Schema.TaggedStruct("CloseProblemReport", {});
/** A capture on error (issue 19 #1): sent once per browser session and kind, with consent. */
const CaptureProblem = Schema.TaggedStruct("CaptureProblem", {
  kind: Schema.Literal("defect", "uncaught", "payment"),
  error: Schema.String,
});
/** A console warning or error of the page: enters the log (redacted like every entry) for QA. */
const RecordConsoleMessage = Schema.TaggedStruct("RecordConsoleMessage", {
  level: Schema.Literal("warn", "error"),
  message: Schema.String,
});

export const ProblemReportCommands = [
  ReportProblem,
  OpenProblemReport,
  CloseProblemReport,
  CaptureProblem,
  RecordConsoleMessage,
] as const;
export type ProblemReportCommand = (typeof ProblemReportCommands)[number]["Type"];
