import { Effect } from "effect";
import { callApi } from "../api/call";
import { postLog } from "../api/shell";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import { Navigation } from "../ports/navigation";
import { KnownValues, learnPersonalData, redactValue } from "../recording/redact";
import { logs } from "./access";
import type { LogCommand, ReportClientError } from "./commands";
import type { LogOutcomes } from "./outcomes";
import { MAX_CLIENT_LOGS } from "./state";
import { storableText } from "./text";

/**
 * What a report may carry off the device: secrets removed and personal data masked by the rules of
 * a recording (domain/recording/redact), the shopper's own values (name, street, postal code, ...)
 * wherever the text repeats them (issue 16 #9). Cut to size after masking, so no cut leaves half a
 * card number or e-mail address unrecognised.
 */
const redactReport = (
  body: { level: "error" | "warn"; message: string; stack?: string; path: string; version?: string },
  personal: unknown,
) => {
  const known = new KnownValues();
  learnPersonalData(personal, known);
  const r = redactValue(body, { personalData: "masked" }, known) as typeof body;
  return {
    level: r.level,
    message: storableText(r.message, 2000),
    stack: r.stack === undefined ? undefined : storableText(r.stack, 8000),
    path: storableText(r.path, 2000),
    version: r.version,
  };
};

/** Fire and forget: a failed post is recorded, never retried and never reported again. */
export const reportClientError = (c: typeof ReportClientError.Type) =>
  Effect.gen(function* () {
    const { reported } = yield* logs.state;
    if (reported >= MAX_CLIENT_LOGS) return "dropped" as const;
    const { config, ...personal } = yield* logs.inputs;
    const here = yield* (yield* Navigation).current();
    const body = redactReport(
      { level: c.level, message: c.message, stack: c.stack, path: here.path, version: config?.appVersion },
      personal,
    );
    const delivered = yield* callApi(postLog, { body }).pipe(
      Effect.as(true),
      Effect.orElseSucceed(() => false),
    );
    yield* logs.emit({ _tag: "ClientErrorReported", message: storableText(body.message, 200), delivered });
    return delivered ? ("reported" as const) : ("undelivered" as const);
  });

export const logHandlers: HandlersOf<LogCommand, typeof LogOutcomes, Ports> = {
  ReportClientError: reportClientError,
};
