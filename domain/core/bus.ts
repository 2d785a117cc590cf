import { Cause, Effect, Exit, Option, Runtime } from "effect";
import type { CommandCause, CommandOrigin, EventLog, Outcome } from "./log";
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
  /**
   * The commands the events of a finished command cause (the features' reactions): they run
   * next, in order, before anything queued after the command; each is logged with its cause.
   */
  readonly react?: (event: E) => ReadonlyArray<C>;
  /**
   * A digest of what a command changed, from the states before and after it (its events and a
   * failure's): logged on its outcome entry, compared by re-execution (issue 19 #3).
   */
  readonly digest?: (before: S, after: S) => Readonly<Record<string, string>>;
}

/** The outcome value of a command: from the tag → outcome map when there is one. */
export type OutcomeOf<O, K extends Tagged> = K["_tag"] extends keyof O
  ? Extract<O[K["_tag"]], string>
  : string;

export interface Bus<C extends Tagged, O = Record<string, string>> {
  /**
   * Queues a command; commands run one at a time in arrival order. Settles with the command's own
   * outcome once it and every command its events caused (reactions) have finished.
   */
  dispatch<K extends C>(command: K, origin?: CommandOrigin): Promise<Outcome<OutcomeOf<O, K>>>;
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
  /**
   * Holds every command dispatched from now on until the returned release is called, for a caller
   * that owns the bus for a moment (the browser folding the server's run). Holding a bus already
   * paused or busy holds nothing: the release is then a no-op and `held` is false.
   */
  hold(): Hold;
}

export interface Hold {
  readonly held: boolean;
  release(): void;
}

/** What holding holds when it holds nothing: the release changes nothing. */
export const NOT_HELD: Hold = { held: false, release: () => {} };

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

const describeError = (error: unknown): { _tag: string; message: string } => {
  if (error && typeof error === "object") {
    const tag = "_tag" in error && typeof error._tag === "string" ? error._tag : "Error";
    const message = "message" in error && typeof error.message === "string" ? error.message : String(error);
    return { _tag: tag, message };
  }
  return { _tag: "Error", message: String(error) };
};

/** A job's promise settles once it and every command its events caused (transitively) have finished. */
interface Chain {
  open: number;
  outcome: Outcome | null;
  readonly resolve: (outcome: Outcome) => void;
}

interface Job<C> {
  readonly command: C;
  readonly chain: Chain;
  readonly cause?: CommandCause;
  readonly origin?: CommandOrigin;
}

export const createBus = <S, C extends Tagged, E extends Tagged, R, O = Record<string, string>>(
  options: BusOptions<S, C, E, R>,
): Bus<C, O> => {
  const { store, log, recorder, runtime, handlers, now } = options;
  const fork = Runtime.runFork(runtime);
  // A plain queue rather than a promise chain: the next command starts as soon as the previous
  // one finishes, synchronously when its handler never waited on anything asynchronous.
  let queue: Array<Job<C> | undefined> = [];
  let head = 0;
  let running = false;
  let paused = false;
  /** While paused, commands queued before the pause still run; this is the queue index they end at. */
  let pauseAt = 0;
  let idleWaiters: Array<() => void> = [];
  let pauseWaiters: Array<() => void> = [];
  /** The hold in effect (see hold()), or null. */
  let holding: object | null = null;

  // One scope object for the bus: the command it reports is the one running, as only one runs.
  const current = { commandId: "" };
  /** The events the running command emitted, with their sequence numbers, for its reactions. */
  let emitted: Array<{ event: E; seq: number }> = [];
  const scope = {
    get commandId() {
      return current.commandId;
    },
    getState: () => store.getState(),
    emit: (event: Tagged) => {
      store.apply(event as E);
      const entry = log.append({ kind: "event", at: now(), commandId: current.commandId, event: event as E });
      if (options.react) emitted.push({ event: event as E, seq: entry.seq });
    },
  };

  const closeChain = (chain: Chain) => {
    chain.open -= 1;
    if (chain.open === 0 && chain.outcome !== null) chain.resolve(chain.outcome);
  };

  /** The reactions of the finished command's events go to the front of the queue, in order. */
  const queueReactions = (job: Job<C>, commandId: string) => {
    const caused: Array<Job<C>> = [];
    for (const { event, seq } of emitted)
      for (const command of options.react?.(event) ?? [])
        caused.push({ command, chain: job.chain, cause: { commandId, seq, event: event._tag } });
    emitted = [];
    if (caused.length === 0) return;
    job.chain.open += caused.length;
    queue.splice(head, 0, ...caused);
    // Caused commands belong to the command before the pause point: they run before the pause holds.
    if (paused && head <= pauseAt) pauseAt += caused.length;
  };

  /** The state before the running command (for its digest). */
  let before: S | undefined;
  const finish = (job: Job<C>, commandId: string, outcome: Outcome) => {
    recorder.leave();
    const digest = options.digest;
    log.append(
      digest === undefined
        ? { kind: "outcome", at: now(), commandId, outcome }
        : { kind: "outcome", at: now(), commandId, outcome, state: digest(before as S, store.getState()) },
    );
    running = false;
    queueReactions(job, commandId);
    if (job.cause === undefined) job.chain.outcome = outcome;
    closeChain(job.chain);
  };

  const settle = (job: Job<C>, commandId: string, exit: Exit.Exit<string, unknown>) => {
    let outcome: Outcome;
    try {
      if (Exit.isSuccess(exit)) {
        outcome = { ok: true, commandId, value: exit.value };
      } else {
        const error = describeCause(exit.cause);
        scope.emit(options.failed({ commandId, command: job.command, error }));
        outcome = { ok: false, commandId, error };
      }
    } catch (thrown) {
      // A reducer that throws while applying the failure event: the bus must keep running.
      outcome = { ok: false, commandId, error: { _tag: "Defect", message: describeError(thrown).message } };
    }
    finish(job, commandId, outcome);
  };

  /** The next command allowed to run, or null (queue empty, or paused past the pause point). */
  const next = (): Job<C> | null => {
    if (running || (paused && head >= pauseAt) || head >= queue.length) return null;
    const job = queue[head] as Job<C>;
    queue[head] = undefined;
    head += 1;
    running = true;
    return job;
  };
  let wake: (() => void) | null = null;

  // One long-lived fiber runs every handler in turn: no fiber to create per command.
  const worker = Effect.gen(function* () {
    for (;;) {
      const job = next();
      if (job === null) {
        housekeeping();
        yield* Effect.async<void>((resume) => {
          wake = () => {
            wake = null;
            resume(Effect.void);
          };
        });
        continue;
      }
      const commandId = options.nextId();
      current.commandId = commandId;
      log.append({
        kind: "command",
        at: now(),
        commandId,
        command: job.command,
        ...(job.cause ? { cause: job.cause } : {}),
        ...(job.origin ? { origin: job.origin } : {}),
      });
      if (options.digest) before = store.getState();
      recorder.enter(commandId);
      const handler = handlers[job.command._tag as C["_tag"]] as (
        c: C,
      ) => Effect.Effect<string, unknown, R | Scope>;
      const exit = yield* Effect.exit(Effect.suspend(() => handler(job.command)));
      settle(job, commandId, exit);
    }
  }).pipe(Effect.provideService(Scope, scope));

  const pump = () => {
    if (wake !== null && !running && (!paused || head < pauseAt) && head < queue.length) wake();
    else if (!running) housekeeping();
  };

  const housekeeping = () => {
    if (head > 1024 && head * 2 > queue.length) {
      pauseAt = Math.max(0, pauseAt - head);
      queue = queue.slice(head);
      head = 0;
    }
    if (paused && !running && head >= pauseAt && pauseWaiters.length > 0) {
      const waiters = pauseWaiters;
      pauseWaiters = [];
      for (const w of waiters) w();
    }
    if (!running && head >= queue.length && idleWaiters.length > 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    }
  };

  const pending = () => queue.length - head + (running ? 1 : 0);
  fork(worker, { immediate: true });

  return {
    dispatch(command, origin) {
      return new Promise((resolve) => {
        const chain = { open: 1, outcome: null, resolve: resolve as (o: Outcome) => void };
        queue.push(origin === undefined ? { command, chain } : { command, chain, origin });
        pump();
      });
    },
    pending,
    idle: () =>
      pending() === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            idleWaiters.push(resolve);
          }),
    pause() {
      // A pause (time travel) taken during a hold outlives it: the hold's release no longer resumes.
      holding = null;
      if (!paused) {
        paused = true;
        pauseAt = queue.length;
      }
      return new Promise<void>((resolve) => {
        pauseWaiters.push(resolve);
        pump();
      });
    },
    resume() {
      holding = null;
      paused = false;
      pump();
    },
    paused: () => paused,
    hold() {
      if (paused || pending() > 0) return NOT_HELD;
      paused = true;
      pauseAt = queue.length;
      const token = {};
      holding = token;
      return {
        held: true,
        release() {
          if (holding !== token) return;
          holding = null;
          paused = false;
          pump();
        },
      };
    },
  };
};
