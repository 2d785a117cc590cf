import type { ValidateCart } from "../../domain/cart/commands";
import { pollPaused } from "../../domain/cart/rules/poll";
import type { CartState } from "../../domain/cart/state";
import { VALIDATION_POLL_MS } from "../../domain/cart/state";
import type { NavigationState } from "../../domain/navigation/state";

/**
 * The cart validation poll (document 2 §4, §9): every 60,000 ms while the shopper is off the
 * checkout route, ValidateCart {reason: "poll"}. Handlers never hold timers; this scheduler lives
 * in adapters/ and is started by the composition root. A poll still running is not stacked.
 */
export interface PollTarget {
  readonly dispatch: (command: typeof ValidateCart.Type) => Promise<unknown>;
  readonly store: {
    readonly getState: () => { readonly navigation: NavigationState; readonly cart: CartState };
  };
}

export interface PollTimers {
  readonly setInterval: (fn: () => void, ms: number) => unknown;
  readonly clearInterval: (id: unknown) => void;
}

const globalTimers: PollTimers = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof globalThis.setInterval>),
};

/** Starts the poll; returns the function that stops it. */
export const startValidationPoll = (
  target: PollTarget,
  timers: PollTimers = globalTimers,
  intervalMs: number = VALIDATION_POLL_MS,
): (() => void) => {
  let running = false;
  const id = timers.setInterval(() => {
    const s = target.store.getState();
    if (running || pollPaused(s.navigation.location.route, s.cart.cart !== null)) return;
    running = true;
    target
      .dispatch({ _tag: "ValidateCart", reason: "poll" })
      .catch(() => {})
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  return () => timers.clearInterval(id);
};
