import { Schema } from "effect";

/**
 * A content button (the CMS's button block) with this link opens the "Problem melden" form rather
 * than following a link: how an editor puts the entry on a content page (the help page does).
 */
export const PROBLEM_REPORT_HREF = "#problem-melden";

/** The longest "what happened" a report takes (issue 19 #1): a short form, not a ticket system. */
export const PROBLEM_DESCRIPTION_MAX = 2000;
/** The most recording entries a bundle carries: the last ones, where the problem is. */
export const PROBLEM_BUNDLE_MAX_ENTRIES = 2000;
/** The gzip-compressed recording's cap in bytes: a larger one is cut to fewer entries first. */
export const PROBLEM_BUNDLE_MAX_BYTES = 512 * 1024;

/**
 * Why a bundle was sent: the shopper's own report ("report"), or a capture on error (issue 19 #1):
 * a command ending in a defect, an uncaught error in the page, a failed payment.
 */
export const ProblemKind = Schema.Literal("report", "defect", "uncaught", "payment");
export type ProblemKind = typeof ProblemKind.Type;
export type CaptureKind = Exclude<ProblemKind, "report">;

/** What the shop tells the server about a problem besides the recording (the port adds that). */
export const ProblemReportInput = Schema.Struct({
  kind: ProblemKind,
  description: Schema.String,
  email: Schema.optional(Schema.String),
  /** The page's path when it happened. */
  path: Schema.String,
  /** The failing command or error's message (captures). */
  error: Schema.optional(Schema.String),
  buildId: Schema.String,
  cartId: Schema.optional(Schema.String),
  orderNumber: Schema.optional(Schema.String),
});
export type ProblemReportInput = typeof ProblemReportInput.Type;
