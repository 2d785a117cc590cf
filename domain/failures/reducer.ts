import type { Draft } from "immer";
import type { CommandFailed } from "./events";
import { type FailuresState, MAX_RECENT_FAILURES } from "./state";

export const failureCases = {
  CommandFailed: (draft: Draft<{ failures: FailuresState }>, e: CommandFailed) => {
    draft.failures.recent = [...draft.failures.recent, e].slice(-MAX_RECENT_FAILURES);
  },
};
