import { Effect } from "effect";
import type { WallClockPort } from "../../domain/ports/clock";
import type { IdsPort } from "../../domain/ports/ids";
import type { OnlinePort } from "../../domain/ports/online";

export const browserClock: WallClockPort = { now: () => Effect.sync(() => Date.now()) };

export const randomId = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const browserIds: IdsPort = { next: () => Effect.sync(randomId) };

export const browserOnline: OnlinePort = { isOnline: () => Effect.sync(() => navigator.onLine) };

/** Calls back with the connectivity whenever the browser reports a change. */
export const watchConnectivity = (onChange: (online: boolean) => void): (() => void) => {
  const up = () => onChange(true);
  const down = () => onChange(false);
  window.addEventListener("online", up);
  window.addEventListener("offline", down);
  return () => {
    window.removeEventListener("online", up);
    window.removeEventListener("offline", down);
  };
};

/** Timestamps of event-log entries (performance-independent wall time). */
export const logNow = (): number => Date.now();
