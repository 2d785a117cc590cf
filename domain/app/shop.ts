import { Context, Effect } from "effect";
import { createBus, type Handlers } from "../core/bus";
import { createEventLog, type NewEntry } from "../core/log";
import { createPortRecorder, instrument, type PortRecorder, recorded } from "../core/ports";
import { createStore } from "../core/store";
import { RouteLoaders } from "../navigation/routeLoaders";
import type { Ports } from "../ports";
import { Api, type ApiPort } from "../ports/api";
import { WallClock, type WallClockPort } from "../ports/clock";
import { Cookies, type CookiesPort } from "../ports/cookies";
import { Ids, type IdsPort } from "../ports/ids";
import { Navigation, type NavigationPort } from "../ports/navigation";
import { Online, type OnlinePort } from "../ports/online";
import { Storage, type StoragePort } from "../ports/storage";
import { bootRecipe } from "./bootReducer";
import type { AppCommand } from "./commands";
import type { AppEvent } from "./events";
import { handlers } from "./handlers";
import type { AppOutcomes } from "./outcomes";
import { reactTo } from "./reactions";
import { routeLoaders } from "./routeLoaders";
import { type AppState, initialState } from "./state";

export interface PortImpls {
  readonly api: ApiPort;
  readonly cookies: CookiesPort;
  readonly storage: StoragePort;
  readonly clock: WallClockPort;
  readonly ids: IdsPort;
  readonly navigation: NavigationPort;
  readonly online: OnlinePort;
}

export interface ShopOptions {
  readonly ports: PortImpls;
  /** Timestamps of log entries (not domain time: handlers read time through the WallClock port). */
  readonly now: () => number;
  readonly nextCommandId: () => string;
  readonly logCapacity?: number;
  readonly initial?: AppState;
  /** Applied to every log entry before it enters the log (secrets: domain/recording/redact). */
  /** Today's handlers unless given (re-execution of a recording against a patched build). */
  readonly handlers?: Handlers<AppCommand, Ports>;
  readonly redact?: (entry: NewEntry<AppCommand, AppEvent>) => NewEntry<AppCommand, AppEvent>;
  /**
   * false: the bus runs no reactions (re-execution feeds the recorded caused commands itself and
   * checks them against `reactTo`).
   */
  readonly reactions?: boolean;
}

/**
 * Wires the store, the event log, the instrumented ports and the bus: the same wiring in the
 * browser, in tests and in replays; only the port implementations differ.
 */
export const createShop = (options: ShopOptions) => {
  const initial = options.initial ?? initialState;
  const store = createStore(bootRecipe, initial);
  const log = createEventLog<AppState, AppCommand, AppEvent>({
    recipe: bootRecipe,
    initial,
    capacity: options.logCapacity,
    redact: options.redact,
    current: () => store.getState(),
  });
  const recorder = createPortRecorder(log as never, options.now);
  const p = options.ports;
  const wrap = <P extends object>(name: string, impl: P): P =>
    instrument(name, impl as never, recorder, options.now) as P;
  const context = Context.empty().pipe(
    Context.add(Api, wrapApi(p.api, recorder, options.now)),
    Context.add(Cookies, wrap("cookies", p.cookies)),
    Context.add(Storage, wrap("storage", p.storage)),
    Context.add(WallClock, wrap("clock", p.clock)),
    Context.add(Ids, wrap("ids", p.ids)),
    Context.add(Navigation, wrap("navigation", p.navigation)),
    Context.add(Online, wrap("online", p.online)),
    Context.add(RouteLoaders, routeLoaders),
  );
  const runtime = Effect.runSync(
    Effect.runtime<Ports>().pipe(Effect.provide(context as Context.Context<Ports>)),
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
    ...(options.reactions === false ? {} : { react: reactTo }),
  });
  return { store, log, bus, dispatch: bus.dispatch };
};
export type Shop = ReturnType<typeof createShop>;

/** The API port is logged by call name and input: the call descriptor itself holds schemas, not data. */
const wrapApi = (api: ApiPort, recorder: PortRecorder, now: () => number): ApiPort => ({
  call: (call, input) =>
    recorded(recorder, now, "api", "call", [call.name, input], () => api.call(call, input)),
});
