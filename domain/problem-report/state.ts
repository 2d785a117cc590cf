import type { ProblemFieldError } from "./model";

/** The "Problem melden" form's state; captures on error leave it alone. */
export interface ProblemReportState {
  readonly open: boolean;
  readonly origin: string;
  readonly status: "idle" | "sending" | "sent" | "failed";
  readonly errors: { readonly description?: ProblemFieldError; readonly email?: ProblemFieldError };
  /** The reference number the shopper is shown after sending. */
  readonly reference: string | null;
}

export const initialProblemReport: ProblemReportState = {
  open: false,
  origin: "",
  status: "idle",
  errors: {},
  reference: null,
};
