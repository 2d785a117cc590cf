import { Context, type Effect } from "effect";

/** Wall-clock time in epoch milliseconds; handlers never read the time any other way. */
export interface WallClockPort {
  readonly now: () => Effect.Effect<number>;
}
export class WallClock extends Context.Tag("ports/WallClock")<WallClock, WallClockPort>() {}
