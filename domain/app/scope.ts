import { Effect } from "effect";
import { Scope } from "../core/scope";
import type { AppEvent } from "./events";
import type { AppState } from "./state";

/** The state as it is now, including events this command already emitted. */
export const currentState: Effect.Effect<AppState, never, Scope> = Effect.map(
  Scope,
  (s) => s.getState() as AppState,
);

export const emit = (event: AppEvent): Effect.Effect<void, never, Scope> =>
  Effect.map(Scope, (s) => s.emit(event));
