import { Effect } from "effect";
import { callApi } from "../api/call";
import { getLatestBuild } from "../api/shell";
import type { HandlersOf } from "../core/feature";
import { notify } from "../notifications/notify";
import type { Ports } from "../ports";
import { WallClock } from "../ports/clock";
import { ops } from "./access";
import type { OpsCommand } from "./commands";
import type { OpsOutcomes } from "./outcomes";
import { NEW_BUILD_MESSAGE_KEY, NEW_BUILD_NOTICE_MS } from "./rules/newBuild";

export const opsHandlers: HandlersOf<OpsCommand, typeof OpsOutcomes, Ports> = {
  IdentifyRunningBuild: (c) =>
    Effect.gen(function* () {
      if ((yield* ops.state).runningBuild !== null) return "known" as const;
      yield* ops.emit({ _tag: "RunningBuildIdentified", id: c.id, source: "page" });
      return "identified" as const;
    }),
  /** Compares builds/latest.json with the running build; a new one is announced once. */
  CheckForNewBuild: () =>
    Effect.gen(function* () {
      const now = yield* (yield* WallClock).now();
      const latest = yield* callApi(getLatestBuild, { query: { timestamp: String(now) } }).pipe(
        Effect.either,
      );
      if (latest._tag === "Left") return "unavailable" as const;
      const id = latest.right.id;
      const state = yield* ops.state;
      if (state.runningBuild === null) {
        yield* ops.emit({ _tag: "RunningBuildIdentified", id, source: "latest" });
        return "identified" as const;
      }
      if (id === state.runningBuild || id === state.newBuild) return "current" as const;
      yield* ops.emit({ _tag: "NewBuildDetected", id });
      yield* notify(NEW_BUILD_MESSAGE_KEY, "info", NEW_BUILD_NOTICE_MS);
      return "new-build" as const;
    }),
};
