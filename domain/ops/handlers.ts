import { Effect } from "effect";
import { callApi } from "../api/call";
import { getLatestBuild } from "../api/shell";
import { currentState, emit } from "../app/scope";
import { notify } from "../notifications/handlers";
import { WallClock } from "../ports/clock";
import type { IdentifyRunningBuild } from "./events";
import { NEW_BUILD_MESSAGE_KEY, NEW_BUILD_NOTICE_MS } from "./model";

export const opsHandlers = {
  IdentifyRunningBuild: (c: typeof IdentifyRunningBuild.Type) =>
    Effect.gen(function* () {
      const state = yield* currentState;
      if (state.ops.runningBuild !== null) return "known";
      yield* emit({ _tag: "RunningBuildIdentified", id: c.id, source: "page" });
      return "identified";
    }),
  /** Compares builds/latest.json with the running build; a new one is announced once. */
  CheckForNewBuild: () =>
    Effect.gen(function* () {
      const now = yield* (yield* WallClock).now();
      const latest = yield* callApi(getLatestBuild, { query: { timestamp: String(now) } }).pipe(
        Effect.either,
      );
      if (latest._tag === "Left") return "unavailable";
      const id = latest.right.id;
      const state = yield* currentState;
      if (state.ops.runningBuild === null) {
        yield* emit({ _tag: "RunningBuildIdentified", id, source: "latest" });
        return "identified";
      }
      if (id === state.ops.runningBuild || id === state.ops.newBuild) return "current";
      yield* emit({ _tag: "NewBuildDetected", id });
      yield* notify(NEW_BUILD_MESSAGE_KEY, "info", NEW_BUILD_NOTICE_MS);
      return "new-build";
    }),
};
