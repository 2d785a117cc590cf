import type { Draft } from "immer";
import type {
  ProblemReported,
  ProblemReportFailed,
  ProblemReportInvalid,
  ProblemReportOpened,
  ProblemReportSending,
} from "./events";
import { initialProblemReport, type ProblemReportState } from "./state";

type D = Draft<{ problemReport: ProblemReportState }>;

/** Captures on error (kind other than "report") run in the background: the form's state is the shopper's. */
export const problemReportCases = {
  ProblemReportOpened: (d: D, e: typeof ProblemReportOpened.Type) => {
    d.problemReport = { ...initialProblemReport, open: true, origin: e.origin };
  },
  ProblemReportClosed: (d: D) => {
    d.problemReport = initialProblemReport;
  },
  ProblemReportInvalid: (d: D, e: typeof ProblemReportInvalid.Type) => {
    d.problemReport.errors = {
      ...(e.descriptionError ? { descriptionError: e.descriptionError } : {}),
      ...(e.emailError ? { emailError: e.emailError } : {}),
    };
    d.problemReport.status = "idle";
  },
  ProblemReportSending: (d: D, e: typeof ProblemReportSending.Type) => {
    if (e.kind !== "report") return;
    d.problemReport.status = "sending";
    d.problemReport.errors = {};
  },
  ProblemReported: (d: D, e: typeof ProblemReported.Type) => {
    if (e.kind !== "report") return;
    d.problemReport.status = "sent";
    d.problemReport.reference = e.reference;
  },
  ProblemReportFailed: (d: D, e: typeof ProblemReportFailed.Type) => {
    if (e.kind !== "report") return;
    d.problemReport.status = "failed";
  },
  ProblemCaptureSkipped: () => {},
  ConsoleMessageLogged: () => {},
};
