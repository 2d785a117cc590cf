import { Schema } from "effect";
import type { Draft } from "immer";

export const FailureInfo = Schema.Struct({ _tag: Schema.String, message: Schema.String });

/** A command whose handler failed; the bus emits it so that no failure goes unrecorded. */
export const CommandFailed = Schema.TaggedStruct("CommandFailed", {
  commandId: Schema.String,
  command: Schema.String,
  error: FailureInfo,
});
export type CommandFailed = typeof CommandFailed.Type;

export interface FailuresState {
  readonly recent: ReadonlyArray<CommandFailed>;
}
export const initialFailures: FailuresState = { recent: [] };
export const MAX_RECENT_FAILURES = 20;

export const failureCases = {
  CommandFailed: (draft: Draft<{ failures: FailuresState }>, e: CommandFailed) => {
    draft.failures.recent = [...draft.failures.recent, e].slice(-MAX_RECENT_FAILURES);
  },
};
