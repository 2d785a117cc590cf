import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The server's clock. Everything whose answer depends on the time of day or on how long ago
 * something happened (window holds, windows offered, availability, order times) reads `now()`,
 * never Date.now(), so a test can move one server's time forward (POST /api/test/clock) instead
 * of sleeping. Each request runs with its app's clock (set by `withClock` in createApp).
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The system time plus an offset the test routes move forward. */
export interface AdjustableClock extends Clock {
  advance(ms: number): number;
}

export const adjustableClock = (): AdjustableClock => {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
      return Date.now() + offset;
    },
  };
};

const current = new AsyncLocalStorage<Clock>();

/**
 * Runs `fn` (a request) with `clock` as the clock `now()` reads. The system clock is what `now()`
 * reads outside any run, so a request on it runs as it is (issue 18): once a process has run
 * anything in an AsyncLocalStorage, Node tracks every promise it makes from then on (its promise
 * hooks), which cost the server more than any one middleware. Inside another clock's run the
 * system clock is set as any other.
 */
export const withClock = <T>(clock: Clock, fn: () => T): T =>
  clock === systemClock && current.getStore() === undefined ? fn() : current.run(clock, fn);

/** The time now in ms, by the clock of the request being served (the system clock outside one). */
export const now = (): number => (current.getStore() ?? systemClock).now();
