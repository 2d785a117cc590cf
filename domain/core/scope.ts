import { Context } from "effect";

/**
 * What the bus gives the handler of one command: its id, the current state and the way to emit
 * events. Events are reduced as soon as they are emitted, so later reads see them.
 */
export interface CommandScope {
  readonly commandId: string;
  readonly getState: () => unknown;
  readonly emit: (event: { readonly _tag: string }) => void;
}

export class Scope extends Context.Tag("core/Scope")<Scope, CommandScope>() {}
