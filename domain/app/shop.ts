import { Context, Effect, type Layer } from "effect";
import { createBus, type Handlers } from "../core/bus";
import { createEventLog, type NewEntry } from "../core/log";
import { createPortRecorder, instrument, type PortRecorder, recorded } from "../core/ports";
import { createStore, type Recipe } from "../core/store";
import { RouteLoaders } from "../navigation/routeLoaders";
import { PORT_NAMES, PORTS, type Ports } from "../ports/all";
import type { ApiPort } from "../ports/api";
import { createStateDigester } from "../recording/stateDigest";
import { bootRecipe } from "./bootReducer";
import type { AppCommand } from "./commands";
import type { AppEvent } from "./events";
import { handlers } from "./handlers";
import type { AppOutcomes } from "./outcomes";
import { reactTo } from "./reactions";
import { routeLoaders } from "./routeLoaders";
import { type AppState, initialState } from "./state";

export interface ShopOptions {
  /** Every port: the live layers in the browser, test layers in tests, the replay layer in re-execution. */
  readonly ports: Layer.Layer<Ports>;
  /** Timestamps of log entries (not domain time: handlers read time through the WallClock port). */
  readonly now: () => number;
  readonly nextCommandId: () => string;
  readonly logCapacity?: number;
  readonly initial?: AppState;
  /** Applied to every log entry before it enters the log (secrets: domain/recording/redact). */
  /** Today's handlers unless given (re-execution of a recording against a patched build). */
  readonly handlers?: Handlers<AppCommand, Ports>;
  /** Today's reducer unless given (re-execution against a patched reducer, in tests). */
  readonly recipe?: Recipe<AppState, AppEvent>;
  readonly redact?: (entry: NewEntry<AppCommand, AppEvent>) => NewEntry<AppCommand, AppEvent>;
  /**
   * false: the bus runs no reactions (re-execution feeds the recorded caused commands itself and
   * checks them against `reactTo`).
   */
  readonly reactions?: boolean;
  /**
   * false: outcomes carry no state digest (issue 19 #3). Only the bus benchmark turns them off, to
   * show what they cost; recordings without digests replay, but a reducer change then goes unseen.
   */
  readonly stateDigests?: boolean;
  /** The reactions in place of today's `reactTo` (a server render runs only those that read no shopper's data). */
  readonly react?: (event: AppEvent) => ReadonlyArray<AppCommand>;
}

/**
 * Wires the store, the event log, the instrumented ports and the bus: the same wiring in the
 * browser, in tests and in replays; only the ports' layer differs.
 */
export const createShop = (options: ShopOptions) => {
  const initial = options.initial ?? initialState;
  const recipe = options.recipe ?? bootRecipe;
  const store = createStore(recipe, initial);
  const log = createEventLog<AppState, AppCommand, AppEvent>({
    recipe,
    initial,
    capacity: options.logCapacity,
    redact: options.redact,
    current: () => store.getState(),
  });
  const recorder = createPortRecorder(log as never, options.now);
  // Built in a scope that closes at once: no port holds a resource to release. A layer with a
  // finalizer would need a ManagedRuntime kept for the shop's life (0.25 kB more on the first load).
  // The runtime then gets instrumented copies of the ports, so the log sees every call.
  const given = Effect.runSync(Effect.context<Ports>().pipe(Effect.provide(options.ports)));
  const runtime = Effect.runSync(
    Effect.runtime<Ports>().pipe(
      Effect.provide(Context.add(instrumented(given, recorder, options.now), RouteLoaders, routeLoaders)),
    ),
  );
  const bus = createBus<AppState, AppCommand, AppEvent, Ports, AppOutcomes>({
    store,
    log,
    recorder,
    runtime,
    handlers: options.handlers ?? handlers,
    failed: ({ commandId, command, error }) => ({
      _tag: "CommandFailed",
      commandId,
      command: command._tag,
      error,
    }),
    nextId: options.nextCommandId,
    now: options.now,
    ...(options.reactions === false ? {} : { react: options.react ?? reactTo }),
    ...(options.stateDigests === false ? {} : { digest: createStateDigester() }),
  });
  return { store, log, bus, dispatch: bus.dispatch };
};
export type Shop = ReturnType<typeof createShop>;

/** The API port is logged by call name and input: the call descriptor itself holds schemas, not data. */
const wrapApi = (api: ApiPort, recorder: PortRecorder, now: () => number): ApiPort => ({
  call: (call, input) =>
    recorded(recorder, now, "api", "call", [call.name, input], () => api.call(call, input)),
});

/** The same ports, each call recorded in the log under the command that made it. */
const instrumented = (
  given: Context.Context<Ports>,
  recorder: PortRecorder,
  now: () => number,
): Context.Context<Ports> => {
  let out = Context.empty() as Context.Context<Ports>;
  for (const name of PORT_NAMES) {
    const tag = PORTS[name] as unknown as Context.Tag<Ports, never>;
    const impl = Context.get(given, tag) as object;
    const wrapped =
      name === "api"
        ? wrapApi(impl as ApiPort, recorder, now)
        : instrument(name, impl as never, recorder, now);
    out = Context.add(out, tag, wrapped as never);
  }
  return out;
};
