import { Schema } from "effect";
import { ProblemKind } from "../problem-report/model";
import { defineCall } from "./contract";

/** Upper bounds the server checks (the client's form has its own, smaller rules). */
const text = (max: number) => Schema.String.pipe(Schema.maxLength(max));

/**
 * A problem report or an error capture with its recording (issue 19 #1, #2): `recording` is the
 * redacted recording as JSON, gzip-compressed, base64. The server unpacks and checks it (format,
 * size: 400, 413) before anything is stored; the answer is the shopper's reference number.
 */
const ProblemReportBody = Schema.Struct({
  kind: ProblemKind,
  description: text(4000),
  email: Schema.optional(text(254)),
  path: text(2000),
  error: Schema.optional(text(4000)),
  buildId: text(200),
  cartId: Schema.optional(text(200)),
  orderNumber: Schema.optional(text(200)),
  recording: Schema.String,
});

/** Where reports are posted: it has its own body limit (server/problem-reports/routes.ts). */
const PROBLEM_REPORT_PATH = "/api/problem-reports";

export const postProblemReport = defineCall({
  name: "problemReports.post",
  method: "POST",
  path: PROBLEM_REPORT_PATH,
  body: ProblemReportBody,
  response: Schema.Struct({ reference: Schema.String }),
  status: 201,
  errors: { 400: "not a report or not a recording", 413: "recording too large" },
});
