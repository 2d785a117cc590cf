import { Schema } from "effect";
import type { Draft } from "immer";

/** Client errors posted to /logs per page load: enough to diagnose, never a flood. */
export const MAX_CLIENT_LOGS = 20;

export const ReportClientError = Schema.TaggedStruct("ReportClientError", {
  level: Schema.Literal("error", "warn"),
  message: Schema.String,
  stack: Schema.optional(Schema.String),
});
export const ClientErrorReported = Schema.TaggedStruct("ClientErrorReported", {
  message: Schema.String,
  delivered: Schema.Boolean,
});
export const LogCommands = [ReportClientError] as const;
export const LogEvents = [ClientErrorReported] as const;

export interface LogsState {
  readonly reported: number;
}
export const initialLogs: LogsState = { reported: 0 };

type D = Draft<{ logs: LogsState }>;
export const logCases = {
  ClientErrorReported: (d: D) => {
    d.logs.reported += 1;
  },
};
