import { Effect } from "effect";
import { restoreStoredConsent } from "../consent/restore";
import type { Handlers } from "../core/bus";
import { logHandlers } from "../logs/handlers";
import { navigationHandlers } from "../navigation/handlers";
import { notificationHandlers } from "../notifications/handlers";
import type { Ports } from "../ports";
import { shellHandlers } from "../shell/handlers";
import type { AppCommand } from "./commands";
import type { lazyFeatureHandlers } from "./lazyFeatures";

type AnyHandler = (command: never) => Effect.Effect<string, unknown, unknown>;

/**
 * The handlers the first paint needs: the shell, navigation, notifications, the client log, and the
 * stored consent (read before the start-up's first product request, issue 15 #3).
 */
const eager = {
  ...shellHandlers,
  ...navigationHandlers,
  ...notificationHandlers,
  ...logHandlers,
  RestoreStoredConsent: restoreStoredConsent,
};

/**
 * The lazily loaded features' table (./lazyFeatures: keyed by their outcome lists) is itself a
 * chunk apart from the first load, so the first load carries neither the lists nor the tables.
 * The composition root fetches it as the app starts; a command of those features waits for it
 * on first use only.
 */
let table: Promise<Record<string, AnyHandler>> | null = null;
export const loadLazyFeatures = () => {
  table ??= import("./lazyFeatures").then(
    (m) => m.lazyFeatureHandlers as unknown as Record<string, AnyHandler>,
  );
  return table;
};

const forward =
  (tag: string): AnyHandler =>
  (command) =>
    Effect.flatMap(Effect.promise(loadLazyFeatures), (t) => {
      const handler = t[tag];
      return handler ? handler(command) : Effect.die(new Error(`no handler for command ${tag}`));
    });

/** A table that answers every command: its own handlers first, then the lazy features'. */
/** Lazy tags resolve through the prototype: an own (eager) handler is a plain property read, no trap. */
const lazyProto = new Proxy(
  {},
  { get: (_, tag) => (typeof tag === "string" ? forward(tag) : undefined) },
) as Record<string, AnyHandler>;

const table_ = (own: Record<string, AnyHandler>): Handlers<AppCommand, Ports> =>
  Object.setPrototypeOf({ ...own }, lazyProto) as Handlers<AppCommand, Ports>;

/**
 * One handler per command. The type is the eager table's and the lazy features' (a missing
 * handler fails the type-check); at run time a tag the eager table lacks goes to the lazy table.
 */
export const handlers: Handlers<AppCommand, Ports> = table_(eager);

/** Today's handlers with some replaced (re-execution against a patched build, in tests and the devtools). */
export const handlersWith = (overrides: Partial<Handlers<AppCommand, Ports>>): Handlers<AppCommand, Ports> =>
  table_({ ...eager, ...(overrides as Record<string, AnyHandler>) });

// The compiler checks, once, that the eager and the lazy features' tables cover every command.
type _Covers<T extends Handlers<AppCommand, Ports>> = T;
type _AllHandlers = _Covers<typeof eager & typeof lazyFeatureHandlers>;
