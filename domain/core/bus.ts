import { Cause, Effect, Exit, Option, Runtime } from "effect";
import type { EventLog, Outcome } from "./log";
import type { PortRecorder } from "./ports";
import { Scope } from "./scope";
import type { Store } from "./store";

export type Tagged = { readonly _tag: string };

/** One handler per command tag; the compiler refuses a table that misses one. */
export type Handlers<C extends Tagged, R> = {
  readonly [K in C["_tag"]]: (
    command: Extract<C, { readonly _tag: K }>,
  ) => Effect.Effect<string, unknown, R | Scope>;
};

export interface BusOptions<S, C extends Tagged, E extends Tagged, R> {
  readonly store: Store<S, E>;
  readonly log: EventLog<S, C, E>;
  readonly recorder: PortRecorder;
  readonly runtime: Runtime.Runtime<R>;
  readonly handlers: Handlers<C, R>;
  /** The event that records a command's failure; reduced like any other event. */
  readonly failed: (failure: {
    commandId: string;
    command: C;
    error: { _tag: string; message: string };
  }) => E;
  readonly nextId: () => string;
  readonly now: () => number;
}

export interface Bus<C extends Tagged> {
  /** Queues a command; commands run one at a time in arrival order. */
  dispatch(command: C): Promise<Outcome>;
  /** Commands queued or running. */
  pending(): number;
  /** Resolves once every command dispatched so far has finished. */
  idle(): Promise<void>;
  /**
   * Holds every command dispatched from now on until resume() (time travel: the store shows a past
   * state read-only). Resolves once the commands dispatched before the pause have finished.
   */
  pause(): Promise<void>;
  resume(): void;
  paused(): boolean;
}

const describeCause = (cause: Cause.Cause<unknown>): { _tag: string; message: string } => {
  const failure = Cause.failureOption(cause);
  if (Option.isSome(failure)) return describeError(failure.value);
  const defect = Cause.dieOption(cause);
  if (Option.isSome(defect)) {
    const d = describeError(defect.value);
    return { _tag: "Defect", message: d.message };
  }
  if (Cause.isInterruptedOnly(cause)) return { _tag: "Interrupted", message: "command interrupted" };
  return { _tag: "Defect", message: Cause.pretty(cause) };
};

export const describeError = (error: unknown): { _tag: string; message: string } => {
  if (error && typeof error === "object") {
    const tag = "_tag" in error && typeof error._tag === "string" ? error._tag : "Error";
    const message = "message" in error && typeof error.message === "string" ? error.message : String(error);
    return { _tag: tag, message };
  }
  return { _tag: "Error", message: String(error) };
};

export const createBus = <S, C extends Tagged, E extends Tagged, R>(
  options: BusOptions<S, C, E, R>,
): Bus<C> => {
  const { store, log, recorder, runtime, handlers, now } = options;
  const run = Runtime.runPromiseExit(runtime);
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let gate: { readonly open: () => void } | null = null;

  const execute = async (command: C): Promise<Outcome> => {
    const commandId = options.nextId();
    log.append({ kind: "command", at: now(), commandId, command });
    recorder.enter(commandId);
    const scope = {
      commandId,
      getState: () => store.getState(),
      emit: (event: Tagged) => {
        log.append({ kind: "event", at: now(), commandId, event: event as E });
        store.apply(event as E);
      },
    };
    const handler = handlers[command._tag as C["_tag"]] as (
      c: C,
    ) => Effect.Effect<string, unknown, R | Scope>;
    let outcome: Outcome;
    try {
      const exit = await run(
        Effect.suspend(() => handler(command)).pipe(Effect.provideService(Scope, scope)),
      );
      if (Exit.isSuccess(exit)) {
        outcome = { ok: true, commandId, value: exit.value };
      } else {
        const error = describeCause(exit.cause);
        scope.emit(options.failed({ commandId, command, error }));
        outcome = { ok: false, commandId, error };
      }
    } catch (thrown) {
      // A reducer that throws while applying an event lands here: the bus must keep running.
      const error = { _tag: "Defect", message: describeError(thrown).message };
      outcome = { ok: false, commandId, error };
    } finally {
      recorder.leave();
    }
    log.append({ kind: "outcome", at: now(), commandId, outcome });
    return outcome;
  };

  return {
    dispatch(command) {
      waiting += 1;
      const result = tail
        .then(() => execute(command))
        .finally(() => {
          waiting -= 1;
        });
      tail = result;
      return result;
    },
    pending: () => waiting,
    idle: () => tail.then(() => undefined),
    pause() {
      const before = tail.then(() => undefined);
      if (gate === null) {
        let open = () => {};
        const closed = new Promise<void>((resolve) => {
          open = resolve;
        });
        gate = { open };
        tail = tail.then(() => closed);
      }
      return before;
    },
    resume() {
      const g = gate;
      gate = null;
      g?.open();
    },
    paused: () => gate !== null,
  };
};
