import { Effect } from "effect";
import { callApi } from "../api/call";
import { postLog } from "../api/shell";
import { currentState, emit } from "../app/scope";
import { Navigation } from "../ports/navigation";
import { MAX_CLIENT_LOGS, type ReportClientError } from "./model";

export const logHandlers = {
  /** Fire and forget: a failed post is recorded, never retried and never reported again. */
  ReportClientError: (c: typeof ReportClientError.Type) =>
    Effect.gen(function* () {
      const state = yield* currentState;
      if (state.logs.reported >= MAX_CLIENT_LOGS) return "dropped";
      const here = yield* (yield* Navigation).current();
      const delivered = yield* callApi(postLog, {
        body: {
          level: c.level,
          message: c.message.slice(0, 2000),
          stack: c.stack?.slice(0, 8000),
          path: here.path.slice(0, 2000),
          version: state.tenant.config?.appVersion,
        },
      }).pipe(
        Effect.as(true),
        Effect.orElseSucceed(() => false),
      );
      yield* emit({ _tag: "ClientErrorReported", message: c.message.slice(0, 200), delivered });
      return delivered ? "reported" : "undelivered";
    }),
};
