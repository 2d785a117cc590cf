import { Effect } from "effect";
import { callApi } from "../api/call";
import { postLog } from "../api/shell";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import { Navigation } from "../ports/navigation";
import { logs } from "./access";
import type { LogCommand, ReportClientError } from "./commands";
import type { LogOutcomes } from "./outcomes";
import { MAX_CLIENT_LOGS } from "./state";

/** Fire and forget: a failed post is recorded, never retried and never reported again. */
export const reportClientError = (c: typeof ReportClientError.Type) =>
  Effect.gen(function* () {
    const { reported } = yield* logs.state;
    if (reported >= MAX_CLIENT_LOGS) return "dropped" as const;
    const { config } = yield* logs.inputs;
    const here = yield* (yield* Navigation).current();
    const delivered = yield* callApi(postLog, {
      body: {
        level: c.level,
        message: c.message.slice(0, 2000),
        stack: c.stack?.slice(0, 8000),
        path: here.path.slice(0, 2000),
        version: config?.appVersion,
      },
    }).pipe(
      Effect.as(true),
      Effect.orElseSucceed(() => false),
    );
    yield* logs.emit({ _tag: "ClientErrorReported", message: c.message.slice(0, 200), delivered });
    return delivered ? ("reported" as const) : ("undelivered" as const);
  });

export const logHandlers: HandlersOf<LogCommand, typeof LogOutcomes, Ports> = {
  ReportClientError: reportClientError,
};
