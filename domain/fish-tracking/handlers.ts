import { Effect } from "effect";
import { callApi, isStatus } from "../api/call";
import { getFishCatch } from "../api/fishTracking";
import type { HandlersOf } from "../core/feature";
import type { Ports } from "../ports";
import { fishTracking } from "./access";
import { normaliseFishCode } from "./code";
import type { FishTrackingCommand } from "./commands";
import type { FishTrackingOutcomes } from "./outcomes";

export const fishTrackingHandlers: HandlersOf<FishTrackingCommand, typeof FishTrackingOutcomes, Ports> = {
  LookUpFishCode: (c) =>
    Effect.gen(function* () {
      const code = normaliseFishCode(c.code);
      if (code === null) {
        yield* fishTracking.emit({ _tag: "FishCodeInvalid", typed: c.code.slice(0, 40) });
        return "invalid" as const;
      }
      yield* fishTracking.emit({ _tag: "FishLookupRequested", code });
      const answer = yield* Effect.either(callApi(getFishCatch, { params: { code } }));
      if (answer._tag === "Right") {
        yield* fishTracking.emit({ _tag: "FishCatchFound", fishCatch: answer.right });
        return "found" as const;
      }
      if (isStatus(answer.left, 404)) {
        yield* fishTracking.emit({ _tag: "FishCatchNotFound", code });
        return "notfound" as const;
      }
      yield* fishTracking.emit({ _tag: "FishLookupFailed", code });
      return "failed" as const;
    }),
};
