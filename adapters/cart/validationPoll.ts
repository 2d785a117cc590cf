import type { AppCommand } from "../../domain/app/commands";
import type { AppState } from "../../domain/app/state";
import { VALIDATION_POLL_MS } from "../../domain/cart/state";

/**
 * The cart validation poll (document 2 §4, §9): every 60,000 ms while the shopper is off the
 * checkout route, ValidateCart {reason: "poll"}. Handlers never hold timers; this scheduler lives
 * in adapters/ and is started by the composition root. A poll still running is not stacked.
 */
export interface PollTarget {
  readonly dispatch: (command: AppCommand) => Promise<unknown>;
  readonly store: { readonly getState: () => AppState };
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
    if (running || s.navigation.location.route === "checkout" || s.cart.cart === null) return;
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
