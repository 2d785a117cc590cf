import { Schema } from "effect";

const ClientErrorReported = Schema.TaggedStruct("ClientErrorReported", {
  message: Schema.String,
  delivered: Schema.Boolean,
});
export const LogEvents = [ClientErrorReported] as const;
export type LogEvent = (typeof LogEvents)[number]["Type"];
