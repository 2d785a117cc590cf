import { Effect } from "effect";
import { Scope } from "./scope";

/**
 * The pieces every feature module is made of (docs/architecture.md): commands with their outcome
 * lists, a state slice read through the feature's own access object, the inputs it
 * declares from other features, and reactions. `domain/app` aggregates the features; no feature
 * imports it.
 */

export type Tagged = { readonly _tag: string };

/**
 * A feature's outcomes: for each of its commands (by tag), the values its handler may succeed
 * with. `dispatch` is typed by them, the UI switches over them, and the feature's lazy handler
 * table takes its keys from them. Plain literal lists, not Schema values: the lazy features'
 * table (domain/app/lazyFeatures) is fetched before any of their commands can run, so it stays
 * small (their command schemas would add 6.4 kB gzip to it); the type checks the values.
 */
export type OutcomeLists<C extends Tagged> = { readonly [K in C["_tag"]]: ReadonlyArray<string> };

/** The tag → outcome type map of a feature's outcome lists. */
export type OutcomesOf<O> = { readonly [K in keyof O]: O[K] extends ReadonlyArray<infer V> ? V : never };

/** A read-only view of the state: a feature's slice, or one value of another feature it declares as an input. */
export type Selector<Root, A> = (root: Root) => A;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** The part of the app's state a feature may read: its own slice and the slices its inputs read. */
export type RootOf<Self, Inputs> = UnionToIntersection<
  | (Self extends Selector<infer R, unknown> ? R : never)
  | { [K in keyof Inputs]: Inputs[K] extends Selector<infer R, unknown> ? R : never }[keyof Inputs]
>;

export interface FeatureAccess<S, I, E extends Tagged, Root> {
  /** The feature's own slice, as it is now (events this command emitted included). */
  readonly state: Effect.Effect<S, never, Scope>;
  /** The values of the declared inputs, read now. */
  readonly inputs: Effect.Effect<I, never, Scope>;
  /** Emits one of the feature's events: reduced at once, later reads see it. */
  readonly emit: (event: E) => Effect.Effect<void, never, Scope>;
  /** Phantom: what the feature reads of the app's state; domain/app checks its state against it. */
  readonly root?: Root;
}

/**
 * A feature's only way into the command's state: its own slice and its declared inputs, typed, so
 * a handler cannot read another feature's state it did not declare (the compiler refuses it), and
 * emits only its own events. `E` comes first and is given; the rest is inferred:
 * `featureAccess<CartEvent>()({ self: (r: { cart: CartState }) => r.cart, inputs: { customer } })`.
 */
export const featureAccess =
  <E extends Tagged>() =>
  <
    Self extends Selector<never, unknown>,
    Inputs extends Record<string, Selector<never, unknown>> = Record<never, never>,
  >(spec: {
    readonly self: Self;
    readonly inputs?: Inputs;
  }): FeatureAccess<
    ReturnType<Self>,
    { readonly [K in keyof Inputs]: ReturnType<Inputs[K]> },
    E,
    RootOf<Self, Inputs>
  > => {
    const self = spec.self as unknown as (root: unknown) => unknown;
    const entries = Object.entries(spec.inputs ?? {}) as Array<[string, (root: unknown) => unknown]>;
    return {
      state: Effect.map(Scope, (s) => self(s.getState())) as never,
      inputs: Effect.map(Scope, (s) => {
        const root = s.getState();
        const out: Record<string, unknown> = {};
        for (const [name, select] of entries) out[name] = select(root);
        return out;
      }) as never,
      emit: (event) => Effect.map(Scope, (s) => s.emit(event)),
    };
  };

/** One handler per command of the union, typed by its command and its outcome list. */
export type HandlersOf<C extends Tagged, O extends OutcomeLists<C>, R> = {
  readonly [K in C["_tag"]]: (
    command: Extract<C, { readonly _tag: K }>,
  ) => Effect.Effect<O[K][number], unknown, R | Scope>;
};

/**
 * The handlers of a feature whose code loads on the first of its commands (a code split point):
 * the keys are the feature's outcome lists' keys, one per command, so a new command needs no entry
 * here. `before` runs first when the module first loads (the reducer cases of the lazily loaded features).
 */
export const lazyHandlers = <C extends Tagged, O extends OutcomeLists<C>, R>(
  outcomes: O,
  load: () => Promise<HandlersOf<C, O, R>>,
  before: () => Promise<unknown> = () => Promise.resolve(),
): HandlersOf<C, O, R> => {
  type Any = (c: unknown) => Effect.Effect<string, unknown, unknown>;
  let loading: Promise<HandlersOf<C, O, R>> | null = null;
  const module = Effect.promise(() => {
    loading ??= Promise.all([load(), before()]).then(([m]) => m);
    return loading;
  });
  const out: Record<string, Any> = {};
  for (const tag of Object.keys(outcomes))
    out[tag] = (c) => Effect.flatMap(module, (m) => ((m as unknown as Record<string, Any>)[tag] as Any)(c));
  return out as unknown as HandlersOf<C, O, R>;
};

/**
 * A reaction: when an event of tag `on` is emitted, the bus dispatches the command `to` gives
 * (or nothing, for null) after the command that emitted it has finished, before anything queued
 * after it. The log records the event as the command's cause. `E` is the one event reacted to,
 * `C` the reacting feature's commands; `to` is a method so a list of them widens to the app's unions.
 */
export interface Reaction<E extends Tagged, C extends Tagged> {
  readonly on: E["_tag"];
  to(event: E): C | null;
}

export const reaction = <E extends Tagged, C extends Tagged>(
  on: E["_tag"],
  to: (event: E) => C | null,
): Reaction<E, C> => ({ on, to });
