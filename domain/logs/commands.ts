import { Schema } from "effect";

export const ReportClientError = Schema.TaggedStruct("ReportClientError", {
  level: Schema.Literal("error", "warn"),
  message: Schema.String,
  stack: Schema.optional(Schema.String),
});
export const LogCommands = [ReportClientError] as const;
export type LogCommand = (typeof LogCommands)[number]["Type"];
