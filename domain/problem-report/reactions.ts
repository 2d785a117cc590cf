import type { CheckoutFailed } from "../checkout/events";
import { reaction } from "../core/feature";
import type { CommandFailed } from "../failures/events";
import { NOT_CAPTURED } from "./capture";
import type { ProblemReportCommand } from "./commands";

/**
 * Captures on error (issue 19 #1): a command ending in a defect and a failed payment send the
 * session's bundle (the handler checks consent and once-per-kind). An uncaught error in the page
 * is a browser event: the composition root turns it into CaptureProblem.
 */
export const problemReportReactions = [
  reaction<CommandFailed, ProblemReportCommand>("CommandFailed", (e) =>
    NOT_CAPTURED.has(e.command)
      ? null
      : {
          _tag: "CaptureProblem",
          kind: "defect",
          error: `${e.command}: ${e.error._tag}: ${e.error.message}`,
        },
  ),
  reaction<typeof CheckoutFailed.Type, ProblemReportCommand>("CheckoutFailed", (e) => ({
    _tag: "CaptureProblem",
    kind: "payment",
    error: `payment ${e.code} (${e.initiator}, ${e.status}): ${e.message}`,
  })),
];
