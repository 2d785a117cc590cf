import type { CommandFailed } from "./events";

export interface FailuresState {
  readonly recent: ReadonlyArray<CommandFailed>;
}
export const initialFailures: FailuresState = { recent: [] };
export const MAX_RECENT_FAILURES = 20;
