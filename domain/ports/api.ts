import { Context, type Effect } from "effect";
import type { AnyCall, CallInput, CallOutput } from "../api/contract";
import type { ApiFailure } from "../api/errors";

/** The typed HTTP API: every call of domain/api goes through here. */
export interface ApiPort {
  readonly call: <C extends AnyCall>(
    call: C,
    input: CallInput<C>,
  ) => Effect.Effect<CallOutput<C>, ApiFailure>;
}
export class Api extends Context.Tag("ports/Api")<Api, ApiPort>() {}
