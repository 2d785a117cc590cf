import { type Draft, produce } from "immer";
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

export const reduce = <S, E>(recipe: Recipe<S, E>, state: S, event: E): S =>
  produce(state, (draft) => {
    recipe(draft, event);
  });

/**
 * Folds a sequence of events from a state: the replay primitive. One draft for the whole batch
 * gives the same result as reducing event by event (recipes only mutate their draft) at a
 * fraction of the cost.
 */
export const fold = <S, E>(recipe: Recipe<S, E>, state: S, events: Iterable<E>): S =>
  produce(state, (draft) => {
    for (const e of events) recipe(draft, e);
  });

export const createStore = <S, E>(recipe: Recipe<S, E>, initial: S): Store<S, E> => {
  let state = produce(initial, () => {});
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
      state = produce(next, () => {});
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
