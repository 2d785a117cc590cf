import type { AppEvent } from "../../domain/app/events";
import type { AppState } from "../../domain/app/state";
import type { Applied, Store } from "../../domain/core/store";

export type AppApplied = Applied<AppState, AppEvent>;

/** Enough for a slow start-up; beyond it the oldest are kept and the rest dropped (counted). */
const APPLIED_BUFFER_MAX = 1000;

export interface AppliedFeed {
  /** Hands over what was buffered, then every later applied event; returns the unsubscribe. */
  drain(listener: (applied: AppApplied) => void): () => void;
}

/**
 * Subscribes to the store's "applied" notifications from the first event on and keeps them until
 * the lazily loaded tracking adapters take over: no page view of the start-up is lost. Tiny on
 * purpose: it is the only tracking code in the first load.
 */
export const bufferApplied = (store: Store<AppState, AppEvent>): AppliedFeed => {
  let buffer: AppApplied[] | null = [];
  let listener: ((a: AppApplied) => void) | null = null;
  const on = (a: AppApplied) => {
    if (listener) listener(a);
    else if (buffer && buffer.length < APPLIED_BUFFER_MAX) buffer.push(a);
  };
  store.emitter.on("applied", on);
  return {
    drain(l) {
      const pending = buffer ?? [];
      buffer = null;
      for (const a of pending) l(a);
      listener = l;
      return () => store.emitter.off("applied", on);
    },
  };
};
