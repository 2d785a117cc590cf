import { Schema } from "effect";
import { ProblemKind } from "./model";

const FieldError = Schema.Literal("descriptionRequired", "descriptionTooLong", "emailInvalid");

export const ProblemReportOpened = Schema.TaggedStruct("ProblemReportOpened", { origin: Schema.String });
const ProblemReportClosed = Schema.TaggedStruct("ProblemReportClosed", {});
/** Not `description`/`email`: fields of those names are personal data to the recording's redaction. */
export const ProblemReportInvalid = Schema.TaggedStruct("ProblemReportInvalid", {
  descriptionError: Schema.optional(FieldError),
  emailError: Schema.optional(FieldError),
});
export const ProblemReportSending = Schema.TaggedStruct("ProblemReportSending", { kind: ProblemKind });
export const ProblemReported = Schema.TaggedStruct("ProblemReported", {
  kind: ProblemKind,
  reference: Schema.String,
});
export const ProblemReportFailed = Schema.TaggedStruct("ProblemReportFailed", {
  kind: ProblemKind,
  status: Schema.Number,
});
/** A capture not sent: no consent to statistics, or this kind was sent already in this session. */
const ProblemCaptureSkipped = Schema.TaggedStruct("ProblemCaptureSkipped", {
  kind: ProblemKind,
  reason: Schema.Literal("noConsent", "alreadySent"),
});
const ConsoleMessageLogged = Schema.TaggedStruct("ConsoleMessageLogged", {
  level: Schema.Literal("warn", "error"),
  message: Schema.String,
});

export const ProblemReportEvents = [
  ProblemReportOpened,
  ProblemReportClosed,
  ProblemReportInvalid,
  ProblemReportSending,
  ProblemReported,
  ProblemReportFailed,
  ProblemCaptureSkipped,
  ConsoleMessageLogged,
] as const;
export type ProblemReportEvent = (typeof ProblemReportEvents)[number]["Type"];
