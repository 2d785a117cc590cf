import type { Shop } from "../domain/app/shop";
import type { AppState } from "../domain/app/state";

/**
 * Time travel on the live shop: commands are held (the bus is paused) and the store shows a past
 * state read-only until backToLive() restores the live state and lets the held commands run.
 */
export const createTravel = (shop: Shop) => {
  let live: AppState | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of listeners) l();
  };
  return {
    async show(state: AppState) {
      if (live === null) {
        await shop.bus.pause();
        live = shop.store.getState();
      }
      shop.store.replace(state);
      notify();
    },
    backToLive() {
      if (live === null) return;
      shop.store.replace(live);
      live = null;
      shop.bus.resume();
      notify();
    },
    travelling: () => live !== null,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
export type Travel = ReturnType<typeof createTravel>;
