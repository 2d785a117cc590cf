import type { AppEvent } from "../../domain/app/events";
import type { AppState } from "../../domain/app/state";
import type { Applied, Store } from "../../domain/core/store";
import type { Pause } from "../browser/slices";

export type AppApplied = Applied<AppState, AppEvent>;

/** Enough for a slow start-up; beyond it the oldest are kept and the rest dropped (counted). */
const APPLIED_BUFFER_MAX = 1000;

export interface AppliedFeed {
  /**
   * Hands over what was buffered, then every later applied event; returns the unsubscribe. With
   * `pause`, the buffer is handed over in slices (a server-rendered page buffers its whole run:
   * issue 17, Total Blocking Time); events applied meanwhile follow in their order.
   */
  drain(listener: (applied: AppApplied) => void, pause?: Pause): () => void;
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
    drain(l, pause) {
      const pending = buffer ?? [];
      buffer = null;
      const unsubscribe = () => store.emitter.off("applied", on);
      if (pause === undefined) {
        for (const a of pending) l(a);
        listener = l;
        return unsubscribe;
      }
      listener = (a) => pending.push(a);
      const catchUp = async () => {
        for (let i = 0; i < pending.length; i++) {
          l(pending[i] as AppApplied);
          const due = pause();
          if (due) await due;
        }
        listener = l;
      };
      void catchUp();
      return unsubscribe;
    },
  };
};
