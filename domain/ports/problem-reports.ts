import { Context, type Effect } from "effect";
import type { ApiFailure } from "../api/errors";
import type { ProblemReportInput } from "../problem-report/model";

/**
 * Sends a problem report (issue 19 #1). The live adapter attaches the session's redacted
 * recording, bounded and gzip-compressed; it stays out of the handler so that the recording does
 * not enter its own log as a port call's request.
 */
export interface ProblemReportsPort {
  readonly send: (report: ProblemReportInput) => Effect.Effect<{ readonly reference: string }, ApiFailure>;
}
export class ProblemReports extends Context.Tag("ports/ProblemReports")<
  ProblemReports,
  ProblemReportsPort
>() {}
