import { current, type Draft, Immer, isDraft } from "immer";
import mitt, { type Emitter } from "mitt";

/** A reducer case mutates an immer draft; the store turns it into a new frozen state. */
export type Recipe<S, E> = (draft: Draft<S>, event: E) => void;

export interface Applied<S, E> {
  readonly event: E;
  readonly before: S;
  readonly after: S;
}

type StoreEvents<S, E> = {
  applied: Applied<S, E>;
  replaced: S;
};

export interface Store<S, E> {
  getState(): S;
  /** Reduces one event into the state and notifies listeners. */
  apply(event: E): S;
  /** Replaces the whole state (time travel, snapshot restore); listeners are notified, no event is logged. */
  replace(state: S): void;
  /** React-style subscription: called after any change. */
  subscribe(listener: () => void): () => void;
  /** Typed notifications for projections, devtools and persistence. */
  readonly emitter: Emitter<StoreEvents<S, E>>;
}

/**
 * Immer without its own freezing: the store freezes what each change created (`freezeNew`), which
 * stops at the parts that were already frozen instead of walking the draft tree again. Immer's
 * auto-freeze was a fifth of the cost of every event.
 */
const immer = new Immer({ autoFreeze: false });

/**
 * Deep-freezes every object of `value` that is not frozen yet. The state before a change is frozen
 * throughout, so after a change only the new objects (the changed path and the values a case put
 * there) get frozen and the walk never enters an unchanged subtree.
 */
export const freezeNew = <T>(value: T): T => {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    // Index and for-in loops: no key array per object (state holds plain objects and arrays only).
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) freezeNew(value[i]);
    else for (const key in value) freezeNew((value as Record<string, unknown>)[key]);
  }
  return value;
};

/**
 * A property of a draft as it is now, without making a draft of it. For hot cases that replace a
 * small slice whole instead of changing it through proxies (a proxy per object touched is most of
 * an event's cost): immer answers a property descriptor from its latest copy without drafting;
 * a value already drafted earlier in the same batch is read with `current`.
 */
export const peek = <T extends object, K extends keyof T & string>(draft: Draft<T>, key: K): T[K] => {
  const value: unknown = Reflect.getOwnPropertyDescriptor(draft, key)?.value;
  return (isDraft(value) ? current(value as object) : value) as T[K];
};

export const reduce = <S, E>(recipe: Recipe<S, E>, state: S, event: E): S =>
  freezeNew(
    immer.produce(state, (draft) => {
      recipe(draft, event);
    }),
  );

/**
 * Folds a sequence of events from a state: the replay primitive. One draft for the whole batch
 * gives the same result as reducing event by event (recipes only mutate their draft) at a
 * fraction of the cost.
 */
export const fold = <S, E>(recipe: Recipe<S, E>, state: S, events: Iterable<E>): S =>
  freezeNew(
    immer.produce(state, (draft) => {
      for (const e of events) recipe(draft, e);
    }),
  );

export const createStore = <S, E>(recipe: Recipe<S, E>, initial: S): Store<S, E> => {
  let state = freezeNew(immer.produce(initial, () => {}));
  const emitter = mitt<StoreEvents<S, E>>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of listeners) l();
  };
  return {
    getState: () => state,
    apply(event) {
      const before = state;
      state = reduce(recipe, state, event);
      emitter.emit("applied", { event, before, after: state });
      notify();
      return state;
    },
    replace(next) {
      state = freezeNew(immer.produce(next, () => {}));
      emitter.emit("replaced", state);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emitter,
  };
};
