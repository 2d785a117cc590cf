import { Effect } from "effect";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import { ProblemReports } from "../ports/problem-reports";
import { Storage } from "../ports/storage";
import { problemReport } from "./access";
import { alreadyCaptured, CAPTURED_KEY, mayCapture, withCaptured } from "./capture";
import type { ProblemReportCommand } from "./commands";
import type { ProblemKind, ProblemReportInput } from "./model";
import type { ProblemReportOutcomes } from "./outcomes";
import { validateProblemReport } from "./rules";

const ERROR_MAX = 2000;

/** The report's context from the state: path, build, cart and order. */
const context = Effect.gen(function* () {
  const { config, cart, orderNumber, location } = yield* problemReport.inputs;
  return {
    path: `${location.path}${location.search}`,
    buildId: config?.appVersion ?? "unknown",
    ...(cart ? { cartId: cart.id } : {}),
    ...(orderNumber ? { orderNumber } : {}),
  };
});

/** Sends through the port; the events say what happened, the port's failure is an outcome. */
const send = (
  kind: ProblemKind,
  input: Omit<ProblemReportInput, keyof Effect.Effect.Success<typeof context> | "kind">,
) =>
  Effect.gen(function* () {
    const report: ProblemReportInput = { kind, ...input, ...(yield* context) };
    yield* problemReport.emit({ _tag: "ProblemReportSending", kind });
    const answer = yield* Effect.either((yield* ProblemReports).send(report));
    if (answer._tag === "Right") {
      yield* problemReport.emit({ _tag: "ProblemReported", kind, reference: answer.right.reference });
      return "sent" as const;
    }
    const status = answer.left._tag === "ApiError" ? answer.left.status : 0;
    yield* problemReport.emit({ _tag: "ProblemReportFailed", kind, status });
    return "failed" as const;
  });

export const problemReportHandlers: HandlersOf<ProblemReportCommand, typeof ProblemReportOutcomes, Ports> = {
  OpenProblemReport: (c) =>
    Effect.as(problemReport.emit({ _tag: "ProblemReportOpened", origin: c.origin }), "opened" as const),
  CloseProblemReport: () => Effect.as(problemReport.emit({ _tag: "ProblemReportClosed" }), "closed" as const),
  ReportProblem: (c) =>
    Effect.gen(function* () {
      const errors = validateProblemReport(c.description, c.email);
      if (errors.description || errors.email) {
        yield* problemReport.emit({
          _tag: "ProblemReportInvalid",
          ...(errors.description ? { descriptionError: errors.description } : {}),
          ...(errors.email ? { emailError: errors.email } : {}),
        });
        return "invalid" as const;
      }
      const email = c.email.trim();
      return yield* send("report", {
        description: c.description.trim(),
        ...(email ? { email } : {}),
      });
    }),
  CaptureProblem: (c) =>
    Effect.gen(function* () {
      const { consent } = yield* problemReport.inputs;
      if (!mayCapture(consent)) {
        yield* problemReport.emit({ _tag: "ProblemCaptureSkipped", kind: c.kind, reason: "noConsent" });
        return "noConsent" as const;
      }
      const storage = yield* Storage;
      const stored = yield* storage.get("session", CAPTURED_KEY);
      if (alreadyCaptured(stored, c.kind)) {
        yield* problemReport.emit({ _tag: "ProblemCaptureSkipped", kind: c.kind, reason: "alreadySent" });
        return "alreadySent" as const;
      }
      // Marked before sending: a capture that fails is not retried (no storm of uploads from a broken page).
      yield* storage.set("session", CAPTURED_KEY, withCaptured(stored, c.kind));
      return yield* send(c.kind, { description: "", error: c.error.slice(0, ERROR_MAX) });
    }),
  RecordConsoleMessage: (c) =>
    Effect.as(
      problemReport.emit({
        _tag: "ConsoleMessageLogged",
        level: c.level,
        message: c.message.slice(0, ERROR_MAX),
      }),
      "logged" as const,
    ),
};
