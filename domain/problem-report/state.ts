import type { ProblemFieldError } from "./rules";

/** The "Problem melden" form's state; captures on error leave it alone. */
export interface ProblemReportState {
  readonly open: boolean;
  readonly origin: string;
  readonly status: "idle" | "sending" | "sent" | "failed";
  /** Named apart from `description`/`email`: fields of those names are personal data to the redaction. */
  readonly errors: { readonly descriptionError?: ProblemFieldError; readonly emailError?: ProblemFieldError };
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
