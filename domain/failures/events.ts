import { Schema } from "effect";

const FailureInfo = Schema.Struct({ _tag: Schema.String, message: Schema.String });

/** A command whose handler failed; the bus emits it so that no failure goes unrecorded. */
export const CommandFailed = Schema.TaggedStruct("CommandFailed", {
  commandId: Schema.String,
  command: Schema.String,
  error: FailureInfo,
});
export type CommandFailed = typeof CommandFailed.Type;
